import { NavLink, Outlet, useLocation } from 'react-router';
import { ADMIN_LINKS, PROFILE_LINK, SPACE_LINKS } from '../lib/account-links';
import { cx } from '../lib/cx';
import { isAdmin, useSession } from '../lib/session-store';

/** SPEC.md §2 dashboard header titles, by the last segment of the path. */
const TITLES: Record<string, string> = {
  '': 'Tableau de Bord',
  profile: 'Mon Profil',
  myorders: 'Mes Commandes',
  address: 'Mes Adresses',
  category: 'Gestion des Catégories',
  subcategory: 'Gestion des Sous-catégories',
  'upload-product': 'Ajouter un Produit',
  product: 'Gestion des Produits',
  orders: 'Gestion des Commandes',
  banners: 'Gestion Banners',
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'block rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive ? 'bg-brand-800 text-white' : 'text-stone-700 hover:bg-sand-100',
  );

/** Placeholder of the dashboard frame (the dashboard feature replaces it). */
export function DashboardLayout() {
  const location = useLocation();
  const user = useSession((s) => s.user);
  const segment = location.pathname.replace(/\/+$/, '').split('/').slice(2).pop() ?? '';
  const links = [
    { to: '/dashboard', label: 'Tableau de Bord' },
    PROFILE_LINK,
    ...SPACE_LINKS,
    ...(isAdmin(user) ? ADMIN_LINKS : []),
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row md:px-6">
      <nav aria-label="Tableau de bord" className="md:w-56 md:shrink-0">
        <ul className="flex gap-1 overflow-x-auto pb-1 md:flex-col md:overflow-visible">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <h1 className="mb-4 font-display text-2xl text-ink">
          {TITLES[segment] ?? 'Tableau de Bord'}
        </h1>
        <Outlet />
      </div>
    </div>
  );
}
