import { useId } from 'react';
import type { CodStats } from '@zina/shared/schemas/cod';
import type { Column } from '../../../components/data-table';
import { formatRate } from '../lib/format';
import { FigureCard } from './figure-card';
import { FigureRow, FigureTable } from './figure-table';

const W = 640;
const ROW = 30;
const FONT = 13;
const LABEL_W = 130;
const VALUE_W = 64;
const BAR_W = W - LABEL_W - VALUE_W;

const COLUMNS: readonly Column[] = [
  { label: 'Ville' },
  { label: 'Commandes', end: true },
  { label: 'Confirmation', end: true },
  { label: 'Livraison', end: true },
  { label: 'Retour', end: true },
];

/**
 * By city: the confirmation rate (bar) and the return rate (mark) of each city, drawn as inline
 * SVG described by the table under it, which gives every figure.
 */
export function CityFigures({ cities }: { cities: CodStats['byCity'] }) {
  const id = useId();
  const H = Math.max(1, cities.length) * ROW + 8;

  return (
    <FigureCard title="Par ville" empty={cities.length === 0}>
      <>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="mt-3 h-auto w-full max-w-3xl"
        >
          <title id={`${id}-title`}>Taux de confirmation et de retour par ville</title>
          <desc id={`${id}-desc`}>
            {`${cities.length} ville${cities.length > 1 ? 's' : ''}, de la plus commandée à la moins commandée. Barre : taux de confirmation ; trait rouge : taux de retour. Les chiffres sont dans le tableau qui suit.`}
          </desc>
          <g aria-hidden="true">
            {cities.map((c, i) => {
              const top = 4 + i * ROW;
              return (
                <g key={c.city}>
                  <text
                    x={LABEL_W - 8}
                    y={top + 17}
                    textAnchor="end"
                    fontSize={FONT}
                    fill="#44403c"
                  >
                    {c.city}
                  </text>
                  <rect
                    x={LABEL_W}
                    y={top + 4}
                    width={BAR_W}
                    height={ROW - 10}
                    rx={4}
                    fill="#f7efe6"
                  />
                  <rect
                    x={LABEL_W}
                    y={top + 4}
                    width={c.confirmationRate * BAR_W}
                    height={ROW - 10}
                    rx={4}
                    fill="#e9a47b"
                  />
                  <rect
                    x={LABEL_W + c.returnRate * BAR_W - 1.5}
                    y={top + 1}
                    width={3}
                    height={ROW - 4}
                    fill="#b91c1c"
                  />
                  <text x={W - 4} y={top + 17} textAnchor="end" fontSize={FONT} fill="#7c2d12">
                    {formatRate(c.confirmationRate)}
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
        <FigureTable caption="Par ville" columns={COLUMNS} className="mt-4">
          {cities.map((c) => (
            <FigureRow
              key={c.city}
              name={c.city}
              figures={[
                c.orders,
                formatRate(c.confirmationRate),
                formatRate(c.deliveryRate),
                formatRate(c.returnRate),
              ]}
            />
          ))}
        </FigureTable>
      </>
    </FigureCard>
  );
}
