import { useEffect, useRef } from 'react';

/** SPEC.md §9: the next page loads once 80 % of the page is scrolled, checked every 150 ms. */
export const SCROLL_TRIGGER = 0.8;
export const SCROLL_THROTTLE_MS = 150;

/** Runs `fn` at most once per `ms`, the last call of a burst included. */
export function throttle(fn: () => void, ms: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    last = Date.now();
    timer = null;
    fn();
  };
  const throttled = () => {
    const wait = ms - (Date.now() - last);
    if (wait <= 0) run();
    else timer ??= setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}

export const scrolledRatio = () => {
  const height = document.documentElement.scrollHeight;
  if (height <= 0) return 1;
  return (window.scrollY + window.innerHeight) / height;
};

interface Pager {
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
  /** Items on screen: a new page may still leave the screen unfilled, so check again. */
  itemCount: number;
}

export function useInfiniteScroll({ hasNextPage, isFetching, fetchNextPage, itemCount }: Pager) {
  const pager = useRef({ hasNextPage, isFetching, fetchNextPage });
  const check = useRef(() => {
    const p = pager.current;
    if (p.hasNextPage && !p.isFetching && scrolledRatio() >= SCROLL_TRIGGER) {
      void p.fetchNextPage();
    }
  });

  useEffect(() => {
    pager.current = { hasNextPage, isFetching, fetchNextPage };
    check.current();
  }, [hasNextPage, isFetching, fetchNextPage, itemCount]);

  useEffect(() => {
    const onScroll = throttle(() => check.current(), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      onScroll.cancel();
    };
  }, []);
}
