import type { FormEventHandler, ReactNode } from 'react';
import { FormActions } from '../../../components/form-actions';
import { Modal } from '../../../components/modal';

/**
 * The create and edit modal of a catalogue item: its fields, then « Annuler » and the submit
 * button, which says whether it creates or updates and when the save is under way. The modal
 * stays open while saving.
 */
export function CatalogueFormModal({
  editing,
  title,
  createLabel,
  saving,
  ready,
  onSubmit,
  onClose,
  children,
}: {
  editing: boolean;
  title: string;
  /** The submit button's label when creating (« Mettre à jour » when editing). */
  createLabel: string;
  saving: boolean;
  /** Whether submit is active. */
  ready: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  let label = editing ? 'Mettre à jour' : createLabel;
  if (saving) label = editing ? 'Mise à jour...' : 'Création...';

  return (
    <Modal open onClose={onClose} title={title} locked={saving}>
      <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
        {children}
        <FormActions onCancel={onClose} busy={saving} submitLabel={label} submitDisabled={!ready} />
      </form>
    </Modal>
  );
}
