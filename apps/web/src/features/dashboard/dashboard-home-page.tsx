import type { ReactNode } from 'react';
import { ArrowRight, Gem, ShieldCheck, Sparkles, Truck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  backOfficeLinks,
  backOfficeTitle,
  PROFILE_LINK,
  roleLabel,
  SPACE_LINKS,
} from '../../lib/account-links';
import { LowStockSlot } from '../../lib/admin-slots';
import { cx } from '../../lib/cx';
import { isAdmin, useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';

const QUICK_ACTIONS = [
  { ...PROFILE_LINK, text: 'Vos informations et votre photo' },
  { ...SPACE_LINKS[0]!, text: 'Suivez vos commandes et factures' },
  { ...SPACE_LINKS[1]!, text: 'Gérez vos adresses de livraison' },
];

const SELLING_POINTS = [
  { icon: Truck, title: 'Livraison en 24-48h', text: 'Partout au Maroc, gratuitement' },
  { icon: ShieldCheck, title: 'Paiement 100% sécurisé', text: 'Vous payez à la livraison' },
  { icon: Gem, title: 'Qualité premium', text: 'Des pièces choisies avec soin' },
  { icon: Sparkles, title: 'Tendances 2024', text: 'Les nouveautés de la saison' },
];

const card =
  'group flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200';

/** A card of the dashboard that leads to a page: its icon in a tile, its words, an arrow. */
function CardLink({
  to,
  icon: Icon,
  tile,
  children,
}: {
  to: string;
  icon: LucideIcon;
  /** The icon tile's colours. */
  tile: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={card}>
      <span className={cx('flex size-11 shrink-0 items-center justify-center rounded-xl', tile)}>
        <Icon aria-hidden size={22} />
      </span>
      {children}
      <ArrowRight
        aria-hidden
        size={18}
        className="shrink-0 text-stone-400 group-hover:text-brand-700"
      />
    </Link>
  );
}

/** SPEC.md §2 dashboard home: welcome, quick actions, the admin block and the selling points. */
export default function DashboardHomePage() {
  useDocumentTitle('Tableau de Bord');
  const user = useSession((s) => s.user);
  const admin = isAdmin(user);
  const backOffice = backOfficeLinks(user.role);

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="welcome"
        className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white shadow-sm sm:p-8"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="welcome" className="font-display text-2xl sm:text-3xl">
            Bienvenue, {user.name || 'Utilisateur'}
          </h2>
          {backOffice.length > 0 && (
            <span className="rounded-full bg-white px-3 py-0.5 text-xs font-bold text-brand-800">
              {roleLabel(user.role)}
            </span>
          )}
        </div>
        <p className="mt-2 text-sm text-brand-50/90">
          Retrouvez ici vos commandes, vos adresses et vos informations personnelles.
        </p>
      </section>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="font-display text-xl text-ink">
          Actions rapides
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {QUICK_ACTIONS.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <CardLink to={to} icon={Icon} tile="bg-brand-50 text-brand-700">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="block text-sm text-stone-600">{text}</span>
                </span>
              </CardLink>
            </li>
          ))}
        </ul>
      </section>

      {admin && <LowStockSlot />}

      {backOffice.length > 0 && (
        <section aria-labelledby="admin-section">
          <h2 id="admin-section" className="font-display text-xl text-ink">
            {backOfficeTitle(user.role)}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {backOffice.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <CardLink to={to} icon={Icon} tile="bg-ink text-sand-100">
                  <span className="min-w-0 flex-1 font-semibold text-ink">{label}</span>
                </CardLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="selling-points" className="rounded-3xl bg-sand-50 p-6">
        <h2 id="selling-points" className="font-display text-xl text-ink">
          Pourquoi choisir Zina ?
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SELLING_POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden size={22} className="mt-0.5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-ink">{title}</span>
                <span className="block text-sm text-stone-600">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
