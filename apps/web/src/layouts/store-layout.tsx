import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CartButton } from '../components/cart-button';
import { ErrorBoundary } from '../components/error-boundary';
import { PageSpinner } from '../components/page-spinner';
import { useInView } from '../lib/use-in-view';
import { SiteHeader } from './store/site-header';

const SiteFooter = lazy(() =>
  import('./store/site-footer').then((m) => ({ default: m.SiteFooter })),
);

/** The footer, below the fold: its code loads when the shopper scrolls near it (issue 50). */
function FooterWhenNear() {
  const [ref, near] = useInView<HTMLDivElement>();
  return (
    <div ref={ref} className="min-h-64">
      {near && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
    </div>
  );
}

/**
 * SPEC.md §2 shared layout. `cart` is the header's cart control: the cart feature passes its own
 * (with the count, the total and the side panel) from router.tsx.
 */
export function StoreLayout({ cart }: { cart?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-full bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <SiteHeader cart={cart ?? <CartButton count={0} total={0} />} />
      <main id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <FooterWhenNear />
    </div>
  );
}
