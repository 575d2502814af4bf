import { useCallback, useState } from 'react';
import { Menu } from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { ADMIN_LINKS, backOfficeLinks } from '../lib/account-links';
import { useSession } from '../lib/session-store';
import { DashboardDrawer } from './dashboard/dashboard-drawer';
import { DashboardNav } from './dashboard/dashboard-nav';

/** SPEC.md §2 dashboard header titles, by the last segment of the path. */
export const DASHBOARD_TITLES: Record<string, string> = {
  '': 'Tableau de Bord',
  profile: 'Mon Profil',
  myorders: 'Mes Commandes',
  address: 'Mes Adresses',
  category: 'Gestion des Catégories',
  subcategory: 'Gestion des Sous-catégories',
  'upload-product': 'Ajouter un Produit',
  product: 'Gestion des Produits',
  orders: 'Gestion des Commandes',
  confirmations: 'Confirmations',
  banners: 'Gestion Banners',
  invoices: 'Factures',
  mails: 'Emails en échec',
  'cod-performance': 'Performance COD',
  equipe: 'Équipe',
  livraison: 'Frais de livraison',
  encaissements: 'Encaissements',
  messages: 'Messages clients',
  webhooks: 'Webhooks',
};

/** Pages that show their own header instead of the banner (SPEC.md §2). */
const OWN_HEADER = new Set(['myorders', 'address']);

export const dashboardSegment = (pathname: string) =>
  pathname.replace(/\/+$/, '').split('/').slice(2).pop() ?? '';

/**
 * SPEC.md §2 dashboard frame: the menu is a permanent sidebar on large screens and a slide-in
 * drawer on small ones; the banner's title (the page's only h1) comes from the path.
 */
export function DashboardLayout() {
  const { pathname } = useLocation();
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const segment = dashboardSegment(pathname);
  // A customer (or an agent beyond the desk) on an admin page gets the 'Accès Refusé' screen,
  // which brings its own h1.
  const here = `/dashboard/${segment}`;
  const adminPage = ADMIN_LINKS.some((l) => l.to === here);
  const refused =
    adminPage && status === 'signed-in' && !backOfficeLinks(user.role).some((l) => l.to === here);
  const showBanner = !OWN_HEADER.has(segment) && !refused;

  return (
    <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6 md:px-6 lg:py-8">
      <div className="hidden w-64 shrink-0 self-start rounded-3xl bg-white p-3 shadow-sm ring-1 ring-sand-100 lg:sticky lg:top-24 lg:block">
        <nav aria-label="Menu du tableau de bord">
          <DashboardNav idPrefix="dashboard-sidebar" />
        </nav>
      </div>

      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-expanded={drawerOpen}
          aria-controls="dashboard-drawer"
          className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-200 bg-white px-4 text-sm font-semibold text-ink shadow-sm hover:border-brand-300 lg:hidden"
        >
          <Menu aria-hidden size={18} />
          Menu du compte
        </button>
        {showBanner && (
          <header className="mb-6 rounded-3xl bg-white px-6 py-5 shadow-sm ring-1 ring-sand-100">
            <p className="text-xs font-semibold tracking-widest text-brand-600 uppercase">
              {adminPage ? 'Administration' : 'Mon compte'}
            </p>
            <h1 className="mt-1 font-display text-3xl text-ink">
              {DASHBOARD_TITLES[segment] ?? DASHBOARD_TITLES['']}
            </h1>
          </header>
        )}
        <Outlet />
      </div>

      <DashboardDrawer id="dashboard-drawer" open={drawerOpen} onClose={closeDrawer}>
        <nav aria-label="Menu du compte">
          <DashboardNav idPrefix="dashboard-drawer" onNavigate={closeDrawer} />
        </nav>
      </DashboardDrawer>
    </div>
  );
}
