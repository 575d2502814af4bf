import { useState } from 'react';
import { useController } from 'react-hook-form';
import { SubcategorySchema } from '@zina/shared/schemas/catalogue';
import { TextField } from '../../../components/form-field';
import { ImageUpload } from '../../../components/image-upload';
import { useAdminCategories } from '../api/get-categories';
import type { SubcategoryRow } from '../api/get-subcategories';
import { saveSubcategory } from '../api/save-subcategory';
import { ChipSelect } from '../components/chip-select';
import { CatalogueFormModal } from '../components/catalogue-form-modal';
import { useAdminMutation } from '../use-admin-mutation';
import { categoryRefs } from './category-refs';
import { useZodForm } from '../../../lib/use-zod-form';

/** The fields as the lists show them; the server says what it asks more, as before. */
const SubcategoryFields = SubcategorySchema.pick({ name: true, image: true, category: true });

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
  const form = useZodForm(SubcategoryFields, {
    name: subcategory?.name ?? '',
    image: subcategory?.image ?? '',
    category: categoryRefs(subcategory?.category, categories.data),
  });
  const image = useController({ control: form.control, name: 'image' }).field;
  const chosen = useController({ control: form.control, name: 'category' }).field;
  const name = form.values.name;
  const [uploading, setUploading] = useState(false);
  const save = useAdminMutation(saveSubcategory, 'subcategory', {
    fallbackMessage: editing ? 'Sous-catégorie mise à jour' : 'Sous-catégorie créée',
    onSuccess: onClose,
  });

  const ready =
    name.trim() !== '' &&
    image.value !== '' &&
    chosen.value.length > 0 &&
    !save.isPending &&
    !uploading;
  const submit = form.handleSubmit((values) => {
    if (!ready) return;
    save.mutate({
      ...(subcategory ? { _id: subcategory._id } : {}),
      name: values.name.trim(),
      image: values.image,
      category: values.category.map((c) => c._id),
    });
  });

  return (
    <CatalogueFormModal
      editing={editing}
      title={editing ? 'Modifier la Sous-catégorie' : 'Ajouter une Sous-catégorie'}
      createLabel="Ajouter la Sous-catégorie"
      saving={save.isPending}
      ready={ready}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Nom de la sous-catégorie"
        {...form.register('name')}
        required
        maxLength={120}
        autoComplete="off"
        data-autofocus
      />
      <ImageUpload
        label="Image de la sous-catégorie"
        value={image.value}
        onChange={image.onChange}
        disabled={save.isPending}
        onBusyChange={setUploading}
      />
      <ChipSelect
        label="Catégories"
        placeholder="Sélectionner une catégorie"
        options={categories.data ?? []}
        value={chosen.value}
        onChange={chosen.onChange}
        disabled={save.isPending}
      />
    </CatalogueFormModal>
  );
}
