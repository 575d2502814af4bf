export const ORDER_STATUSES = [
  'pending',
  'processing',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'retourné',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'En attente',
  processing: 'En traitement',
  confirmed: 'Confirmée',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
  retourné: 'Retournée',
};

export function orderStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Inconnu';
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

export const PAYMENT_STATUSES = ['CASH ON DELIVERY', 'paid', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function paymentStatusLabel(status: string | null | undefined, admin = false): string {
  switch (status) {
    case 'CASH ON DELIVERY':
      return admin ? 'Paiement à la livraison' : 'À la livraison';
    case 'paid':
      return 'Payé';
    case 'pending':
      return 'En attente';
    case 'failed':
      return 'Échoué';
    default:
      return status || 'Inconnu';
  }
}

/** Statuses in which the order's units are back on the shelf. */
export const RESTOCKED_STATUSES: readonly OrderStatus[] = ['cancelled', 'retourné'];

/** SPEC.md §4: deletion only when pending or cancelled, or when payment failed. */
export const canDeleteOrder = (orderStatus: string, paymentStatus: string): boolean =>
  orderStatus === 'pending' || orderStatus === 'cancelled' || paymentStatus === 'failed';
