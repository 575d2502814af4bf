import { lazy, Suspense, type ReactNode } from 'react';
import {
  CONFIRM_LINK_ROUTE,
  INVITATION_ROUTE,
  LISTING_ROUTE,
  PRODUCT_ROUTE,
  TRACK_ROUTE,
} from '@zina/shared/page-paths';
import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@zina/shared/schemas/catalogue';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { PageSpinner } from './components/page-spinner';
import { RequireToken } from './components/require-token';
import { CartHeader } from './features/cart/cart-header';
import { CartProvider } from './features/cart/cart-provider';
import { CATALOGUE_PREFETCH } from './features/catalogue/prefetch';
import { lazyPage as page, pagesLoaded } from './components/lazy-page';
import { StoreSlotsContext, type StoreSlots } from './lib/store-slots';
import { StoreLayout } from './layouts/store-layout';

/** A screen that a later feature builds. */
const PlaceholderPage = lazy(async () => ({
  default: (await import('./components/placeholder-page')).PlaceholderPage,
}));
const soon = (title: string) => (
  <Suspense fallback={<PageSpinner />}>
    <PlaceholderPage title={title} />
  </Suspense>
);

/** The 404 page: an unknown address, or a listing's without ids. */
const notFound = page(async () => ({
  default: (await import('./features/errors/not-found-page')).NotFoundPage,
}));

/** The checkout page, given the address picker of the addresses feature. */
const CheckoutPage = lazy(async () => {
  const [{ default: Checkout }, { AddressPicker }] = await Promise.all([
    import('./features/checkout/checkout-page'),
    import('./features/addresses/address-picker'),
  ]);
  return { default: () => <Checkout AddressPicker={AddressPicker} /> };
});

/**
 * The order-without-account form, loaded when a visitor opens it on a product page; a signed-in
 * customer's is filled from their first saved address (the addresses feature's query).
 */
const ExpressOrderForm = lazy(async () => {
  const [{ ExpressOrderForm: Form }, { useAddressesQuery }] = await Promise.all([
    import('./features/express/express-order-form'),
    import('./features/addresses/api/get-addresses'),
  ]);
  return {
    default: function ExpressOrder({ product }: { product: Product }) {
      const addresses = useAddressesQuery();
      return <Form product={product} savedAddress={addresses.data?.[0]} />;
    },
  };
});
/** The city of the customer's first saved address (the cart panel's delivery fee, issue 47). */
const FirstAddressCity = lazy(async () => {
  const { useAddressesQuery } = await import('./features/addresses/api/get-addresses');
  return {
    default: function FirstAddressCity({ render }: { render: (city: string | null) => ReactNode }) {
      const addresses = useAddressesQuery();
      return render(addresses.data?.[0]?.ville ?? null);
    },
  };
});
const storeSlots: StoreSlots = {
  expressOrder: (product) => (
    <Suspense fallback={<PageSpinner />}>
      <ExpressOrderForm product={product} />
    </Suspense>
  ),
  deliveryCity: (render) => (
    <Suspense fallback={render(null)}>
      <FirstAddressCity render={render} />
    </Suspense>
  ),
};

