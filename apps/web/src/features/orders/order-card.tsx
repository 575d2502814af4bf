import { useMutation } from '@tanstack/react-query';
import { FileDown, MapPin, Truck } from 'lucide-react';
import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import { formatDate, formatMad } from '@zina/shared/format';
import { orderStatusLabel, paymentStatusLabel } from '@zina/shared/order-status';
import type { Order } from '@zina/shared/schemas/order';
import { CARRIER_LABELS } from '@zina/shared/schemas/shipment';
import { handleApiError } from '../../api/errors';
import { Button, buttonClass } from '../../components/button';
import { OrderLineItem } from '../../components/order-line-item';
import { cx } from '../../lib/cx';
import { deliveryFeeText } from '../../lib/delivery-quote';
import { downloadInvoice } from '../../lib/download-invoice';
import { cardItems } from './lib/order-view';

const STATUS_TONE: Record<string, string> = {
  delivered: 'bg-green-50 text-green-800 ring-green-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  retourné: 'bg-red-50 text-red-800 ring-red-200',
  shipped: 'bg-sky-50 text-sky-800 ring-sky-200',
  confirmed: 'bg-sky-50 text-sky-800 ring-sky-200',
};

const badge = 'rounded-full px-2.5 py-1 text-xs font-semibold ring-1';

/** One order of Mes Commandes: label, date, statuses, 2 items then '+ N autre(s)', invoice. */
export function OrderCard({ order }: { order: Order }) {
  const label = order.label;
  const { shown, more } = cardItems(order.items);
  const invoice = useMutation({
    mutationFn: () => downloadInvoice(order.orderId),
    onError: handleApiError,
  });

  return (
    <li className="flex flex-col gap-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-display text-xl text-ink">{label}</h2>
          <p className="text-sm text-stone-500">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <span
            className={cx(
              badge,
              STATUS_TONE[order.order_status] ?? 'bg-amber-50 text-amber-800 ring-amber-200',
            )}
          >
            {orderStatusLabel(order.order_status)}
          </span>
          <span className={cx(badge, 'bg-sand-50 text-stone-700 ring-sand-200')}>
            {paymentStatusLabel(order.payment_status)}
          </span>
        </div>
      </header>

      <ul className="flex flex-col gap-3">
        {shown.map((item) => (
          <OrderLineItem key={item._id} item={item} nameClassName="line-clamp-1" />
        ))}
        {more && <li className="text-sm font-medium text-stone-600">{more}</li>}
      </ul>

      <p className="flex gap-2 text-sm text-stone-600">
        <MapPin aria-hidden size={16} className="mt-0.5 shrink-0 text-brand-700" />
        {order.delivery_address.adresse}, {order.delivery_address.ville}
      </p>

      <footer className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-sand-100 pt-4">
        <dl className="text-sm text-stone-600">
          <div className="flex gap-1">
            <dt>Livraison</dt>
            <dd className="tabular-nums">{deliveryFeeText(order.deliveryFee)}</dd>
          </div>
          <div className="flex items-baseline gap-1">
            <dt>Total</dt>
            <dd className="text-lg font-bold tabular-nums text-ink">{formatMad(order.totalAmt)}</dd>
          </div>
        </dl>
        {order.shipment?.trackingUrl && (
          <a
            href={order.shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'min-h-10')}
          >
            <Truck aria-hidden size={18} />
            {COD_UI_TEXT.trackParcel}
            <span className="font-normal text-stone-600">
              ({CARRIER_LABELS[order.shipment.carrier]})
            </span>
          </a>
        )}
        {/* A cancelled order has no invoice (the server refuses to make one, issue 46). */}
        {order.order_status !== 'cancelled' && (
          <Button
            variant="secondary"
            className="min-h-10"
            aria-label={`Facture (PDF) de la commande ${label}`}
            disabled={invoice.isPending}
            onClick={() => invoice.mutate()}
          >
            <FileDown aria-hidden size={18} />
            {invoice.isPending ? 'Téléchargement...' : 'Facture (PDF)'}
          </Button>
        )}
      </footer>
    </li>
  );
}
