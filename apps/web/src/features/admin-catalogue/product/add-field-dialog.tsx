import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { FormActions } from '../../../components/form-actions';

export const FIELD_EXISTS = 'Ce champ existe déjà';

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
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const exists = taken.some((t) => t.toLocaleLowerCase('fr') === trimmed.toLocaleLowerCase('fr'));

  const close = () => {
    setName('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The product form around this dialog must not receive the submit.
    event.stopPropagation();
    if (!trimmed || exists) return;
    onAdd(trimmed);
    close();
  };

  return (
    <Modal open={open} onClose={close} title="Add Field" size="sm">
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <TextField
          label="Nom du champ"
          value={name}
          onChange={(e) => setName(e.target.value)}
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