/**
 * Every route of SPEC.md §2. To add a screen: replace its `element: soon(...)` by
 * `element: page(() => import('./features/<feature>/<screen>-page'))`.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: (
          <CartProvider>
            <StoreSlotsContext value={storeSlots}>
              <StoreLayout cart={<CartHeader />} />
            </StoreSlotsContext>
          </CartProvider>
        ),
        children: [
          {
            id: 'home',
            index: true,
            element: page(() => import('./features/catalogue/home-page')),
          },
          {
            id: 'search',
            path: 'search',
            element: page(() => import('./features/catalogue/search-page')),
          },
          { path: 'login', element: page(() => import('./features/auth/login-page')) },
          { path: 'register', element: page(() => import('./features/auth/register-page')) },
          {
            path: 'forgot-password',
            element: page(() => import('./features/account/forgot-password-page')),
          },
          {
            path: 'verification-otp',
            element: page(() => import('./features/account/verification-otp-page')),
          },
          {
            path: 'reset-password',
            element: page(() => import('./features/account/reset-password-page')),
          },
          {
            path: 'auth-success',
            element: page(() => import('./features/account/auth-success-page')),
          },
          {
            path: 'checkout',
            element: (
              <RequireToken>
                <CheckoutPage />
              </RequireToken>
            ),
          },
          {
            path: TRACK_ROUTE,
            element: page(() => import('./features/express/tracking-page')),
          },
          {
            path: CONFIRM_LINK_ROUTE,
            element: page(() => import('./features/cod-confirm/confirm-order-page')),
          },
          {
            // The token is optional: the page moves it out of the address bar once read.
            path: INVITATION_ROUTE,
            element: page(() => import('./features/admin-staff/invitation-page')),
          },
          { path: 'success', element: page(() => import('./features/checkout/success-page')) },
          { path: 'cancel', element: page(() => import('./features/checkout/cancel-page')) },
          { path: 'products', element: page(() => import('./features/catalogue/products-page')) },
          { path: 'user', element: page(() => import('./layouts/store/user-menu-page')) },
          { path: 'cart', element: soon('Panier') },
          {
            id: 'product',
            path: PRODUCT_ROUTE,
            element: page(() => import('./features/catalogue/product-page')),
          },
          {
            id: 'listing',
            path: LISTING_ROUTE,
            // An address without ids is no listing: the 404 page instead.
            element: page(async () => {
              const { default: ListingPage } = await import('./features/catalogue/listing-page');
              return { default: () => <ListingPage notFound={notFound} /> };
            }),
          },
          {
            path: 'dashboard',
            // The dashboard frame and the admin slots are lazy too: shoppers never download them.
            element: page(() => import('./dashboard-frame')),
            children: [
              {
                index: true,
                element: page(() => import('./features/dashboard/dashboard-home-page')),
              },
              { path: 'profile', element: page(() => import('./features/account/profile-page')) },
              { path: 'myorders', element: page(() => import('./features/orders/my-orders-page')) },
              {
                path: 'address',
                element: page(() => import('./features/addresses/addresses-page')),
              },
              {
                // Back-office pages: a customer sees 'Accès Refusé' (SPEC.md §2), an agent too
                // beyond the desk and the order list. Keep new admin pages inside the admin
                // guard; their own heading is an h2 (the banner holds the h1).
                children: [
                  {
                    // The desk and the order list: an agent reaches them too (issue 46).
                    element: page(async () => ({
                      default: (await import('./features/dashboard/require-admin')).RequireStaff,
                    })),
                    children: [
                      {
                        path: 'orders',
                        element: page(() => import('./features/admin-orders/orders-page')),
                      },
                      {
                        path: 'confirmations',
                        element: page(() => import('./features/admin-cod/confirmations-page')),
                      },
                    ],
                  },
                  {
                    // Everything else of the back office: administrators only.
                    element: page(async () => ({
                      default: (await import('./features/dashboard/require-admin')).RequireAdmin,
                    })),
                    children: [
                      {
                        path: 'category',
                        element: page(() => import('./features/admin-catalogue/categories-page')),
                      },
                      {
                        path: 'subcategory',
                        element: page(
                          () => import('./features/admin-catalogue/subcategories-page'),
                        ),
                      },
                      {
                        path: 'upload-product',
                        element: page(
                          () => import('./features/admin-catalogue/upload-product-page'),
                        ),
                      },
                      {
                        path: 'product',
                        element: page(() => import('./features/admin-catalogue/products-page')),
                      },
                      {
                        path: 'invoices',
                        element: page(() => import('./features/admin-orders/invoices-page')),
                      },
                      {
                        path: 'banners',
                        element: page(() => import('./features/admin-catalogue/banners-page')),
                      },
                      {
                        path: 'mails',
                        element: page(() => import('./features/admin-mail/failed-mails-page')),
                      },
                      {
                        path: 'equipe',
                        element: page(() => import('./features/admin-staff/staff-page')),
                      },
                      {
                        path: 'cod-performance',
                        element: page(
                          () => import('./features/admin-cod-stats/cod-performance-page'),
                        ),
                      },
                      {
                        path: 'livraison',
                        element: page(() => import('./features/admin-delivery/delivery-fees-page')),
                      },
                      {
                        path: 'encaissements',
                        element: page(() => import('./features/admin-cash/cash-page')),
                      },
                      {
                        path: 'messages',
                        element: page(() => import('./features/admin-messages/messages-page')),
                      },
                      {
                        path: 'webhooks',
                        element: page(() => import('./features/admin-webhooks/webhooks-page')),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', element: notFound },
        ],
      },
    ],
  },
];

/** The longest the first render waits for the first page's code (preloaded by the page's head). */
const FIRST_PAGE_WAIT_MS = 1500;

/**
 * The first page's catalogue calls start now, alongside its code (issue 8: page speed); resolves
 * when the page's code is there (or failed: the page's error boundary then says so), or after
 * FIRST_PAGE_WAIT_MS.
 */
function prefetchFirstPage(queryClient: QueryClient): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const match = matches.at(-1);
  const id = match?.route.id;
  if (match && id && id in CATALOGUE_PREFETCH) {
    CATALOGUE_PREFETCH[id as keyof typeof CATALOGUE_PREFETCH](
      queryClient,
      match.params,
      window.location.search,
    );
  }
  return pagesLoaded(
    matches.map(({ route }) => route.element),
    FIRST_PAGE_WAIT_MS,
  );
}

/**
 * The app's routes, in react-router's declarative mode: its data router (loaders, actions, route
 * `lazy`) is a third of the framework's code on a first visit, and no screen uses it (issue 50).
 * Render once `startFirstPage` has resolved: the first page then shows without a spinner.
 */
export const AppRoutes = () => useRoutes(routes);

export const startFirstPage = (queryClient: QueryClient): Promise<void> =>
  prefetchFirstPage(queryClient);
