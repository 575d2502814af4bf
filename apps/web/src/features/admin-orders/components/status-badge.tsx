import { orderStatusLabel, paymentStatusLabel } from '@zina/shared/order-status';
import { cx } from '../../../lib/cx';

const ORDER_TONE: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  processing: 'bg-violet-50 text-violet-800 ring-violet-200',
  confirmed: 'bg-sky-50 text-sky-800 ring-sky-200',
  shipped: 'bg-blue-50 text-blue-800 ring-blue-200',
  delivered: 'bg-green-50 text-green-800 ring-green-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  retourné: 'bg-rose-50 text-rose-800 ring-rose-200',
};

const PAYMENT_TONE: Record<string, string> = {
  paid: 'bg-green-50 text-green-800 ring-green-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

const badge =
  'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1';

/** The order status in French (SPEC.md §4), coloured by stage. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span className={cx(badge, ORDER_TONE[status] ?? 'bg-sand-50 text-stone-700 ring-sand-200')}>
      {orderStatusLabel(status)}
    </span>
  );
}

/** The payment status with the admin wording ('Paiement à la livraison', SPEC.md §4). */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <span className={cx(badge, PAYMENT_TONE[status] ?? 'bg-sand-50 text-stone-700 ring-sand-200')}>
      {paymentStatusLabel(status, true)}
    </span>
  );
}
