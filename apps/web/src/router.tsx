import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  CONFIRM_LINK_ROUTE,
  INVITATION_ROUTE,
  LISTING_ROUTE,
  PRODUCT_ROUTE,
  TRACK_ROUTE,
} from '@zina/shared/page-paths';
import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@zina/shared/schemas/catalogue';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { PageSpinner } from './components/page-spinner';
import { PlaceholderPage } from './components/placeholder-page';
import { RequireToken } from './components/require-token';
import { CartHeader } from './features/cart/cart-header';
import { CartProvider } from './features/cart/cart-provider';
import { CATALOGUE_PREFETCH } from './features/catalogue/prefetch';
import { NotFoundPage } from './features/errors/not-found-page';
import { RouteErrorPage } from './features/errors/route-error-page';
import { AdminSlotsContext, type AdminSlots } from './lib/admin-slots';
import { StoreSlotsContext, type StoreSlots } from './lib/store-slots';
import { StoreLayout } from './layouts/store-layout';

/** A lazily loaded page: the module's default export is the screen. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A screen that a later feature builds. */
const soon = (title: string) => <PlaceholderPage title={title} />;

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

/** Stock blocks that admin screens of other features show (lazy: shoppers never load them). */
const LowStockAlert = lazy(async () => ({
  default: (await import('./features/admin-stock/low-stock-alert')).LowStockAlert,
}));
const StockHistory = lazy(async () => ({
  default: (await import('./features/admin-stock/stock-history')).StockHistory,
}));
const ConfirmationsBadge = lazy(async () => ({
  default: (await import('./features/admin-cod/confirmations-badge')).ConfirmationsBadge,
}));
const OrderEditByLabel = lazy(async () => ({
  default: (await import('./features/admin-orders/order-edit-by-label')).OrderEditByLabel,
}));
const adminSlots: AdminSlots = {
  lowStockAlert: () => (
    <Suspense fallback={null}>
      <LowStockAlert />
    </Suspense>
  ),
  stockHistory: (productId) => (
    <Suspense fallback={null}>
      <StockHistory productId={productId} />
    </Suspense>
  ),
  navBadge: (to) =>
    to === '/dashboard/confirmations' && (
      <Suspense fallback={null}>
        <ConfirmationsBadge />
      </Suspense>
    ),
  orderEdit: (label, onClose) => (
    <Suspense fallback={null}>
      <OrderEditByLabel label={label} onClose={onClose} />
    </Suspense>
  ),
};

