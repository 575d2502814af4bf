import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, PencilLine, Printer, RefreshCw } from 'lucide-react';
import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import { formatDateTime, formatMad } from '@zina/shared/format';
import { orderStatusLabel } from '@zina/shared/order-status';
import type { Order, OrderStatusChange } from '@zina/shared/schemas/order';
import { errorMessage } from '../../../api/errors';
import { Button } from '../../../components/button';
import { CallAttemptList } from '../../../components/call-attempt-list';
import { Modal } from '../../../components/modal';
import { OrderLineItem } from '../../../components/order-line-item';
import { useCallAttemptsQuery } from '../api/call-attempts';
import { useOrderHistoryQuery } from '../api/order-history';
import { EDITABLE } from '../lib/order-edit-form';
import { SHIPPABLE } from '../lib/shipment';
import { ShipmentForm } from './shipment-form';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badge';
import { deliveryFeeText } from '../../../lib/delivery-quote';

const heading = 'text-xs font-semibold tracking-wide text-stone-500 uppercase';

/** A block of the modal read by its own call: a line while it loads, the reason if it fails. */
function Loaded<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-stone-600">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(query.error)}
      </p>
    );
  }
  return children(query.data);
}

function StatusHistory({ orderId }: { orderId: string }) {
  return (
    <Loaded query={useOrderHistoryQuery(orderId)} loading="Chargement de l’historique…">
      {(changes) => <StatusChanges changes={changes} />}
    </Loaded>
  );
}

function StatusChanges({ changes }: { changes: OrderStatusChange[] }) {
  if (changes.length === 0) {
    return <p className="text-sm text-stone-600">Aucun changement de statut</p>;
  }
  return (
    <ol className="flex flex-col gap-2">
      {changes.map((change) => (
        <li key={change._id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <time dateTime={change.changedAt} className="text-stone-500 tabular-nums">
            {formatDateTime(change.changedAt)}
          </time>
          <span>{orderStatusLabel(change.from_status)}</span>
          <ArrowRight aria-label="vers" size={14} className="text-stone-400" />
          <span className="font-semibold">{orderStatusLabel(change.to_status)}</span>
          <span className="text-stone-500">
            par {change.changedBy?.name ?? 'un compte supprimé'}
          </span>
        </li>
      ))}
    </ol>
  );
}

function CallAttempts({ orderId }: { orderId: string }) {
  return (
    <Loaded query={useCallAttemptsQuery(orderId)} loading="Chargement des appels…">
      {(attempts) => <CallAttemptList attempts={attempts} empty={COD_UI_TEXT.noCalls} showAgent />}
    </Loaded>
  );
}

/** An order in full: lines with images, customer, address, statuses and their history. */
export function OrderDetailsModal({
  order: initial,
  onClose,
  onChangeStatus,
  onPrint,
  printing,
  onEdit,
}: {
  order: Order;
  onClose: () => void;
  onChangeStatus: () => void;
  onPrint: () => void;
  printing: boolean;
  /** « Modifier la commande », offered while the order is pending or confirmed (issue 46). */
  onEdit?: () => void;
}) {
  // The order as last saved here (a shipment moves it to shipped): the window shows it.
  const [order, setOrder] = useState(initial);
  const label = order.label;
  const address = order.delivery_address;
  return (
    <Modal
      open
      onClose={onClose}
      title={`Commande ${label}`}
      description={`${order.orderId} · ${formatDateTime(order.createdAt)}`}
      size="lg"
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.order_status} />
          <PaymentStatusBadge status={order.payment_status} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <section aria-label="Client" className="rounded-2xl bg-sand-50 p-4 text-sm">
            <h3 className={heading}>Client</h3>
            <p className="mt-1 font-semibold">{order.userId.name}</p>
            <p className="text-stone-600">{order.userId.email}</p>
          </section>
          <section aria-label="Adresse de livraison" className="rounded-2xl bg-sand-50 p-4 text-sm">
            <h3 className={heading}>Adresse de livraison</h3>
            <p className="mt-1">{address.adresse}</p>
            <p>{address.ville}</p>
            <p className="text-stone-600">{address.telephone}</p>
          </section>
        </div>

        <section aria-label="Articles">
          <h3 className={heading}>Articles</h3>
          <ul className="mt-2 divide-y divide-sand-100">
            {order.items.map((item) => (
              <OrderLineItem key={item._id} item={item} className="py-2">
                <span className="text-sm font-semibold whitespace-nowrap tabular-nums">
                  {formatMad(item.productId.price * item.quantity)}
                </span>
              </OrderLineItem>
            ))}
          </ul>
          <dl className="mt-2 ml-auto flex max-w-xs flex-col gap-1 text-sm">
            <div className="flex justify-between">
              <dt>Sous-total</dt>
              <dd className="tabular-nums">{formatMad(order.subTotalAmt)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Livraison</dt>
              <dd className="tabular-nums">{deliveryFeeText(order.deliveryFee)}</dd>
            </div>
            <div className="flex justify-between border-t border-sand-200 pt-1 text-base font-bold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatMad(order.totalAmt)}</dd>
            </div>
          </dl>
        </section>

        <section aria-label="Historique des statuts">
          <h3 className={heading}>Historique des statuts</h3>
          <div className="mt-2">
            <StatusHistory orderId={order.orderId} />
          </div>
        </section>

        <section aria-label={COD_UI_TEXT.calls}>
          <h3 className={heading}>{COD_UI_TEXT.calls}</h3>
          <div className="mt-2">
            <CallAttempts orderId={order.orderId} />
          </div>
        </section>

        {(order.shipment || SHIPPABLE.has(order.order_status)) && (
          <section aria-label={COD_UI_TEXT.shipment}>
            <h3 className={heading}>{COD_UI_TEXT.shipment}</h3>
            <div className="mt-2">
              <ShipmentForm order={order} onSaved={setOrder} />
            </div>
          </section>
        )}

        <div className="flex flex-col-reverse gap-3 border-t border-sand-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onPrint} disabled={printing}>
            <Printer aria-hidden size={18} />
            {printing ? 'Impression...' : 'Imprimer le bon de livraison'}
          </Button>
          {onEdit && EDITABLE.has(order.order_status) && (
            <Button variant="secondary" onClick={onEdit}>
              <PencilLine aria-hidden size={18} />
              Modifier la commande
            </Button>
          )}
          <Button onClick={onChangeStatus}>
            <RefreshCw aria-hidden size={18} />
            Changer le statut
          </Button>
        </div>
      </div>
    </Modal>
  );
}
