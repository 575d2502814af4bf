import { csvDocument, neutralise } from '@zina/shared/csv';
import type { CashRow } from '@zina/shared/schemas/delivery';
import { cashTotals } from './cash-totals';
import type { Period } from './period';

export const CASH_CSV_HEADERS = [
  'Transporteur',
  'Colis livrés',
  'Encaissé (MAD)',
  'Frais (MAD)',
  'Reversé (MAD)',
  'Reste dû (MAD)',
] as const;

const amount = new Intl.NumberFormat('fr-MA', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // "1499,90": a thousands separator would make Excel read the cell as text.
  useGrouping: false,
});
const mad = (value: number) => amount.format(value);

/** The table as the page shows it, with its totals row: BOM, ';' separators, CRLF rows. */
export function buildCashCsv(rows: readonly CashRow[]): string {
  const total = cashTotals(rows);
  return csvDocument([
    [...CASH_CSV_HEADERS],
    ...rows.map((row) => [
      neutralise(row.name),
      String(row.delivered),
      mad(row.collected),
      mad(row.fees),
      mad(row.remitted),
      mad(row.owed),
    ]),
    [
      'Total',
      String(total.delivered),
      mad(total.collected),
      mad(total.fees),
      mad(total.remitted),
      mad(total.owed),
    ],
  ]);
}

/** encaissements-2026-11-01-2026-11-29.csv */
export const cashCsvName = ({ from, to }: Period) => `encaissements-${from}-${to}.csv`;
