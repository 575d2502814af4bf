import { Eye, Printer, RefreshCw, Trash2 } from 'lucide-react';
import { formatDate, formatMad } from '@zina/shared/format';
import { canDeleteOrder } from '@zina/shared/order-status';
import type { Order } from '@zina/shared/schemas/order';
import { DataTable, type Column } from '../../../components/data-table';
import { BULK_SHIPPABLE } from '../lib/shipment';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badge';
import { TwoLineCell } from './two-line-cell';

const action =
  'inline-flex size-10 items-center justify-center rounded-full text-stone-600 transition-colors hover:bg-sand-100 hover:text-brand-800 disabled:opacity-40';

export interface OrderActions {
  onDetails: (order: Order) => void;
  onStatus: (order: Order) => void;
  onPrint: (order: Order) => void;
  /** Absent for an agent: deleting an order is the admin's (issue 46). */
  onDelete?: (order: Order) => void;
  printing: string | null;
}

/** The bulk shipping's selection (issue 47): only orders it may ship have a box. */
export interface OrderSelection {
  selected: ReadonlySet<string>;
  onToggle: (order: Order) => void;
  /** Every shippable order of the page selected, or none. */
  onToggleAll: (orders: Order[], select: boolean) => void;
}

const COLUMNS: readonly Column[] = [
  { label: 'Commande' },
  { label: 'Date' },
  { label: 'Client' },
  { label: 'Total', end: true },
  { label: 'Statut' },
  { label: 'Paiement' },
  { label: 'Actions', end: true },
];

/** The orders table: label, date, customer, total, statuses, and the actions of each order. */
export function OrdersTable({
  orders,
  busy,
  selection,
  ...actions
}: { orders: Order[]; busy: boolean; selection?: OrderSelection } & OrderActions) {
  const shippable = orders.filter((order) => BULK_SHIPPABLE.has(order.order_status));
  const allSelected =
    shippable.length > 0 && shippable.every((order) => selection?.selected.has(order._id));
  const columns = selection
    ? [
        {
          label: (
            <input
              type="checkbox"
              aria-label="Sélectionner les commandes à expédier de la page"
              className="size-4 accent-brand-800"
              disabled={shippable.length === 0}
              checked={allSelected}
              onChange={() => selection.onToggleAll(shippable, !allSelected)}
            />
          ),
        },
        ...COLUMNS,
      ]
    : COLUMNS;
  return (
    <DataTable caption="Commandes" columns={columns} busy={busy}>
      {orders.map((order) => {
        const label = order.label;
        return (
          <tr key={order._id} className="align-middle">
            {selection && (
              <td className="px-4 py-3">
                {BULK_SHIPPABLE.has(order.order_status) && (
                  <input
                    type="checkbox"
                    aria-label={`Sélectionner la commande ${label}`}
                    className="size-4 accent-brand-800"
                    checked={selection.selected.has(order._id)}
                    onChange={() => selection.onToggle(order)}
                  />
                )}
              </td>
            )}
            <th scope="row" className="px-4 py-3 text-left">
              <span className="block font-semibold">{label}</span>
              <span className="block text-xs font-normal text-stone-500">{order.orderId}</span>
            </th>
            <td className="px-4 py-3 whitespace-nowrap">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </td>
            <TwoLineCell main={order.userId.name} detail={order.userId.email} />
            <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
              {formatMad(order.totalAmt)}
            </td>
            <td className="px-4 py-3">
              <OrderStatusBadge status={order.order_status} />
            </td>
            <td className="px-4 py-3">
              <PaymentStatusBadge status={order.payment_status} />
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <button
                  type="button"
                  className={action}
                  aria-label={`Voir les détails de la commande ${label}`}
                  title="Détails"
                  onClick={() => actions.onDetails(order)}
                >
                  <Eye aria-hidden size={18} />
                </button>
                <button
                  type="button"
                  className={action}
                  aria-label={`Modifier le statut de la commande ${label}`}
                  title="Modifier le statut"
                  onClick={() => actions.onStatus(order)}
                >
                  <RefreshCw aria-hidden size={18} />
                </button>
                <button
                  type="button"
                  className={action}
                  aria-label={`Imprimer le bon de livraison de la commande ${label}`}
                  title="Imprimer le bon de livraison"
                  disabled={actions.printing === order._id}
                  onClick={() => actions.onPrint(order)}
                >
                  <Printer aria-hidden size={18} />
                </button>
                {actions.onDelete && canDeleteOrder(order.order_status, order.payment_status) && (
                  <button
                    type="button"
                    className={`${action} hover:bg-red-50 hover:text-red-700`}
                    aria-label={`Supprimer la commande ${label}`}
                    title="Supprimer"
                    onClick={() => actions.onDelete?.(order)}
                  >
                    <Trash2 aria-hidden size={18} />
                  </button>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
