import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top (an anchor excepted); going back or forward leaves the scroll to the
 * browser, which restores it. The data router's ScrollRestoration did this before (issue 50).
 */
export function useScrollToTop() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [key, hash, type]);
}
