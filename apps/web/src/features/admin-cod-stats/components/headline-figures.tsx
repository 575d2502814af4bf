import type { CodStats } from '@zina/shared/schemas/cod';
import { formatMinutes, formatRate } from '../lib/format';

/** The period's figures at a glance. */
export function HeadlineFigures({ stats }: { stats: CodStats }) {
  const figures = [
    { label: 'Commandes', value: String(stats.orders) },
    { label: 'Taux de confirmation', value: formatRate(stats.confirmationRate) },
    { label: 'Taux de livraison', value: formatRate(stats.deliveryRate) },
    { label: 'Taux de retour', value: formatRate(stats.returnRate) },
    { label: 'Délai médian de confirmation', value: formatMinutes(stats.medianMinutesToConfirm) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((f) => (
        <div key={f.label} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-sand-100">
          <dt className="text-sm text-stone-600">{f.label}</dt>
          <dd className="mt-1 font-display text-2xl text-ink">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
