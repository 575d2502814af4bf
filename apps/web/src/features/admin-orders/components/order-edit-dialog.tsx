import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { MOROCCAN_CITIES } from '@zina/shared/cities';
import { formatMad } from '@zina/shared/format';
import type { Order } from '@zina/shared/schemas/order';
import { ORDER_EDIT_MSG, OrderEditSchema } from '@zina/shared/schemas/order-edit';
import { errorMessage } from '../../../api/errors';
import { FormActions } from '../../../components/form-actions';
import { controlClass, Field, FormField, PHONE_INPUT } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { toast } from '../../../lib/toast';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { editOrder } from '../api/order-edit';
import {
  editFieldsOf,
  editPayload,
  estimatedTotal,
  linesLocked,
  type EditFields,
} from '../lib/order-edit-form';
import { EditLineRow } from './edit-line-row';
import { ProductPicker } from './product-picker';

const MAX_LINES = 10;
const heading = 'text-xs font-semibold tracking-wide text-stone-500 uppercase';

/**
 * « Modifier la commande » (issue 46): quantities, a line removed, a product added, the delivery
 * changed, while the customer is on the phone. The server re-prices the order: its answer's total
 * is the one shown once saved; its refusals (stock, shipped, invoiced) are shown as it says them.
 */
export function OrderEditDialog({
  order,
  onClose,
  onSaved,
}: {
  order: Order;
  onClose: () => void;
  onSaved: (order: Order) => void;
}) {
  const [first] = useState(() => editFieldsOf(order));
  const form = useZodForm<typeof OrderEditSchema, EditFields>(OrderEditSchema, first, {
    prepare: (values) => editPayload(order, first, values),
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const cityError = useFieldError(form.control, 'delivery.city');
  const linesError = useFieldError(form.control, 'lines');
  const locked = linesLocked(order);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<Order | null>(null);

  const save = useMutation({
    mutationFn: editOrder,
    onMutate: () => setProblem(null),
    onSuccess: ({ message, order: edited }) => {
      toast.success(message || ORDER_EDIT_MSG.saved);
      setSaved(edited);
      onSaved(edited);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    const payload = editPayload(order, first, form.getValues());
    if (!payload.lines && !payload.delivery) {
      event.preventDefault();
      setProblem(ORDER_EDIT_MSG.nothing);
      return;
    }
    void form.submitTo(save)(event);
  };
  const taken = new Set(form.values.lines.map((l) => l.productId));

  return (
    <Modal
      open
      onClose={onClose}
      locked={save.isPending}
      title={`Modifier la commande ${order.label}`}
      description="Les prix et le stock sont ceux de la boutique au moment de l’enregistrement."
      size="lg"
    >
      {saved ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="rounded-xl bg-green-50 p-3 text-green-900">
            {ORDER_EDIT_MSG.saved}. Nouveau total :{' '}
            <strong className="tabular-nums">{formatMad(saved.totalAmt)}</strong>
          </p>
          <FormActions submitLabel="Terminé" onSubmit={onClose} />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-6">
          <section aria-label="Articles" className="flex flex-col gap-3">
            <h3 className={heading}>Articles</h3>
            {locked && (
              <p className="text-sm text-amber-800">
                Un produit de cette commande a été retiré de la boutique : seuls les détails de
                livraison peuvent être modifiés.
              </p>
            )}
            <ul className="divide-y divide-sand-100">
              {lines.fields.map((line, index) => (
                <EditLineRow
                  key={line.id}
                  form={form}
                  index={index}
                  locked={locked}
                  onRemove={() => lines.remove(index)}
                />
              ))}
            </ul>
            {linesError && (
              <p role="alert" className="text-sm text-red-700">
                {linesError}
              </p>
            )}
            <p className="text-right text-sm">
              Total estimé :{' '}
              <strong className="tabular-nums">
                {formatMad(estimatedTotal(form.values.lines))}
              </strong>
            </p>
            {!locked && (
              <ProductPicker
                taken={taken}
                full={lines.fields.length >= MAX_LINES}
                onAdd={(product, price) =>
                  lines.append({
                    productId: product._id,
                    name: product.name,
                    price,
                    quantity: '1',
                  })
                }
              />
            )}
          </section>

          <section aria-label="Livraison" className="grid gap-4 sm:grid-cols-2">
            <h3 className={`${heading} sm:col-span-2`}>Livraison</h3>
            <FormField control={form.control} name="delivery.name" label="Nom" />
            <FormField
              control={form.control}
              name="delivery.phone"
              label="Téléphone"
              {...PHONE_INPUT}
            />
            <Field label="Ville" error={cityError}>
              {(control) => (
                <select className={controlClass} {...control} {...form.register('delivery.city')}>
                  {!MOROCCAN_CITIES.some((c) => c === first.delivery.city) && (
                    <option value={first.delivery.city}>{first.delivery.city}</option>
                  )}
                  {MOROCCAN_CITIES.map((city) => (
                    <option key={city} value={city}>
                      {city}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <FormField control={form.control} name="delivery.address" label="Adresse" />
          </section>

          {problem && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {problem}
            </p>
          )}
          <FormActions
            onCancel={onClose}
            busy={save.isPending}
            submitDisabled={save.isPending}
            submitLabel={save.isPending ? 'Enregistrement...' : 'Enregistrer les modifications'}
          />
        </form>
      )}
    </Modal>
  );
}
