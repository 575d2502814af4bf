import { csvDocument, neutralise } from '@zina/shared/csv';
import { COD_STATS_MSG as T, type CodStats } from '@zina/shared/schemas/cod';

const percent = new Intl.NumberFormat('fr-MA', {
  maximumFractionDigits: 1,
  // "75,3": a thousands separator would make Excel read the cell as text.
  useGrouping: false,
});
/** A rate (0..1) as a percentage a French spreadsheet reads as a number: "75,3". */
const pct = (rate: number) => percent.format(rate * 100);

/**
 * The figures by city then by product, one block each under its title, for a French
 * spreadsheet. City and product names are typed by people: neutralised.
 */
export function codStatsCsv(stats: CodStats): string {
  const rateHeaders = [T.confirmationRate, T.deliveryRate, T.returnRate];
  const rateCells = (r: Omit<CodStats['byCity'][number], 'city'>) => [
    String(r.orders),
    pct(r.confirmationRate),
    pct(r.deliveryRate),
    pct(r.returnRate),
  ];
  return csvDocument([
    [T.period, stats.from, stats.to],
    [],
    [T.csvCities],
    [T.city, T.orders, ...rateHeaders],
    ...stats.byCity.map((c) => [neutralise(c.city), ...rateCells(c)]),
    [T.total, ...rateCells(stats)],
    [],
    [T.csvProducts],
    [T.product, T.orders, T.returnRate],
    ...stats.byProduct.map((p) => [neutralise(p.name), String(p.orders), pct(p.returnRate)]),
  ]);
}
