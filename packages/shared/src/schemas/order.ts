import { z } from 'zod';
import { MAX_CART_QUANTITY } from './cart';
import { IdSchema } from './common';

/** French texts of the order calls (SPEC.md §5, issue 5), shared by the server and the screens. */
export const ORDER_MSG = {
  placed: 'Commande passée avec succès',
  alreadyPlaced: 'Commande déjà enregistrée',
  totalChanged: 'Le total de votre panier a changé. Veuillez vérifier votre panier.',
  cartChanged: 'Votre panier a changé. Veuillez vérifier votre panier.',
  cartEmpty: 'Votre panier est vide',
  addressRequired: 'Veuillez ajouter une adresse de livraison',
  addressInvalid: 'Veuillez sélectionner une adresse de livraison valide',
  onlinePaymentUnavailable: 'Paiement en ligne temporairement indisponible',
  notFound: 'Commande introuvable',
  list: 'Vos commandes',
  details: 'Détails de la commande',
  badIdempotencyKey: 'En-tête Idempotency-Key invalide (1 à 200 caractères visibles)',
} as const;

const amount = z.coerce
  .number({ error: 'Le montant doit être un nombre' })
  .min(0, 'Le montant ne peut pas être négatif')
  .max(100_000_000, 'Montant invalide');

/** The cart lines the customer saw (each _id and quantity); the server's cart is the truth. */
export const CashOnDeliverySchema = z.object({
  list_items: z
    .array(
      z.object({
        _id: IdSchema,
        quantity: z.coerce
          .number({ error: 'La quantité doit être un nombre' })
          .int('La quantité doit être un nombre entier')
          .min(1, 'La quantité doit être au moins 1')
          .max(MAX_CART_QUANTITY, 'Quantité invalide'),
      }),
      { error: ORDER_MSG.cartEmpty },
    )
    .min(1, ORDER_MSG.cartEmpty)
    .max(200, 'Trop d’articles dans le panier'),
  addressId: z.string({ error: ORDER_MSG.addressRequired }).min(1, ORDER_MSG.addressRequired),
  subTotalAmt: amount,
  totalAmt: amount,
});
export type CashOnDelivery = z.infer<typeof CashOnDeliverySchema>;

/** `orderId` may be the order's reference (ORD-…) or its _id. */
export const OrderRefQuerySchema = z.object({
  orderId: z
    .string({ error: 'Le numéro de commande est requis' })
    .trim()
    .min(1, 'Le numéro de commande est requis')
    .max(100, 'Numéro de commande invalide'),
});
export type OrderRefQuery = z.infer<typeof OrderRefQuerySchema>;

/** SPEC.md §3 Order, with the lines' snapshots (name, images, price paid). */
export const OrderItemSchema = z.object({
  _id: z.string(),
  quantity: z.number(),
  product_details: z.object({ name: z.string(), image: z.array(z.string()) }),
  productId: z.object({
    _id: z.string().nullable(),
    /** Unit price paid, after discount (MAD). */
    price: z.number(),
    /** Unit price before discount (MAD). */
    originalPrice: z.number(),
  }),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  createdAt: z.string(),
  totalAmt: z.number(),
  subTotalAmt: z.number(),
  payment_status: z.string(),
  order_status: z.string(),
  items: z.array(OrderItemSchema),
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  delivery_address: z.object({
    _id: z.string().nullable(),
    adresse: z.string(),
    ville: z.string(),
    telephone: z.string(),
  }),
});
export type Order = z.infer<typeof OrderSchema>;
