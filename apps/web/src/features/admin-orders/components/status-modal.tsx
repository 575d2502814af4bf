import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { orderLabel } from '@zina/shared/order-label';
import { ORDER_STATUSES, orderStatusLabel } from '@zina/shared/order-status';
import type { Order } from '@zina/shared/schemas/order';
import { handleApiError } from '../../../api/errors';
import { Modal } from '../../../components/modal';
import { updateOrderStatus } from '../api/order-status';
import { FormActions } from '../../../components/form-actions';

export const STATUS_UPDATED = 'Statut de la commande mis à jour';

/**
 * SPEC.md §4: the admin moves an order to any status from any other; the select lists every
 * status with its French label.
 */
export function StatusModal({
  order,
  onClose,
  onUpdated,
}: {
  order: Order;
  onClose: () => void;
  onUpdated: (status: string) => void;
}) {
  const selectId = useId();
  const [status, setStatus] = useState(order.order_status);
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: () => updateOrderStatus(order.orderId, status),
    onSuccess: async (message) => {
      toast.success(message || STATUS_UPDATED);
      onUpdated(status);
      // The list, the statistics and the stock (cancelling puts units back) all move.
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: handleApiError,
  });
  const label = orderLabel(order.orderId);
  // A status this app does not know (older data) is listed so that the select shows it.
  const known = (ORDER_STATUSES as readonly string[]).includes(order.order_status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== order.order_status) update.mutate();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Modifier le statut"
      description={`Commande ${label}`}
      size="sm"
      locked={update.isPending}
    >
      <form onSubmit={submit} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold text-ink">
            Nouveau statut
          </label>
          <select
            id={selectId}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            disabled={update.isPending}
            data-autofocus
            className="min-h-11 rounded-xl border border-sand-300 bg-white px-3 text-sm"
          >
            {!known && (
              <option value={order.order_status}>{orderStatusLabel(order.order_status)}</option>
            )}
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderStatusLabel(s)}
              </option>
            ))}
          </select>
          <p className="text-xs text-stone-500">
            Statut actuel : {orderStatusLabel(order.order_status)}
          </p>
        </div>
        <FormActions
          onCancel={onClose}
          busy={update.isPending}
          submitLabel={update.isPending ? 'Mise à jour...' : 'Mettre à jour'}
          submitDisabled={update.isPending || status === order.order_status}
        />
      </form>
    </Modal>
  );
}
