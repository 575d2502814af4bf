import { useId } from 'react';
import {
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_STATUSES,
  paymentStatusLabel,
} from '@zina/shared/order-status';
import { SearchField } from '../../../components/search-field';

const field = 'min-h-11 rounded-xl border border-sand-300 bg-white px-3 text-sm';
const labelClass = 'text-xs font-semibold text-stone-600';

/** Filters of the orders list: order status and payment status (French labels), and a search. */
export function OrderFilters({
  status,
  paymentStatus,
  search,
  onStatus,
  onPaymentStatus,
  onSearch,
}: {
  status: string;
  paymentStatus: string;
  search: string;
  onStatus: (value: string) => void;
  onPaymentStatus: (value: string) => void;
  onSearch: (value: string) => void;
}) {
  const id = useId();
  return (
    <div
      role="search"
      aria-label="Filtrer les commandes"
      className="flex flex-wrap items-end gap-3"
    >
      <SearchField
        labelShown
        className="min-w-56 flex-1"
        label="Rechercher une commande"
        placeholder="Référence, client ou e-mail..."
        value={search}
        onChange={onSearch}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className={labelClass}>
          Statut de la commande
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(e) => onStatus(e.target.value)}
          className={field}
        >
          <option value="">Tous les statuts</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {orderStatusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-payment`} className={labelClass}>
          Statut du paiement
        </label>
        <select
          id={`${id}-payment`}
          value={paymentStatus}
          onChange={(e) => onPaymentStatus(e.target.value)}
          className={field}
        >
          <option value="">Tous les paiements</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {paymentStatusLabel(s, true)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
