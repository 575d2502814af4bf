import { ProductInputSchema, type Product, type Ref } from '@zina/shared/schemas/catalogue';
import { fieldErrors } from '../../../lib/field-errors';
import type { ProductInput } from '../api/save-product';

export interface CustomField {
  name: string;
  value: string;
}

/** What the product form holds; numbers stay text until sent. */
export interface ProductFormValues {
  name: string;
  description: string;
  image: string[];
  category: Ref[];
  subCategory: Ref[];
  unit: string;
  stock: string;
  price: string;
  discount: string;
  more_details: CustomField[];
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  image: [],
  category: [],
  subCategory: [],
  unit: '',
  stock: '',
  price: '',
  discount: '',
  more_details: [],
};

export const fromProduct = (p: Product): ProductFormValues => ({
  name: p.name,
  description: p.description,
  image: [...p.image],
  category: p.category.map(({ _id, name }) => ({ _id, name })),
  subCategory: p.subCategory.map(({ _id, name }) => ({ _id, name })),
  unit: p.unit,
  stock: String(p.stock),
  price: String(p.price),
  discount: String(p.discount),
  more_details: Object.entries(p.more_details ?? {}).map(([name, value]) => ({ name, value })),
});

export const REQUIRED = 'Ce champ est requis';
export const NOT_A_NUMBER = 'Veuillez saisir un nombre';

/** '12,5' as typed on a French keyboard reads as 12.5. */
const toNumber = (text: string) => Number(text.trim().replace(',', '.'));

type FieldKey = 'name' | 'description' | 'unit' | 'stock' | 'price' | 'discount';
/** `form` holds a rule about the images, categories or custom fields as a whole. */
export type ProductErrors = Partial<Record<FieldKey | 'form' | `extra:${number}`, string>>;

const FIELDS: readonly string[] = ['name', 'description', 'unit', 'stock', 'price', 'discount'];

/**
 * SPEC.md §5 product: name, description, unit, stock, price, discount and every custom field
 * value are required; stock, price and discount are numbers. Images and categories are not
 * required by the client; the server holds the rest of the rules and says them in French.
 */
export function productErrors(v: ProductFormValues): ProductErrors {
  const errors: ProductErrors = {};
  for (const key of ['name', 'description', 'unit'] as const) {
    if (!v[key].trim()) errors[key] = REQUIRED;
  }
  for (const key of ['stock', 'price', 'discount'] as const) {
    if (!v[key].trim()) errors[key] = REQUIRED;
    else if (!Number.isFinite(toNumber(v[key]))) errors[key] = NOT_A_NUMBER;
  }
  v.more_details.forEach((field, index) => {
    if (!field.value.trim()) errors[`extra:${index}`] = REQUIRED;
  });
  if (Object.keys(errors).length > 0) return errors;
  // The server's own rules (price above 0, whole discount from 0 to 100…), with its words.
  const parsed = ProductInputSchema.safeParse(toInput(v));
  if (parsed.success) return errors;
  for (const [key, message] of Object.entries(fieldErrors(parsed.error))) {
    if (FIELDS.includes(key)) errors[key as FieldKey] = message;
    else errors.form ??= message;
  }
  return errors;
}

export function toInput(v: ProductFormValues): ProductInput {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    image: v.image,
    category: v.category.map((c) => c._id),
    subCategory: v.subCategory.map((s) => s._id),
    unit: v.unit.trim(),
    stock: toNumber(v.stock),
    price: toNumber(v.price),
    discount: toNumber(v.discount),
    more_details: Object.fromEntries(v.more_details.map((f) => [f.name, f.value.trim()])),
  };
}
