import { z } from 'zod';
import { ProductInputSchema, RefSchema, type Product } from '@zina/shared/schemas/catalogue';
import { sharedRule } from '../../../lib/use-zod-form';

const REQUIRED = 'Ce champ est requis';
const NOT_A_NUMBER = 'Veuillez saisir un nombre';

const shared = ProductInputSchema.shape;

/** '12,5' as typed on a French keyboard reads as 12.5. */
const toNumber = (text: string) => Number(text.replace(',', '.'));

/** A text the form asks for, then the server's own rule (its length) with its words. */
const requiredText = <T extends z.ZodType>(rule: T) =>
  z.string().trim().min(1, REQUIRED).pipe(sharedRule(rule));

/** A number typed as text, then the server's own rule (range, decimals) with its words. */
const typedNumber = <T extends z.ZodType>(rule: T) =>
  z
    .string()
    .trim()
    .min(1, REQUIRED)
    .refine((text) => Number.isFinite(toNumber(text)), NOT_A_NUMBER)
    .transform(toNumber)
    .pipe(sharedRule(rule));

/**
 * SPEC.md §5 product, as the form holds it (numbers as typed, chosen categories with their names,
 * custom fields in the order added): name, description, unit, stock, price, discount and every
 * custom field value are required, stock, price and discount are numbers; images and categories
 * are not required. Each field then goes through the shared `ProductInputSchema`'s rule, so the
 * output is the payload sent.
 */
export const ProductFormSchema = ProductInputSchema.extend({
  name: requiredText(shared.name),
  description: requiredText(shared.description),
  unit: requiredText(shared.unit),
  stock: typedNumber(shared.stock),
  price: typedNumber(shared.price),
  discount: typedNumber(shared.discount),
  image: z.array(z.string()).pipe(sharedRule(shared.image)),
  category: z.array(RefSchema).pipe(sharedRule(shared.category)),
  subCategory: z.array(RefSchema).pipe(sharedRule(shared.subCategory)),
  more_details: z
    .array(z.object({ name: z.string(), value: z.string().trim().min(1, REQUIRED) }))
    .transform((fields) => Object.fromEntries(fields.map((f) => [f.name, f.value])))
    .pipe(sharedRule(shared.more_details)),
});

export type ProductFormValues = z.input<typeof ProductFormSchema>;

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
