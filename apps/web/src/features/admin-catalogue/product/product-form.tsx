import { useState } from 'react';
import { useController, useFieldArray } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import type { Ref } from '@zina/shared/schemas/catalogue';
import { Button } from '../../../components/button';
import { Field, FormField } from '../../../components/form-field';
import { ImageUploadList } from '../../../components/image-upload';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { useAdminCategories } from '../api/get-categories';
import { useAdminSubcategories } from '../api/get-subcategories';
import type { ProductInput } from '../api/save-product';
import { ChipSelect } from '../components/chip-select';
import { categoryRefs } from '../subcategory/category-refs';
import { AddFieldDialog } from './add-field-dialog';
import { ProductFormSchema, type ProductFormValues } from './product-form-schema';

/**
 * SPEC.md §2/§5 product form, shared by 'Ajouter Produit' and 'Modifier Produit'. The submit
 * button shows which fields are still missing instead of sending them.
 */
export function ProductForm({
  initial,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
}: {
  initial: ProductFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (input: ProductInput) => void;
}) {
  // After a refused submit, the first field in error takes the focus.
  const form = useZodForm(ProductFormSchema, initial, { shouldFocusError: true });
  const { control } = form;
  const images = useController({ control, name: 'image' }).field;
  const category = useController({ control, name: 'category' }).field;
  const subCategory = useController({ control, name: 'subCategory' }).field;
  const extras = useFieldArray({ control, name: 'more_details' });
  const descriptionError = useFieldError(control, 'description');
  // A rule about the images, the categories or the custom fields as a whole.
  const formErrors = [
    useFieldError(control, 'image'),
    useFieldError(control, 'category'),
    useFieldError(control, 'subCategory'),
    useFieldError(control, 'more_details'),
  ];
  const formError = formErrors.find(Boolean);
  const [uploading, setUploading] = useState(false);
  const [askingField, setAskingField] = useState(false);
  const categories = useAdminCategories();
  const subcategories = useAdminSubcategories();

  // Once categories are chosen, only their subcategories are offered.
  const chosen = new Set(category.value.map((c) => c._id));
  const subOptions: Ref[] = (subcategories.data ?? [])
    .filter((s) => chosen.size === 0 || categoryRefs(s.category).some((c) => chosen.has(c._id)))
    .map(({ _id, name }) => ({ _id, name }));

  const field = { control, required: true, disabled: busy };
  const numberField = (name: 'stock' | 'price' | 'discount', label: string) => (
    <FormField label={label} type="number" inputMode="decimal" step="any" {...field} name={name} />
  );

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5" noValidate>
      <FormField label="Nom du produit" maxLength={200} autoComplete="off" {...field} name="name" />
      <Field label="Description" error={descriptionError}>
        {(described) => (
          <textarea
            rows={4}
            required
            disabled={busy}
            className="block w-full rounded-xl border border-sand-200 bg-white px-4 py-3 text-base text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-invalid:border-red-400 aria-invalid:focus:ring-red-200"
            {...described}
            {...form.register('description')}
          />
        )}
      </Field>
      <ImageUploadList
        label="Images du produit"
        value={images.value}
        // Uploads may end together: each adds to the list as it is then.
        onAdd={(url) => images.onChange([...form.getValues('image'), url])}
        onRemove={(index) => images.onChange(form.getValues('image').filter((_, i) => i !== index))}
        disabled={busy}
        onBusyChange={setUploading}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <ChipSelect
          label="Catégories"
          placeholder="Sélectionner une catégorie"
          options={categories.data ?? []}
          value={category.value}
          onChange={category.onChange}
          disabled={busy}
        />
        <ChipSelect
          label="Sous-catégories"
          placeholder="Sélectionner une sous-catégorie"
          options={subOptions}
          value={subCategory.value}
          onChange={subCategory.onChange}
          disabled={busy}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Unité"
          placeholder="ex. Taille unique, 38, 1 pièce"
          maxLength={100}
          {...field}
          name="unit"
        />
        {numberField('stock', 'Stock')}
        {numberField('price', 'Prix (MAD)')}
        {numberField('discount', 'Remise (%)')}
      </div>

      {extras.fields.length > 0 && (
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Champs supplémentaires</legend>
          {extras.fields.map((extra, index) => (
            <div key={extra.id} className="flex items-start gap-2">
              <FormField
                className="flex-1"
                label={extra.name}
                {...field}
                name={`more_details.${index}.value`}
              />
              <button
                type="button"
                onClick={() => extras.remove(index)}
                disabled={busy}
                aria-label={`Retirer le champ ${extra.name}`}
                className="mt-8 flex size-10 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700"
              >
                <X aria-hidden size={16} />
              </button>
            </div>
          ))}
        </fieldset>
      )}

      {formError && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-sand-100 pt-5 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={() => setAskingField(true)} disabled={busy}>
          <Plus aria-hidden size={18} />
          Add Field
        </Button>
        <Button type="submit" disabled={busy || uploading}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
      <AddFieldDialog
        open={askingField}
        taken={form.values.more_details.map((f) => f.name)}
        onAdd={(name) => extras.append({ name, value: '' })}
        onClose={() => setAskingField(false)}
      />
    </form>
  );
}
