import { formatMad } from '@zina/shared/format';
import type { OrderStats } from '@zina/shared/schemas/order';

/** The statistics strip: every order, revenue (cancelled and returned left out), average, 30 days. */
export function StatsStrip({ stats }: { stats: OrderStats | null | undefined }) {
  const total = stats?.overview.totalOrders;
  const revenue = stats?.overview.totalRevenue;
  const last30 = stats?.daily.reduce((sum, d) => sum + d.orders, 0);
  const cards = [
    { label: 'Commandes au total', value: total === undefined ? '—' : String(total) },
    { label: "Chiffre d'affaires", value: revenue === undefined ? '—' : formatMad(revenue) },
    {
      label: 'Panier moyen',
      value: total && revenue !== undefined ? formatMad(revenue / total) : '—',
    },
    { label: 'Commandes (30 jours)', value: last30 === undefined ? '—' : String(last30) },
  ];
  return (
    <section aria-label="Statistiques des commandes">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.label}
            className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-100"
          >
            <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
              {card.label}
            </dt>
            {/* A shop's revenue is wider than half a phone: it wraps rather than push the page. */}
            <dd className="mt-1 font-display text-xl wrap-anywhere text-ink tabular-nums sm:text-2xl">
              {card.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
