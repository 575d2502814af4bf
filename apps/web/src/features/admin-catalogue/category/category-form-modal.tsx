import { useState } from 'react';
import { useController } from 'react-hook-form';
import { CategorySchema, type Category } from '@zina/shared/schemas/catalogue';
import { TextField } from '../../../components/form-field';
import { ImageUpload } from '../../../components/image-upload';
import { saveCategory } from '../api/save-category';
import { CatalogueFormModal } from '../components/catalogue-form-modal';
import { useAdminMutation } from '../use-admin-mutation';
import { useZodForm } from '../../../lib/use-zod-form';

/**
 * The fields as the lists show them; what the server asks more (a name of 100 characters at the
 * most, an upload of this shop) it says itself, as before.
 */
const CategoryFields = CategorySchema.pick({ name: true, image: true });

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
  const form = useZodForm(CategoryFields, {
    name: category?.name ?? '',
    image: category?.image ?? '',
  });
  const image = useController({ control: form.control, name: 'image' }).field;
  const name = form.values.name;
  const [uploading, setUploading] = useState(false);
  const save = useAdminMutation(saveCategory, 'category', {
    fallbackMessage: editing ? 'Catégorie mise à jour' : 'Catégorie ajoutée',
    onSuccess: onClose,
  });

  const ready = name.trim() !== '' && image.value !== '' && !save.isPending && !uploading;
  const submit = form.handleSubmit((values) => {
    if (!ready) return;
    save.mutate({
      ...(category ? { _id: category._id } : {}),
      name: values.name.trim(),
      image: values.image,
    });
  });

  return (
    <CatalogueFormModal
      editing={editing}
      title={editing ? 'Modifier la Catégorie' : 'Ajouter une Catégorie'}
      createLabel="Ajouter la Catégorie"
      saving={save.isPending}
      ready={ready}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Nom de la catégorie"
        {...form.register('name')}
        required
        maxLength={120}
        autoComplete="off"
        data-autofocus
      />
      <ImageUpload
        label="Image de la catégorie"
        value={image.value}
        onChange={image.onChange}
        disabled={name.trim() === '' || save.isPending}
        disabledHint="Saisissez d'abord le nom de la catégorie"
        onBusyChange={setUploading}
      />
    </CatalogueFormModal>
  );
}
