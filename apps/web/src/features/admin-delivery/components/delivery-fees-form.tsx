import { DeliveryFeesSchema, type DeliveryFees } from '@zina/shared/schemas/delivery-fees';
import type { Control } from 'react-hook-form';
import { FormActions } from '../../../components/form-actions';
import { controlClass, Field } from '../../../components/form-field';
import { cx } from '../../../lib/cx';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { useSaveDeliveryFees } from '../api/delivery-fees';
import { feesFormValues, feesInput, type FeesFormValues } from '../lib/fees-form';

const MONEY_INPUT = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;

function CityRow({
  index,
  city,
  control,
}: {
  index: number;
  city: string;
  control: Control<FeesFormValues, unknown, DeliveryFees>;
}) {
  const error = useFieldError(control, `cities.${index}.fee`);
  const errorId = `fee-error-${index}`;
  return (
    <tr className="border-t border-sand-100">
      <th scope="row" className="py-2 pr-4 text-left font-medium text-ink">
        {city}
      </th>
      <td className="py-2">
        <div className="flex items-center gap-2">
          <input
            {...MONEY_INPUT}
            aria-label={`Frais pour ${city} (MAD)`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cx(controlClass, 'w-28 text-right')}
            {...control.register(`cities.${index}.fee`)}
          />
          <span className="text-xs text-stone-500">MAD</span>
        </div>
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}

/** The free-delivery threshold and a fee per city of the shop's list (0: « Gratuit »). */
export function DeliveryFeesForm({ fees }: { fees: DeliveryFees }) {
  const form = useZodForm<typeof DeliveryFeesSchema, FeesFormValues>(
    DeliveryFeesSchema,
    feesFormValues(fees),
    { prepare: feesInput },
  );
  const thresholdError = useFieldError(form.control, 'freeAbove');
  const save = useSaveDeliveryFees((saved) => form.reset(feesFormValues(saved)));

  return (
    <form noValidate onSubmit={form.submitTo(save)} className="flex flex-col gap-6">
      <Field
        label="Livraison gratuite à partir de (MAD)"
        error={thresholdError}
        hint="Laissez vide pour ne jamais offrir la livraison selon le montant."
        className="max-w-sm"
      >
        {(control) => (
          <input
            {...MONEY_INPUT}
            className={controlClass}
            {...control}
            {...form.register('freeAbove')}
          />
        )}
      </Field>
      <div className="overflow-x-auto">
        <table className="w-full max-w-xl text-sm">
          <caption className="pb-2 text-left text-sm text-stone-600">
            Frais par ville : 0 affiche « Gratuit » au client.
          </caption>
          <thead>
            <tr className="text-left text-xs tracking-wide text-stone-500 uppercase">
              <th scope="col" className="pb-2">
                Ville
              </th>
              <th scope="col" className="pb-2">
                Frais
              </th>
            </tr>
          </thead>
          <tbody>
            {form.values.cities.map((row, index) => (
              <CityRow key={row.city} index={index} city={row.city} control={form.control} />
            ))}
          </tbody>
        </table>
      </div>
      <FormActions
        busy={save.isPending}
        submitLabel={save.isPending ? 'Enregistrement…' : 'Enregistrer les frais'}
        submitDisabled={save.isPending}
      />
    </form>
  );
}
