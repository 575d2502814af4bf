import { csvDocument, neutralise } from '@zina/shared/csv';
import { formatDateTime } from '@zina/shared/format';
import { orderStatusLabel, paymentStatusLabel } from '@zina/shared/order-status';
import type { Order } from '@zina/shared/schemas/order';

export const CSV_HEADERS = [
  'Commande',
  'Référence',
  'Date',
  'Client',
  'E-mail',
  'Téléphone',
  'Adresse',
  'Ville',
  'Articles',
  'Sous-total (MAD)',
  'Total (MAD)',
  'Statut',
  'Paiement',
] as const;

const amount = new Intl.NumberFormat('fr-MA', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // "1499,90": a thousands separator would make Excel read the cell as text.
  useGrouping: false,
});

/** "1499,90" (fr-MA decimal comma), a number for a French spreadsheet. */
export const csvAmount = (mad: number) => amount.format(mad);

const items = (order: Order) =>
  order.items.map((i) => `${i.quantity} × ${i.product_details.name}`).join(' | ');

/** The orders as a CSV file's text: BOM, French headers, ';' separators, CRLF rows. */
export function buildOrdersCsv(orders: readonly Order[]): string {
  const rows = orders.map((o) => [
    o.label,
    o.orderId,
    formatDateTime(o.createdAt),
    neutralise(o.userId.name),
    neutralise(o.userId.email),
    neutralise(o.delivery_address.telephone),
    neutralise(o.delivery_address.adresse),
    neutralise(o.delivery_address.ville),
    neutralise(items(o)),
    csvAmount(o.subTotalAmt),
    csvAmount(o.totalAmt),
    orderStatusLabel(o.order_status),
    paymentStatusLabel(o.payment_status, true),
  ]);
  return csvDocument([[...CSV_HEADERS], ...rows]);
}

/** commandes-2026-03-04.csv */
export const csvFileName = (now: Date) => `commandes-${now.toISOString().slice(0, 10)}.csv`;
