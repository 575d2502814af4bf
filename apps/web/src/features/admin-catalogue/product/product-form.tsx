import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import type { Ref } from '@zina/shared/schemas/catalogue';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { ImageUploadList } from '../../../components/image-upload';
import { cx } from '../../../lib/cx';
import { useAdminCategories } from '../api/get-categories';
import { useAdminSubcategories } from '../api/get-subcategories';
import type { ProductInput } from '../api/save-product';
import { ChipSelect } from '../components/chip-select';
import { categoryRefs } from '../subcategory/category-refs';
import { AddFieldDialog } from './add-field-dialog';
import {
  productErrors,
  toInput,
  type ProductErrors,
  type ProductFormValues,
} from './product-form-values';

function TextArea({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        value={value}
        required
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(
          'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink focus:ring-2 focus:outline-none',
          error
            ? 'border-red-400 focus:ring-red-200'
            : 'border-sand-200 focus:border-brand-500 focus:ring-brand-100',
        )}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [askingField, setAskingField] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);
  const categories = useAdminCategories();
  const subcategories = useAdminSubcategories();

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (tried) setErrors(productErrors(next));
  };
  const setExtra = (index: number, value: string) =>
    set(
      'more_details',
      values.more_details.map((f, i) => (i === index ? { ...f, value } : f)),
    );

  // Once categories are chosen, only their subcategories are offered.
  const chosen = new Set(values.category.map((c) => c._id));
  const subOptions: Ref[] = (subcategories.data ?? [])
    .filter((s) => chosen.size === 0 || categoryRefs(s.category).some((c) => chosen.has(c._id)))
    .map(({ _id, name }) => ({ _id, name }));

  // After a refused submit, the first field in error takes the focus (once it shows as such).
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = productErrors(values);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusError.current = true;
      return;
    }
    onSubmit(toInput(values));
  };

  const numberField = (key: 'stock' | 'price' | 'discount', label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      step="any"
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key]}
      required
      disabled={busy}
    />
  );

  return (
    <form ref={form} onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <TextField
        label="Nom du produit"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
        required
        maxLength={200}
        autoComplete="off"
        disabled={busy}
      />
      <TextArea
        label="Description"
        value={values.description}
        onChange={(v) => set('description', v)}
        error={errors.description}
        disabled={busy}
      />
      <ImageUploadList
        label="Images du produit"
        value={values.image}
        onAdd={(url) => setValues((v) => ({ ...v, image: [...v.image, url] }))}
        onRemove={(index) =>
          setValues((v) => ({ ...v, image: v.image.filter((_, i) => i !== index) }))
        }
        disabled={busy}
        onBusyChange={setUploading}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <ChipSelect
          label="Catégories"
          placeholder="Sélectionner une catégorie"
          options={categories.data ?? []}
          value={values.category}
          onChange={(next) => set('category', next)}
          disabled={busy}
        />
        <ChipSelect
          label="Sous-catégories"
          placeholder="Sélectionner une sous-catégorie"
          options={subOptions}
          value={values.subCategory}
          onChange={(next) => set('subCategory', next)}
          disabled={busy}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Unité"
          placeholder="ex. Taille unique, 38, 1 pièce"
          value={values.unit}
          onChange={(e) => set('unit', e.target.value)}
          error={errors.unit}
          required
          maxLength={100}
          disabled={busy}
        />
        {numberField('stock', 'Stock')}
        {numberField('price', 'Prix (MAD)')}
        {numberField('discount', 'Remise (%)')}
      </div>

      {values.more_details.length > 0 && (
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Champs supplémentaires</legend>
          {values.more_details.map((field, index) => (
            <div key={field.name} className="flex items-start gap-2">
              <TextField
                className="flex-1"
                label={field.name}
                value={field.value}
                onChange={(e) => setExtra(index, e.target.value)}
                error={errors[`extra:${index}`]}
                required
                disabled={busy}
              />
              <button
                type="button"
                onClick={() =>
                  set(
                    'more_details',
                    values.more_details.filter((_, i) => i !== index),
                  )
                }
                disabled={busy}
                aria-label={`Retirer le champ ${field.name}`}
                className="mt-8 flex size-10 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700"
              >
                <X aria-hidden size={16} />
              </button>
            </div>
          ))}
        </fieldset>
      )}

      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
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
        taken={values.more_details.map((f) => f.name)}
        onAdd={(name) => set('more_details', [...values.more_details, { name, value: '' }])}
        onClose={() => setAskingField(false)}
      />
    </form>
  );
}
