import { useState, type FormEvent } from 'react';
import type { Category } from '@zina/shared/schemas/catalogue';
import { TextField } from '../../../components/form-field';
import { ImageUpload } from '../../../components/image-upload';
import { Modal } from '../../../components/modal';
import { saveCategory } from '../api/save-category';
import { useAdminMutation } from '../use-admin-mutation';
import { FormActions } from '../../../components/form-actions';

/** SPEC.md §2/§5 category create and edit: a name, then its image; both are required. */
export function CategoryFormModal({
  category,
  onClose,
}: {
  /** The category edited; null to create one. */
  category: Category | null;
  onClose: () => void;
}) {
  const editing = category !== null;
  const [name, setName] = useState(category?.name ?? '');
  const [image, setImage] = useState(category?.image ?? '');
  const [uploading, setUploading] = useState(false);
  const save = useAdminMutation(saveCategory, 'category', {
    fallbackMessage: editing ? 'Catégorie mise à jour' : 'Catégorie ajoutée',
    onSuccess: onClose,
  });

  const ready = name.trim() !== '' && image !== '' && !save.isPending && !uploading;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    save.mutate({ ...(category ? { _id: category._id } : {}), name: name.trim(), image });
  };

  let label = editing ? 'Mettre à jour' : 'Ajouter la Catégorie';
  if (save.isPending) label = editing ? 'Mise à jour...' : 'Création...';

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? 'Modifier la Catégorie' : 'Ajouter une Catégorie'}
      locked={save.isPending}
    >
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <TextField
          label="Nom de la catégorie"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={120}
          autoComplete="off"
          data-autofocus
        />
        <ImageUpload
          label="Image de la catégorie"
          value={image}
          onChange={setImage}
          disabled={name.trim() === '' || save.isPending}
          disabledHint="Saisissez d'abord le nom de la catégorie"
          onBusyChange={setUploading}
        />
        <FormActions
          onCancel={onClose}
          busy={save.isPending}
          submitLabel={label}
          submitDisabled={!ready}
        />
      </form>
    </Modal>
  );
}
