import { CARRIER_LABELS, CARRIERS } from '@zina/shared/schemas/shipment';
import { RemittanceInputSchema } from '@zina/shared/schemas/delivery';
import { FormActions } from '../../../components/form-actions';
import { controlClass, Field, FormField } from '../../../components/form-field';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { useRecordRemittance } from '../api/cash';

interface RemittanceValues {
  carrier: string;
  amount: string;
  date: string;
  reference: string;
}

/** « Enregistrer un versement »: what a carrier paid back, on which day, under which reference. */
export function RemittanceForm({ today }: { today: string }) {
  const empty: RemittanceValues = { carrier: '', amount: '', date: today, reference: '' };
  const form = useZodForm<typeof RemittanceInputSchema, RemittanceValues>(
    RemittanceInputSchema,
    empty,
  );
  const carrierError = useFieldError(form.control, 'carrier');
  const save = useRecordRemittance(() => form.reset(empty));
  return (
    <form
      noValidate
      onSubmit={form.submitTo(save)}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field label="Transporteur" error={carrierError}>
        {(control) => (
          <select className={controlClass} {...control} {...form.register('carrier')}>
            <option value="">Choisir</option>
            {CARRIERS.map((code) => (
              <option key={code} value={code}>
                {CARRIER_LABELS[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormField
        label="Montant (MAD)"
        inputMode="decimal"
        autoComplete="off"
        control={form.control}
        name="amount"
      />
      <FormField label="Date" type="date" control={form.control} name="date" />
      <FormField
        label="Référence (facultatif)"
        autoComplete="off"
        control={form.control}
        name="reference"
      />
      <FormActions
        className="sm:col-span-2 lg:col-span-4"
        busy={save.isPending}
        submitLabel={save.isPending ? 'Enregistrement…' : 'Enregistrer le versement'}
        submitDisabled={save.isPending}
      />
    </form>
  );
}
