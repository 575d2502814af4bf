import { z } from 'zod';
import { apiResponse } from '../api-response';
import { ORDER_PAGE_SIZES } from '../constants';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status';
import { MAX_CART_QUANTITY } from './cart';
import { IdSchema, PageSchema } from './common';
import { CARRIERS, SHIPMENT_MSG, ShipmentSchema } from './shipment';

/** French texts of the order calls (SPEC.md §5, issue 5), shared by the server and the screens. */
/** Against stock hoarding and fake orders, for every order (SPEC.md §9). */
export const DEFAULT_ORDER_MAX_PENDING = 3;
export const ORDER_MAX_LINE_QUANTITY = MAX_CART_QUANTITY;
export const ORDER_MAX_UNITS = 20;

export const ORDER_MSG = {
  tooManyPending: (max: number) =>
    `Vous avez déjà ${max} commande${max > 1 ? 's' : ''} en attente de confirmation (pour ce ` +
    'compte ou ce numéro) : nous vous appelons très vite. Vous pourrez commander à nouveau ensuite.',
  lineTooLarge: (name: string) =>
    `« ${name} » : ${ORDER_MAX_LINE_QUANTITY} articles au plus par commande. Veuillez réduire la quantité.`,
  tooManyUnits: `Une commande compte au plus ${ORDER_MAX_UNITS} articles. Veuillez retirer des articles de votre panier.`,
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
  notCancellable:
    'Cette commande n’est plus en attente : elle ne peut plus être annulée ici. Contactez-nous pour toute question.',
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
  /** The order's label for people, ZN-<number> (SPEC.md §9). */
  label: z.string(),
  createdAt: z.string(),
  totalAmt: z.number(),
  subTotalAmt: z.number(),
  /** The delivery fee for the order's city (issue 47), in the total; 0: free. */
  deliveryFee: z.number(),
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
  /** The carrier and tracking number once the shop has shipped it (SPEC.md §10). */
  shipment: ShipmentSchema.nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/* ---------- Back office (issue 7) ---------- */

/** French texts of the admin order calls. */
export const ORDER_ADMIN_MSG = {
  list: 'Liste des commandes',
  stats: 'Statistiques des commandes',
  history: 'Historique de la commande',
  statusUpdated: 'Statut de la commande mis à jour',
  statusUnchanged: 'La commande a déjà ce statut',
  deleted: 'Commande supprimée avec succès',
  cannotDelete:
    'Seules les commandes en attente ou annulées, ou dont le paiement a échoué, peuvent être supprimées',
  invoiced:
    'Cette commande a une facture : elle ne peut pas être supprimée (les factures sont des documents légaux)',
  badStatus: 'Statut de commande invalide',
  badPaymentStatus: 'Statut de paiement invalide',
  badLimit: 'Nombre de commandes par page invalide (5, 10, 25, 50 ou 100)',
} as const;

/** Reopening a cancelled or returned order needs its units on the shelf again. */
export const reopenStockMessage = (name: string, available: number): string =>
  `Stock insuffisant pour « ${name} » (${available} en stock) : la commande ne peut pas quitter ce statut`;

/** Absent or empty query values do not filter (the screen sends only non-empty ones). */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: ORDER_ADMIN_MSG.badStatus });
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES, {
  error: ORDER_ADMIN_MSG.badPaymentStatus,
});

const OrderFilterFields = {
  status: z.preprocess(blankToUndefined, OrderStatusSchema.optional()),
  payment_status: z.preprocess(blankToUndefined, PaymentStatusSchema.optional()),
};

/** Order reference, customer e-mail or name; part of a word is enough. */
const OrderSearchSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'La recherche doit être un texte' })
    .trim()
    .max(100, 'La recherche ne doit pas dépasser 100 caractères')
    .optional(),
);

export const OrderPageSizeSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: ORDER_ADMIN_MSG.badLimit })
    .refine((n) => (ORDER_PAGE_SIZES as readonly number[]).includes(n), ORDER_ADMIN_MSG.badLimit)
    .default(10),
);

/** GET /api/order/admin/all-orders */
export const AdminOrdersQuerySchema = z.object({
  ...OrderFilterFields,
  search: OrderSearchSchema,
  page: PageSchema.optional().default(1),
  limit: OrderPageSizeSchema,
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuerySchema>;

export const AdminOrderPageSchema = apiResponse(z.array(OrderSchema)).extend({
  totalCount: z.number(),
  totalPages: z.number(),
  page: z.number(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

/** GET /api/order/admin/stats: the top-level totalOrders follows the list's filters. */
export const OrderStatsQuerySchema = z.object(OrderFilterFields);
export type OrderStatsQuery = z.input<typeof OrderStatsQuerySchema>;

export const TopProductSchema = z.object({
  /** null for a product deleted since: its lines are grouped by the name they kept. */
  _id: z.string().nullable(),
  productName: z.string(),
  /** Orders containing the product. */
  count: z.number(),
  totalQuantity: z.number(),
  totalRevenue: z.number(),
});
export type TopProduct = z.infer<typeof TopProductSchema>;

export const DailyOrdersSchema = z.object({
  /** YYYY-MM-DD, a day in Morocco's time zone. */
  date: z.string(),
  orders: z.number(),
  revenue: z.number(),
});
export type DailyOrders = z.infer<typeof DailyOrdersSchema>;

/** SPEC.md §3 Order stats, plus the last 30 days for the chart. Revenue leaves out cancelled and returned orders. */
export const OrderStatsSchema = z.object({
  overview: z.object({ totalOrders: z.number(), totalRevenue: z.number() }),
  totalOrders: z.number(),
  topProducts: z.array(TopProductSchema),
  daily: z.array(DailyOrdersSchema),
});
export type OrderStats = z.infer<typeof OrderStatsSchema>;

/** PUT /api/order/admin/update-status (SPEC.md §4: any status to any other). */
export const UpdateOrderStatusSchema = OrderRefQuerySchema.extend({
  order_status: z.preprocess(blankToUndefined, OrderStatusSchema),
});
export type UpdateOrderStatus = z.input<typeof UpdateOrderStatusSchema>;

/** DELETE /api/order/admin/delete-order */
export const DeleteOrderSchema = OrderRefQuerySchema;
export type DeleteOrder = z.input<typeof DeleteOrderSchema>;

export const DeletedOrderSchema = z.object({ _id: z.string(), orderId: z.string() });

/** One status change, with the admin who made it (null once that account is gone). */
export const OrderStatusChangeSchema = z.object({
  _id: z.string(),
  from_status: z.string(),
  to_status: z.string(),
  changedAt: z.string(),
  changedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

export const ShipmentInputSchema = z.object({
  orderId: OrderRefQuerySchema.shape.orderId,
  carrier: z.enum(CARRIERS, { error: SHIPMENT_MSG.badCarrier }),
  trackingNumber: z
    .string({ error: SHIPMENT_MSG.trackingRequired })
    .trim()
    .min(1, SHIPMENT_MSG.trackingRequired)
    .max(60, SHIPMENT_MSG.trackingTooLong),
});
export type ShipmentInput = z.infer<typeof ShipmentInputSchema>;
