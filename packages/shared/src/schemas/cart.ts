import { z } from 'zod';
import { CART_MSG, MAX_CART_QUANTITY } from '../cart-texts';
import { ProductSchema } from './catalogue';
import { IdSchema } from './common';

// The cart's limits and texts live in a file without zod, so that the storefront's first load can
// show them without the schemas.
export { CART_MSG, MAX_CART_LINES, MAX_CART_QUANTITY } from '../cart-texts';

/** 409 answer when a quantity goes beyond the shelf: names the product and what is left. */
export function stockLeftMessage(name: string, available: number): string {
  if (available <= 0) return `« ${name} » est en rupture de stock`;
  return `Stock insuffisant pour « ${name} » : il ne reste que ${available} article${available > 1 ? 's' : ''}`;
}

/** A product deleted after it was put in a cart or ordered. */
export const productGoneMessage = (name: string): string =>
  name ? `« ${name} » n'est plus disponible` : "Un produit de votre panier n'est plus disponible";

const quantity = z.coerce
  .number({ error: 'La quantité doit être un nombre' })
  .int('La quantité doit être un nombre entier')
  .min(1, 'La quantité doit être au moins 1')
  .max(MAX_CART_QUANTITY, `La quantité ne doit pas dépasser ${MAX_CART_QUANTITY}`);

export const AddToCartSchema = z.object({ productId: IdSchema });
export type AddToCart = z.infer<typeof AddToCartSchema>;

export const UpdateCartQtySchema = z.object({
  _id: z
    .string({ error: CART_MSG.detailsMissing })
    .regex(/^[0-9a-f]{24}$/, CART_MSG.detailsMissing),
  qty: quantity,
});
export type UpdateCartQty = z.infer<typeof UpdateCartQtySchema>;

export const DeleteCartItemSchema = z.object({ _id: IdSchema });
export type DeleteCartItem = z.infer<typeof DeleteCartItemSchema>;

/** DELETE /api/cart/clear: how many lines the cart held. */
export const ClearedCartSchema = z.object({ removed: z.number() });
export type ClearedCart = z.infer<typeof ClearedCartSchema>;

/**
 * SPEC.md §3 Cart item. productId is null when the product was deleted since: the panel then
 * shows 'Produit non disponible'; productName keeps the name it had when it was added.
 */
export const CartItemSchema = z.object({
  _id: z.string(),
  productId: ProductSchema.nullable(),
  productName: z.string(),
  quantity: z.number(),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const MAX_AVAILABILITY_LINES = 100;

export const CheckAvailabilitySchema = z.object({
  items: z
    .array(z.object({ productId: IdSchema, quantity }), {
      error: 'La liste des articles est requise',
    })
    .min(1, 'La liste des articles est vide')
    .max(MAX_AVAILABILITY_LINES, `Au plus ${MAX_AVAILABILITY_LINES} articles à la fois`),
});
export type CheckAvailability = z.infer<typeof CheckAvailabilitySchema>;

export const AvailabilityLineSchema = z.object({
  productId: z.string(),
  requested: z.number(),
  available: z.number(),
  ok: z.boolean(),
});
export type AvailabilityLine = z.infer<typeof AvailabilityLineSchema>;
