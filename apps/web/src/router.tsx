import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { PageSpinner } from './components/page-spinner';
import { PlaceholderPage } from './components/placeholder-page';
import { RequireToken } from './components/require-token';
import { NotFoundPage } from './features/errors/not-found-page';
import { RouteErrorPage } from './features/errors/route-error-page';
import { DashboardLayout } from './layouts/dashboard-layout';
import { StoreLayout } from './layouts/store-layout';

/** A lazily loaded page: the module's default export is the screen. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A screen that a later feature builds. */
const soon = (title: string) => <PlaceholderPage title={title} />;

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
        element: <StoreLayout />,
        children: [
          { index: true, element: soon('Accueil') },
          { path: 'search', element: soon('Recherche') },
          { path: 'login', lazy: page(() => import('./features/auth/login-page')) },
          { path: 'register', lazy: page(() => import('./features/auth/register-page')) },
          { path: 'forgot-password', element: soon('Mot de passe oublié') },
          { path: 'verification-otp', element: soon('Vérification du code') },
          { path: 'reset-password', element: soon('Nouveau mot de passe') },
          { path: 'auth-success', element: soon('Connexion avec Google') },
          {
            path: 'checkout',
            element: <RequireToken>{soon('Finaliser la commande')}</RequireToken>,
          },
          { path: 'success', element: soon('Commande réussie') },
          { path: 'cancel', element: soon('Commande annulée') },
          { path: 'products', element: soon('Tous nos produits') },
          { path: 'user', lazy: page(() => import('./layouts/store/user-menu-page')) },
          { path: 'cart', element: soon('Panier') },
          { path: 'product/:product', element: soon('Produit') },
          { path: ':category/:subcategory', element: soon('Collection') },
          {
            path: 'dashboard',
            element: (
              <RequireToken>
                <DashboardLayout />
              </RequireToken>
            ),
            children: [
              { index: true, element: soon('Tableau de Bord') },
              { path: 'profile', element: soon('Mon Profil') },
              { path: 'myorders', element: soon('Mes Commandes') },
              { path: 'address', element: soon('Mes Adresses') },
              { path: 'category', element: soon('Catégories') },
              { path: 'subcategory', element: soon('Sous-catégories') },
              { path: 'upload-product', element: soon('Ajouter Produit') },
              { path: 'product', element: soon('Produits') },
              { path: 'orders', element: soon('Commandes') },
              { path: 'banners', element: soon('Gestion Banners') },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
