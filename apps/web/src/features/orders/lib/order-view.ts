import type { Order } from '@zina/shared/schemas/order';

/** SPEC.md §2 My orders: a card shows at most 2 items, then '+ N autre(s)'. */
export const CARD_ITEMS = 2;

export function cardItems<T>(items: readonly T[]): { shown: T[]; more: string | null } {
  const rest = items.length - CARD_ITEMS;
  return {
    shown: items.slice(0, CARD_ITEMS),
    more: rest > 0 ? `+ ${rest} autre(s)` : null,
  };
}

/** SPEC.md §2: the header's total spent is the sum of totalAmt rounded to an integer (MAD). */
/** What the customer spent: cancelled and returned orders were not paid (issue 46). */
export const totalSpent = (orders: readonly Pick<Order, 'totalAmt' | 'order_status'>[]) =>
  Math.round(
    orders.reduce(
      (sum, o) =>
        sum + (Number.isFinite(o.totalAmt) && !UNPAID.has(o.order_status) ? o.totalAmt : 0),
      0,
    ),
  );

const UNPAID: ReadonlySet<string> = new Set(['cancelled', 'retourné']);

const wholeMad = new Intl.NumberFormat('fr-MA', {
  style: 'currency',
  currency: 'MAD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
export const formatWholeMad = (amount: number) => wholeMad.format(amount);
