import { z } from 'zod';
import { IdSchema, limitSchema } from './common';

/** French texts of the admin stock calls (issue 7). */
export const STOCK_MSG = {
  lowStock: 'Produits en stock faible',
  history: 'Historique du stock',
  productNotFound: 'Produit non trouvé',
  badThreshold: 'Le seuil doit être un nombre entier entre 0 et 100000',
} as const;

/** At most this many products in the low-stock alert, lowest stock first. */
export const LOW_STOCK_MAX_ITEMS = 50;

/** GET /api/stock/low-stock: without a threshold, the server's configured one (5 by default). */
export const LowStockQuerySchema = z.object({
  threshold: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: STOCK_MSG.badThreshold })
      .int(STOCK_MSG.badThreshold)
      .min(0, STOCK_MSG.badThreshold)
      .max(100_000, STOCK_MSG.badThreshold)
      .optional(),
  ),
});
export type LowStockQuery = z.input<typeof LowStockQuerySchema>;

export const LowStockItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The product's images, the first one being its thumbnail. */
  image: z.array(z.string()),
  stock: z.number(),
});
export type LowStockItem = z.infer<typeof LowStockItemSchema>;

/** GET /api/stock/history: one product's movements, newest first, bounded by limit. */
export const StockHistoryQuerySchema = z.object({
  productId: IdSchema,
  limit: limitSchema(50, 200).optional().default(50),
});
export type StockHistoryQuery = z.input<typeof StockHistoryQuerySchema>;

/**
 * Why the shelf count moved: 'order' (checkout), 'order-cancelled' / 'order-returned' (units
 * back), 'order-reopened' (taken again when an order leaves those statuses), 'order-deleted'
 * (units of a deleted pending order back); other features may add their own reasons.
 */
export const StockMovementSchema = z.object({
  _id: z.string(),
  delta: z.number(),
  stockAfter: z.number(),
  reason: z.string(),
  /** The order's reference (ORD-…), null when none or since deleted. */
  orderId: z.string().nullable(),
  /** Its label for people (ZN-…), null as orderId. */
  orderLabel: z.string().nullable(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;
