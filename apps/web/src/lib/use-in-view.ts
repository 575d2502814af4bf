import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen, and stays true: the home rows and
 * the footer load their code, and the rows their products, only when the shopper scrolls near.
 */
export function useInView<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen, margin]);

  return [ref, seen] as const;
}
