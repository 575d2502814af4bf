import type { CodStats } from '@zina/shared/schemas/cod';
import { formatMinutes, formatRate } from '../lib/format';
import { inTransitText, pendingText } from './rate-with-count';

/**
 * The period's figures at a glance. The rates count decided orders only: the orders still
 * pending and the parcels in transit are counted beside them (issue 46).
 */
export function HeadlineFigures({ stats }: { stats: CodStats }) {
  const figures = [
    { label: 'Commandes', value: String(stats.orders), left: null },
    {
      label: 'Taux de confirmation',
      value: formatRate(stats.confirmationRate),
      left: pendingText(stats.pending),
    },
    {
      label: 'Taux de livraison',
      value: formatRate(stats.deliveryRate),
      left: inTransitText(stats.inTransit),
    },
    {
      label: 'Taux de retour',
      value: formatRate(stats.returnRate),
      left: inTransitText(stats.inTransit),
    },
    {
      label: 'Délai médian de confirmation',
      value: formatMinutes(stats.medianMinutesToConfirm),
      left: null,
    },
    {
      label: 'Délai médian du premier appel',
      value: formatMinutes(stats.medianMinutesToFirstCall),
      left: null,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {figures.map((f) => (
        <div key={f.label} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-sand-100">
          <dt className="text-sm text-stone-600">{f.label}</dt>
          <dd className="mt-1 font-display text-2xl text-ink">{f.value}</dd>
          {f.left && <dd className="text-sm text-stone-600">{f.left}</dd>}
        </div>
      ))}
    </dl>
  );
}
