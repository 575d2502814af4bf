import { useId } from 'react';
import { formatMad } from '@zina/shared/format';
import type { DailyOrders } from '@zina/shared/schemas/order';
import { dailySeries, shortDay } from '../lib/daily-series';

// A small viewBox: the chart shares a row with the top products, text stays readable.
const W = 440;
const H = 200;
const FONT = 13;
const PAD = { left: 28, right: 70, top: 14, bottom: 28 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;

const compactMad = new Intl.NumberFormat('fr-MA', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * Orders (bars) and revenue (line) a day over the last 30 days, drawn as inline SVG: a title and
 * a description for assistive technology, and the figures in a visually hidden table.
 */
export function OrdersChart({ daily }: { daily: readonly DailyOrders[] }) {
  const id = useId();
  const days = dailySeries(daily);
  const totalOrders = days.reduce((s, d) => s + d.orders, 0);
  const totalRevenue = days.reduce((s, d) => s + d.revenue, 0);
  const maxOrders = Math.max(1, ...days.map((d) => d.orders));
  const topRevenue = Math.max(0, ...days.map((d) => d.revenue));
  // An empty month draws its line along the bottom.
  const maxRevenue = topRevenue || 1;
  const slot = days.length > 0 ? PLOT_W / days.length : PLOT_W;
  const barW = Math.max(2, slot * 0.62);
  const x = (i: number) => PAD.left + i * slot + slot / 2;
  const yOrders = (n: number) => PAD.top + PLOT_H - (n / maxOrders) * PLOT_H;
  const yRevenue = (n: number) => PAD.top + PLOT_H - (n / maxRevenue) * PLOT_H;
  const line = days.map((d, i) => `${x(i).toFixed(1)},${yRevenue(d.revenue).toFixed(1)}`).join(' ');
  const ticks = days.length > 0 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [];
  const first = days[0];
  const last = days.at(-1);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100"
    >
      <h2 id={`${id}-heading`} className="font-display text-xl text-ink">
        Commandes et revenus (30 derniers jours)
      </h2>
      {days.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">Aucune donnée pour le moment</p>
      ) : (
        <>
          <svg
            viewBox={`0 0 ${W} ${H}`}
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            className="mt-3 h-auto w-full"
          >
            <title id={`${id}-title`}>Commandes et revenus par jour</title>
            <desc id={`${id}-desc`}>
              {`Du ${shortDay(first!.date)} au ${shortDay(last!.date)} : ${totalOrders} commande${totalOrders > 1 ? 's' : ''} et ${formatMad(totalRevenue)} de revenus. Barres : commandes par jour, maximum ${maxOrders}. Ligne : revenus par jour, maximum ${formatMad(topRevenue)}.`}
            </desc>
            <g aria-hidden="true">
              {[0, 0.5, 1].map((f) => (
                <line
                  key={f}
                  x1={PAD.left}
                  x2={W - PAD.right}
                  y1={PAD.top + PLOT_H * (1 - f)}
                  y2={PAD.top + PLOT_H * (1 - f)}
                  stroke="#f1e6d8"
                />
              ))}
              {days.map((d, i) => (
                <rect
                  key={d.date}
                  x={x(i) - barW / 2}
                  y={yOrders(d.orders)}
                  width={barW}
                  height={PAD.top + PLOT_H - yOrders(d.orders)}
                  rx={2}
                  fill="#e9a47b"
                />
              ))}
              <polyline points={line} fill="none" stroke="#7c2d12" strokeWidth={2} />
              <text
                x={PAD.left - 6}
                y={PAD.top + 4}
                textAnchor="end"
                fontSize={FONT}
                fill="#57534e"
              >
                {maxOrders}
              </text>
              <text
                x={PAD.left - 6}
                y={PAD.top + PLOT_H}
                textAnchor="end"
                fontSize={FONT}
                fill="#57534e"
              >
                0
              </text>
              <text x={W - PAD.right + 6} y={PAD.top + 4} fontSize={FONT} fill="#7c2d12">
                {compactMad.format(topRevenue)} MAD
              </text>
              {ticks.map((i) => (
                <text key={i} x={x(i)} y={H - 8} textAnchor="middle" fontSize={FONT} fill="#57534e">
                  {shortDay(days[i]!.date)}
                </text>
              ))}
            </g>
          </svg>
          <p aria-hidden className="mt-2 flex flex-wrap gap-4 text-xs text-stone-600">
            <span className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-sm bg-brand-300" /> Commandes
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="h-0.5 w-4 bg-brand-800" /> Revenus (MAD)
            </span>
          </p>
          <table className="sr-only">
            <caption>Commandes et revenus par jour</caption>
            <thead>
              <tr>
                <th scope="col">Jour</th>
                <th scope="col">Commandes</th>
                <th scope="col">Revenus</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{shortDay(d.date)}</th>
                  <td>{d.orders}</td>
                  <td>{formatMad(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