/**
 * Every route of SPEC.md §2. To add a screen: replace its `element: soon(...)` by
 * `lazy: page(() => import('./features/<feature>/<screen>-page'))`.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    ErrorBoundary: RouteErrorPage,
    // Shown while the first page's code downloads.
    HydrateFallback: PageSpinner,
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
          { id: 'home', index: true, lazy: page(() => import('./features/catalogue/home-page')) },
          {
            id: 'search',
            path: 'search',
            lazy: page(() => import('./features/catalogue/search-page')),
          },
          { path: 'login', lazy: page(() => import('./features/auth/login-page')) },
          { path: 'register', lazy: page(() => import('./features/auth/register-page')) },
          {
            path: 'forgot-password',
            lazy: page(() => import('./features/account/forgot-password-page')),
          },
          {
            path: 'verification-otp',
            lazy: page(() => import('./features/account/verification-otp-page')),
          },
          {
            path: 'reset-password',
            lazy: page(() => import('./features/account/reset-password-page')),
          },
          {
            path: 'auth-success',
            lazy: page(() => import('./features/account/auth-success-page')),
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
            lazy: page(() => import('./features/express/tracking-page')),
          },
          {
            path: CONFIRM_LINK_ROUTE,
            lazy: page(() => import('./features/cod-confirm/confirm-order-page')),
          },
          {
            // The token is optional: the page moves it out of the address bar once read.
            path: INVITATION_ROUTE,
            lazy: page(() => import('./features/admin-staff/invitation-page')),
          },
          { path: 'success', lazy: page(() => import('./features/checkout/success-page')) },
          { path: 'cancel', lazy: page(() => import('./features/checkout/cancel-page')) },
          { path: 'products', lazy: page(() => import('./features/catalogue/products-page')) },
          { path: 'user', lazy: page(() => import('./layouts/store/user-menu-page')) },
          { path: 'cart', element: soon('Panier') },
          {
            id: 'product',
            path: PRODUCT_ROUTE,
            lazy: page(() => import('./features/catalogue/product-page')),
          },
          {
            id: 'listing',
            path: LISTING_ROUTE,
            // An address without ids is no listing: the 404 page instead.
            lazy: async () => {
              const { default: ListingPage } = await import('./features/catalogue/listing-page');
              return { Component: () => <ListingPage notFound={<NotFoundPage />} /> };
            },
          },
          {
            path: 'dashboard',
            // The dashboard frame is lazy too: shoppers never download it.
            lazy: async () => {
              const { DashboardLayout } = await import('./layouts/dashboard-layout');
              return {
                Component: () => (
                  <RequireToken>
                    <AdminSlotsContext value={adminSlots}>
                      <DashboardLayout />
                    </AdminSlotsContext>
                  </RequireToken>
                ),
              };
            },
            children: [
              { index: true, lazy: page(() => import('./features/dashboard/dashboard-home-page')) },
              { path: 'profile', lazy: page(() => import('./features/account/profile-page')) },
              { path: 'myorders', lazy: page(() => import('./features/orders/my-orders-page')) },
              { path: 'address', lazy: page(() => import('./features/addresses/addresses-page')) },
              {
                // Back-office pages: a customer sees 'Accès Refusé' (SPEC.md §2), an agent too
                // beyond the desk and the order list. Keep new admin pages inside the admin
                // guard; their own heading is an h2 (the banner holds the h1).
                children: [
                  {
                    // The desk and the order list: an agent reaches them too (issue 46).
                    lazy: async () => ({
                      Component: (await import('./features/dashboard/require-admin')).RequireStaff,
                    }),
                    children: [
                      {
                        path: 'orders',
                        lazy: page(() => import('./features/admin-orders/orders-page')),
                      },
                      {
                        path: 'confirmations',
                        lazy: page(() => import('./features/admin-cod/confirmations-page')),
                      },
                    ],
                  },
                  {
                    // Everything else of the back office: administrators only.
                    lazy: async () => ({
                      Component: (await import('./features/dashboard/require-admin')).RequireAdmin,
                    }),
                    children: [
                      {
                        path: 'category',
                        lazy: page(() => import('./features/admin-catalogue/categories-page')),
                      },
                      {
                        path: 'subcategory',
                        lazy: page(() => import('./features/admin-catalogue/subcategories-page')),
                      },
                      {
                        path: 'upload-product',
                        lazy: page(() => import('./features/admin-catalogue/upload-product-page')),
                      },
                      {
                        path: 'product',
                        lazy: page(() => import('./features/admin-catalogue/products-page')),
                      },
                      {
                        path: 'invoices',
                        lazy: page(() => import('./features/admin-orders/invoices-page')),
                      },
                      {
                        path: 'banners',
                        lazy: page(() => import('./features/admin-catalogue/banners-page')),
                      },
                      {
                        path: 'mails',
                        lazy: page(() => import('./features/admin-mail/failed-mails-page')),
                      },
                      {
                        path: 'equipe',
                        lazy: page(() => import('./features/admin-staff/staff-page')),
                      },
                      {
                        path: 'cod-performance',
                        lazy: page(() => import('./features/admin-cod-stats/cod-performance-page')),
                      },
                      {
                        path: 'livraison',
                        lazy: page(() => import('./features/admin-delivery/delivery-fees-page')),
                      },
                      {
                        path: 'encaissements',
                        lazy: page(() => import('./features/admin-cash/cash-page')),
                      },
                      {
                        path: 'messages',
                        lazy: page(() => import('./features/admin-messages/messages-page')),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** The first page's catalogue calls start now, alongside its code (issue 8: page speed). */
function prefetchFirstPage(queryClient: QueryClient) {
  const match = matchRoutes(routes, window.location)?.at(-1);
  const id = match?.route.id;
  if (match && id && id in CATALOGUE_PREFETCH) {
    CATALOGUE_PREFETCH[id as keyof typeof CATALOGUE_PREFETCH](
      queryClient,
      match.params,
      window.location.search,
    );
  }
}

export const createAppRouter = (queryClient?: QueryClient) => {
  if (queryClient) prefetchFirstPage(queryClient);
  return createBrowserRouter(routes);
};
