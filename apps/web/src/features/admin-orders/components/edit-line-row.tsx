import { Trash2 } from 'lucide-react';
import { formatMad } from '@zina/shared/format';
import type { OrderEditSchema } from '@zina/shared/schemas/order-edit';
import { Button } from '../../../components/button';
import { controlClass, Field } from '../../../components/form-field';
import { useFieldError, type ZodForm } from '../../../lib/use-zod-form';
import type { EditFields } from '../lib/order-edit-form';

/** A line of the edit dialog: the product, its unit price, the quantity, « Retirer ». */
export function EditLineRow({
  form,
  index,
  locked,
  onRemove,
}: {
  form: ZodForm<EditFields, typeof OrderEditSchema>;
  index: number;
  locked: boolean;
  onRemove: () => void;
}) {
  const line = form.values.lines[index];
  const error = useFieldError(form.control, `lines.${index}.quantity`);
  if (!line) return null;
  return (
    <li className="flex flex-wrap items-start gap-3 py-2 text-sm">
      <span className="min-w-0 flex-1 pt-2">
        <span className="block font-medium">{line.name}</span>
        <span className="text-stone-600 tabular-nums">{formatMad(line.price)} l’unité</span>
      </span>
      <Field label={`Quantité de ${line.name}`} error={error} className="w-28 [&>label]:sr-only">
        {(control) => (
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            disabled={locked}
            className={controlClass}
            {...control}
            {...form.register(`lines.${index}.quantity`)}
          />
        )}
      </Field>
      <Button
        variant="secondary"
        className="min-h-11 px-3"
        aria-label={`Retirer ${line.name}`}
        disabled={locked}
        onClick={onRemove}
      >
        <Trash2 aria-hidden size={16} />
      </Button>
    </li>
  );
}
