import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ORDER_STATUSES, orderStatusLabel } from '@zina/shared/order-status';
import { UpdateOrderStatusSchema, type Order } from '@zina/shared/schemas/order';
import { handleApiError } from '../../../api/errors';
import { Modal } from '../../../components/modal';
import { updateOrderStatus } from '../api/order-status';
import { FormActions } from '../../../components/form-actions';
import { useZodForm } from '../../../lib/use-zod-form';

export const STATUS_UPDATED = 'Statut de la commande mis à jour';

const StatusSchema = UpdateOrderStatusSchema.pick({ order_status: true });

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
  const form = useZodForm<typeof StatusSchema, { order_status: string }>(StatusSchema, {
    order_status: order.order_status,
  });
  const status = form.values.order_status;
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (next: string) => updateOrderStatus(order.orderId, next),
    onSuccess: async (message, status) => {
      toast.success(message || STATUS_UPDATED);
      onUpdated(status);
      // The list, the statistics and the stock (cancelling puts units back) all move.
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: handleApiError,
  });
  const label = order.label;
  // A status this app does not know (older data) is listed so that the select shows it.
  const known = (ORDER_STATUSES as readonly string[]).includes(order.order_status);

  const submit = form.handleSubmit(({ order_status }) => {
    if (order_status !== order.order_status) update.mutate(order_status);
  });

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
            {...form.register('order_status')}
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
