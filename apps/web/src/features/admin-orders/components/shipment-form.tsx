import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import { ShipmentInputSchema, type Order } from '@zina/shared/schemas/order';
import {
  CARRIER_LABELS,
  CARRIERS,
  SHIPMENT_MSG,
  type Shipment,
} from '@zina/shared/schemas/shipment';
import { handleApiError } from '../../../api/errors';
import { FormActions } from '../../../components/form-actions';
import { controlClass, Field, FormField } from '../../../components/form-field';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { adminOrdersKey } from '../api/admin-orders';
import { putShipment } from '../api/shipment';
import { SHIPPABLE } from '../lib/shipment';

/** The order's carrier and tracking number: the link to follow it, and the form to set them. */
export function ShipmentForm({
  order,
  onSaved,
}: {
  order: Order;
  /** The order as the server answered it: the window shows its new status (issue 46). */
  onSaved?: (order: Order) => void;
}) {
  const queryClient = useQueryClient();
  const [shipment, setShipment] = useState<Shipment | null>(order.shipment ?? null);
  const form = useZodForm(ShipmentInputSchema, {
    orderId: order.orderId,
    carrier: shipment?.carrier ?? CARRIERS[0],
    trackingNumber: shipment?.trackingNumber ?? '',
  });
  const save = useMutation({
    mutationFn: putShipment,
    onSuccess: async ({ message, order: saved }) => {
      toast.success(message || SHIPMENT_MSG.saved);
      setShipment(saved.shipment ?? null);
      onSaved?.(saved);
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
    onError: handleApiError,
  });

  return (
    <div className="flex flex-col gap-3">
      {shipment?.trackingUrl && (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline"
        >
          {COD_UI_TEXT.trackingLink} ({CARRIER_LABELS[shipment.carrier]} · {shipment.trackingNumber}
          )
          <ExternalLink aria-hidden size={14} />
        </a>
      )}
      {shipment && !shipment.trackingUrl && (
        <p className="text-sm">
          {CARRIER_LABELS[shipment.carrier]} · {shipment.trackingNumber}
        </p>
      )}
      {SHIPPABLE.has(order.order_status) && (
        <form
          noValidate
          aria-label={COD_UI_TEXT.shipment}
          onSubmit={form.submitTo(save)}
          className="flex flex-col gap-3"
        >
          <div className="flex flex-wrap gap-3">
            <Field label={COD_UI_TEXT.carrier}>
              {(control) => (
                <select className={controlClass} {...control} {...form.register('carrier')}>
                  {CARRIERS.map((c) => (
                    <option key={c} value={c}>
                      {CARRIER_LABELS[c]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <FormField
              control={form.control}
              name="trackingNumber"
              label={COD_UI_TEXT.trackingNumber}
              autoComplete="off"
              className="min-w-48 flex-1"
            />
          </div>
          <FormActions
            busy={save.isPending}
            submitLabel={save.isPending ? COD_UI_TEXT.saving : COD_UI_TEXT.saveShipment}
            submitDisabled={save.isPending}
          />
        </form>
      )}
    </div>
  );
}
