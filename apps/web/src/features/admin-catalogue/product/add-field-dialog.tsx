import type { FormEvent } from 'react';
import { RefSchema } from '@zina/shared/schemas/catalogue';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { FormActions } from '../../../components/form-actions';
import { useZodForm } from '../../../lib/use-zod-form';

export const FIELD_EXISTS = 'Ce champ existe déjà';

/** A name, as the product's extra fields are named; that it is new is checked here. */
const FieldName = RefSchema.pick({ name: true });

/** SPEC.md §2 'Add Field': asks the name of an extra field of the product. */
export function AddFieldDialog({
  open,
  taken,
  onAdd,
  onClose,
}: {
  open: boolean;
  /** Names already used: a field appears once. */
  taken: readonly string[];
  onAdd: (name: string) => void;
  onClose: () => void;
}) {
  const form = useZodForm(FieldName, { name: '' });
  const trimmed = form.values.name.trim();
  const exists = taken.some((t) => t.toLocaleLowerCase('fr') === trimmed.toLocaleLowerCase('fr'));

  const close = () => {
    form.reset();
    onClose();
  };
  const add = form.handleSubmit(({ name }) => {
    if (!name.trim() || exists) return;
    onAdd(name.trim());
    close();
  });
  const submit = (event: FormEvent) => {
    // The product form around this dialog must not receive the submit.
    event.stopPropagation();
    void add(event);
  };

  return (
    <Modal open={open} onClose={close} title="Add Field" size="sm">
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <TextField
          label="Nom du champ"
          {...form.register('name')}
          error={exists ? FIELD_EXISTS : null}
          maxLength={60}
          autoComplete="off"
          data-autofocus
        />
        <FormActions onCancel={close} submitLabel="Ajouter" submitDisabled={!trimmed || exists} />
      </form>
    </Modal>
  );
}
