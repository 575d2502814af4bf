import { useId } from 'react';
import type { CodStats } from '@zina/shared/schemas/cod';
import type { Column } from '../../../components/data-table';
import { formatRate } from '../lib/format';
import { FigureCard } from './figure-card';
import { FigureRow, FigureTable } from './figure-table';
import { inTransitText, pendingText, RateWithCount } from './rate-with-count';

const COLUMNS: readonly Column[] = [
  { label: 'Ville' },
  { label: 'Commandes', end: true },
  { label: 'Confirmation', end: true },
  { label: 'Livraison', end: true },
  { label: 'Retour', end: true },
];
const LABELS = COLUMNS.slice(1).map((c) => String(c.label));

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * By city: the confirmation rate (bar) and the return rate (mark) of each city, described by the
 * table under it, which gives every figure. The bars are HTML, their text the page's size: an
 * SVG scaled to a 390 px screen wrote it at ~6 px (issue 46).
 */
export function CityFigures({ cities }: { cities: CodStats['byCity'] }) {
  const id = useId();

  return (
    <FigureCard title="Par ville" empty={cities.length === 0}>
      <>
        <div role="img" aria-labelledby={`${id}-title ${id}-desc`} className="mt-3 max-w-3xl">
          <p id={`${id}-title`} className="sr-only">
            Taux de confirmation et de retour par ville
          </p>
          <p id={`${id}-desc`} className="sr-only">
            {`${cities.length} ville${cities.length > 1 ? 's' : ''}, de la plus commandée à la moins commandée. Barre : taux de confirmation ; trait rouge : taux de retour. Les chiffres sont dans le tableau qui suit.`}
          </p>
          <ul aria-hidden="true" className="flex flex-col gap-1.5 text-sm text-stone-700">
            {cities.map((c) => (
              <li
                key={c.city}
                className="grid grid-cols-[minmax(0,7rem)_1fr_auto] items-center gap-2"
              >
                <span className="truncate text-right">{c.city}</span>
                <span className="relative h-5 rounded bg-sand-100">
                  <span
                    className="absolute inset-y-0 left-0 rounded bg-brand-300"
                    style={{ width: percent(c.confirmationRate) }}
                  />
                  <span
                    className="absolute -inset-y-0.5 w-0.75 -translate-x-1/2 bg-red-700"
                    style={{ left: percent(c.returnRate) }}
                  />
                </span>
                <span className="w-14 text-right font-semibold text-brand-900 tabular-nums">
                  {formatRate(c.confirmationRate)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <FigureTable caption="Par ville" columns={COLUMNS} className="mt-4" stacked>
          {cities.map((c) => (
            <FigureRow
              key={c.city}
              name={c.city}
              labels={LABELS}
              figures={[
                c.orders,
                <RateWithCount key="c" rate={c.confirmationRate} left={pendingText(c.pending)} />,
                <RateWithCount key="d" rate={c.deliveryRate} left={inTransitText(c.inTransit)} />,
                <RateWithCount key="r" rate={c.returnRate} left={inTransitText(c.inTransit)} />,
              ]}
            />
          ))}
        </FigureTable>
      </>
    </FigureCard>
  );
}
