import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELIVERY_MSG, ShipInputSchema, type Shipped } from '@zina/shared/schemas/delivery';
import type { Order } from '@zina/shared/schemas/order';
import { errorMessage } from '../../../api/errors';
import { FormActions } from '../../../components/form-actions';
import { controlClass, Field } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { cx } from '../../../lib/cx';
import { toast } from '../../../lib/toast';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { adminOrdersKey } from '../api/admin-orders';
import { shipOrders, useCarriersQuery } from '../api/bulk-shipping';

interface ShipValues {
  carrier: string;
  orders: { orderId: string; tracking: string }[];
}

function TrackingField({
  form,
  index,
  label,
  hint,
}: {
  form: ReturnType<typeof useShipForm>;
  index: number;
  label: string;
  hint: string;
}) {
  const id = useId();
  const error = useFieldError(form.control, `orders.${index}.tracking`);
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="w-28 shrink-0 text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex-1">
        <input
          id={id}
          placeholder={hint}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(controlClass, 'w-full')}
          {...form.register(`orders.${index}.tracking`)}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}

const useShipForm = (orders: readonly Order[]) =>
  useZodForm<typeof ShipInputSchema, ShipValues>(ShipInputSchema, {
    carrier: '',
    orders: orders.map((order) => ({ orderId: order.orderId, tracking: '' })),
  });

/**
 * « Expédier » (issue 47): the selected orders handed to one carrier, each with its tracking
 * number typed, or left empty for a carrier whose adapter makes them. The server ships all or
 * none: its refusal (an order no longer confirmed…) is shown here and nothing changed.
 */
export function ShipDialog({
  orders,
  onClose,
  onShipped,
}: {
  orders: readonly Order[];
  onClose: () => void;
  onShipped: (shipped: Shipped[]) => void;
}) {
  const carriers = useCarriersQuery();
  const form = useShipForm(orders);
  const carrierError = useFieldError(form.control, 'carrier');
  const chosen = carriers.data?.find((c) => c.code === form.values.carrier);
  const queryClient = useQueryClient();
  const ship = useMutation({
    mutationFn: shipOrders,
    onSuccess: async ({ message, shipped }) => {
      toast.success(message || DELIVERY_MSG.shipped);
      onShipped(shipped);
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
  const hint =
    chosen?.adapter === 'report' ? 'Vide : attribué par le transporteur' : 'Numéro de suivi';
  const count = orders.length;

  return (
    <Modal
      open
      onClose={onClose}
      title="Expédier les commandes"
      description={`${count} commande${count > 1 ? 's' : ''} confiée${count > 1 ? 's' : ''} à un transporteur`}
      size="md"
      locked={ship.isPending}
    >
      <form noValidate onSubmit={form.submitTo(ship)} className="flex flex-col gap-5">
        <Field label="Transporteur" error={carrierError}>
          {(control) => (
            <select
              {...control}
              data-autofocus
              className={controlClass}
              disabled={carriers.isPending}
              {...form.register('carrier')}
            >
              <option value="">
                {carriers.isPending ? 'Chargement…' : 'Choisir un transporteur'}
              </option>
              {carriers.data?.map((carrier) => (
                <option key={carrier.code} value={carrier.code}>
                  {carrier.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {carriers.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(carriers.error)}
          </p>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Numéros de suivi</legend>
          <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto">
            {orders.map((order, index) => (
              <TrackingField
                key={order._id}
                form={form}
                index={index}
                label={order.label}
                hint={hint}
              />
            ))}
          </ul>
        </fieldset>
        {ship.isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {errorMessage(ship.error)}
          </p>
        )}
        <FormActions
          onCancel={onClose}
          busy={ship.isPending}
          submitLabel={ship.isPending ? 'Expédition…' : 'Expédier'}
          submitDisabled={ship.isPending}
        />
      </form>
    </Modal>
  );
}
