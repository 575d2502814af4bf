import { useId } from 'react';
import { shortDay } from '@zina/shared/format';
import type { CodStats } from '@zina/shared/schemas/cod';
import { formatRate } from '../lib/format';
import { useNarrow } from '../lib/use-narrow';
import { FigureCard } from './figure-card';

const H = 220;
/** Room on the left for « 100 % » (issue 46: with 44 its first digit was cut). */
const PAD = { left: 60, right: 12, top: 14, bottom: 28 };
const PLOT_H = H - PAD.top - PAD.bottom;
/**
 * The picture's width and text size: on a phone a narrower picture, so that its text scaled to
 * the screen stays readable (640 wide at 390 px wrote it at ~7 px; 360 at 14 gives ~12 px).
 */
const WIDE = { W: 640, FONT: 13 };
const NARROW = { W: 360, FONT: 14 };

/** The three rates, each with its colour (the legend and the lines share them). */
const SERIES = [
  { key: 'confirmationRate', label: 'Confirmation', colour: '#7c2d12', dash: undefined },
  { key: 'deliveryRate', label: 'Livraison', colour: '#15803d', dash: '6 4' },
  { key: 'returnRate', label: 'Retour', colour: '#b91c1c', dash: '2 4' },
] as const;

/**
 * The rates day by day as lines (0 to 100 %), drawn as inline SVG: a title and a description
 * for assistive technology, and the figures in a visually hidden table. A day without orders
 * has no rate: the lines join the days that have some.
 */
export function DailyRatesChart({ days }: { days: CodStats['byDay'] }) {
  const id = useId();
  const { W, FONT } = useNarrow() ? NARROW : WIDE;
  const PLOT_W = W - PAD.left - PAD.right;
  const slot = days.length > 1 ? PLOT_W / (days.length - 1) : PLOT_W;
  const x = (i: number) => PAD.left + (days.length > 1 ? i * slot : PLOT_W / 2);
  const y = (rate: number) => PAD.top + PLOT_H - rate * PLOT_H;
  const withOrders = days.map((d, i) => ({ d, i })).filter(({ d }) => d.orders > 0);
  const ticks = days.length > 0 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [];
  const total = days.reduce((s, d) => s + d.orders, 0);

  return (
    <FigureCard title="Taux par jour" empty={total === 0}>
      <>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="mt-3 h-auto w-full"
        >
          <title id={`${id}-title`}>Taux de confirmation, de livraison et de retour par jour</title>
          <desc id={`${id}-desc`}>
            {`Du ${shortDay(days[0]!.day)} au ${shortDay(days.at(-1)!.day)}, ${total} commande${total > 1 ? 's' : ''} sur ${withOrders.length} jour${withOrders.length > 1 ? 's' : ''}. Une ligne par taux, de 0 à 100 %. Le détail est dans le tableau qui suit.`}
          </desc>
          <g aria-hidden="true">
            {[0, 0.5, 1].map((f) => (
              <g key={f}>
                <line x1={PAD.left} x2={W - PAD.right} y1={y(f)} y2={y(f)} stroke="#f1e6d8" />
                <text x={PAD.left - 8} y={y(f) + 4} textAnchor="end" fontSize={FONT} fill="#57534e">
                  {`${f * 100} %`}
                </text>
              </g>
            ))}
            {SERIES.map((s) => (
              <polyline
                key={s.key}
                points={withOrders
                  .map(({ d, i }) => `${x(i).toFixed(1)},${y(d[s.key]).toFixed(1)}`)
                  .join(' ')}
                fill="none"
                stroke={s.colour}
                strokeWidth={2}
                strokeDasharray={s.dash}
              />
            ))}
            {ticks.map((i, n) => (
              <text
                key={i}
                x={x(i)}
                y={H - 8}
                // The first and last labels stay inside the picture.
                textAnchor={n === 0 ? 'start' : n === ticks.length - 1 ? 'end' : 'middle'}
                fontSize={FONT}
                fill="#57534e"
              >
                {shortDay(days[i]!.day)}
              </text>
            ))}
          </g>
        </svg>
        <p aria-hidden className="mt-2 flex flex-wrap gap-4 text-xs text-stone-600">
          {SERIES.map((s) => (
            <span key={s.key} className="inline-flex items-center gap-1.5">
              <span className="h-0.5 w-4" style={{ backgroundColor: s.colour }} /> {s.label}
            </span>
          ))}
        </p>
        {/* A table ignores the 1 px width of sr-only: its box holds it (no page overflow). */}
        <div className="sr-only">
          <table>
            <caption>Taux par jour</caption>
            <thead>
              <tr>
                <th scope="col">Jour</th>
                <th scope="col">Commandes</th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col">{`Taux de ${s.label.toLowerCase()}`}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {withOrders.map(({ d }) => (
                <tr key={d.day}>
                  <th scope="row">{shortDay(d.day)}</th>
                  <td>{d.orders}</td>
                  {SERIES.map((s) => (
                    <td key={s.key}>{formatRate(d[s.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    </FigureCard>
  );
}
