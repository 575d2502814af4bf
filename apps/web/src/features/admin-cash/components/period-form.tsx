import { CashQuerySchema, DELIVERY_MSG } from '@zina/shared/schemas/delivery';
import { Button } from '../../../components/button';
import { controlClass, Field } from '../../../components/form-field';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import type { Period } from '../lib/period';

/** The period's first and last days (both included); « Afficher » reads the figures for it. */
export function PeriodForm({
  period,
  onPeriod,
}: {
  period: Period;
  onPeriod: (period: Period) => void;
}) {
  const form = useZodForm(CashQuerySchema, period);
  const fromError = useFieldError(form.control, 'from');
  const toError = useFieldError(form.control, 'to');
  // The days' order is the whole period's rule: its message belongs to no field.
  const reversed = form.formState.isSubmitted && form.values.from > form.values.to;
  const periodError = reversed ? DELIVERY_MSG.badPeriod : null;
  return (
    <form
      noValidate
      aria-label="Période"
      onSubmit={form.submitTo({ isPending: false, mutate: onPeriod })}
      className="flex flex-wrap items-end gap-3"
    >
      <Field label="Du" error={fromError}>
        {(control) => (
          <input type="date" className={controlClass} {...control} {...form.register('from')} />
        )}
      </Field>
      <Field label="Au" error={toError}>
        {(control) => (
          <input type="date" className={controlClass} {...control} {...form.register('to')} />
        )}
      </Field>
      <Button type="submit" variant="secondary">
        Afficher
      </Button>
      {periodError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {periodError}
        </p>
      )}
    </form>
  );
}
