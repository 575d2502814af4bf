import { toCentimes, toMad } from '@zina/shared/pricing';
import type { CashRow } from '@zina/shared/schemas/delivery';

export type CashFigures = Pick<CashRow, 'delivered' | 'collected' | 'fees' | 'remitted' | 'owed'>;

/** The carriers' figures added up (amounts in centimes: no float drift). */
export function cashTotals(rows: readonly CashRow[]): CashFigures {
  const sum = (pick: (row: CashRow) => number) =>
    toMad(rows.reduce((total, row) => total + toCentimes(pick(row)), 0));
  return {
    delivered: rows.reduce((total, row) => total + row.delivered, 0),
    collected: sum((row) => row.collected),
    fees: sum((row) => row.fees),
    remitted: sum((row) => row.remitted),
    owed: sum((row) => row.owed),
  };
}
