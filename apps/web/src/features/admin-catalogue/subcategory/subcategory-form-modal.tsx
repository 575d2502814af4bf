import { useState, type FormEvent } from 'react';
import type { Ref } from '@zina/shared/schemas/catalogue';
import { TextField } from '../../../components/form-field';
import { ImageUpload } from '../../../components/image-upload';
import { Modal } from '../../../components/modal';
import { useAdminCategories } from '../api/get-categories';
import type { SubcategoryRow } from '../api/get-subcategories';
import { saveSubcategory } from '../api/save-subcategory';
import { ChipSelect } from '../components/chip-select';
import { useAdminMutation } from '../use-admin-mutation';
import { categoryRefs } from './category-refs';
import { FormActions } from '../../../components/form-actions';

/**
 * SPEC.md §4 subcategory modal: opens with the current values; submit is active only with a
 * name, an image and at least one category (§5); saving closes it and refreshes the lists.
 */
export function SubcategoryFormModal({
  subcategory,
  onClose,
}: {
  subcategory: SubcategoryRow | null;
  onClose: () => void;
}) {
  const editing = subcategory !== null;
  const categories = useAdminCategories();
  const [name, setName] = useState(subcategory?.name ?? '');
  const [image, setImage] = useState(subcategory?.image ?? '');
  const [chosen, setChosen] = useState<Ref[]>(() =>
    categoryRefs(subcategory?.category, categories.data),
  );
  const [uploading, setUploading] = useState(false);
  const save = useAdminMutation(saveSubcategory, 'subcategory', {
    fallbackMessage: editing ? 'Sous-catégorie mise à jour' : 'Sous-catégorie créée',
    onSuccess: onClose,
  });

  const ready =
    name.trim() !== '' && image !== '' && chosen.length > 0 && !save.isPending && !uploading;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    save.mutate({
      ...(subcategory ? { _id: subcategory._id } : {}),
      name: name.trim(),
      image,
      category: chosen.map((c) => c._id),
    });
  };

  let label = editing ? 'Mettre à jour' : 'Ajouter la Sous-catégorie';
  if (save.isPending) label = editing ? 'Mise à jour...' : 'Création...';

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? 'Modifier la Sous-catégorie' : 'Ajouter une Sous-catégorie'}
      locked={save.isPending}
    >
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <TextField
          label="Nom de la sous-catégorie"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={120}
          autoComplete="off"
          data-autofocus
        />
        <ImageUpload
          label="Image de la sous-catégorie"
          value={image}
          onChange={setImage}
          disabled={save.isPending}
          onBusyChange={setUploading}
        />
        <ChipSelect
          label="Catégories"
          placeholder="Sélectionner une catégorie"
          options={categories.data ?? []}
          value={chosen}
          onChange={setChosen}
          disabled={save.isPending}
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
