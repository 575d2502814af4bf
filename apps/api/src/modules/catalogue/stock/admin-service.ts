import { asc, eq, lte, sql } from 'drizzle-orm';
import {
  LOW_STOCK_MAX_ITEMS,
  STOCK_MSG,
  type LowStockItem,
  type StockMovement,
} from '@zina/shared/schemas/stock';
import type { Db } from '../../../db/client';
import { products, stockMovements } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { notFound } from '../../../lib/errors';
import { accountRef, contactsOf } from '../../user';
import { stockOf } from './catalogue-lookup';

/**
 * The public reference of each order by row id. Orders are above the catalogue (they take its
 * stock): the composition root hands their lookup in, so the catalogue never imports them.
 */
export type OrderRefs = (
  db: Db,
  ids: readonly string[],
) => Promise<Map<string, { orderId: string; label: string }>>;

/** The back office's view of the shelf: what runs low, and how a product's count moved. */
export function stockAdminService(deps: AppDeps, orderRefsOf: OrderRefs) {
  const { db, config } = deps;

  /** Products at or under the threshold, lowest first, bounded: a read of the table (ADR 0008). */
  async function lowStock(threshold = config.lowStockThreshold): Promise<LowStockItem[]> {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        images: products.images,
        stock: products.stock,
      })
      .from(products)
      .where(lte(products.stock, threshold))
      .orderBy(asc(products.stock), asc(products.name), asc(products.id))
      .limit(LOW_STOCK_MAX_ITEMS);
    return rows.map((r) => ({ _id: r.id, name: r.name, image: r.images, stock: r.stock }));
  }

  /** One product's movements, newest first (stock_movements_product_idx), bounded by limit. */
  async function history(productId: string, limit: number): Promise<StockMovement[]> {
    if (!(await stockOf(db, productId))) throw notFound(STOCK_MSG.productNotFound);
    const moves = await db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId))
      // As the index is written (DESC NULLS LAST); the id breaks ties within one transaction.
      .orderBy(
        sql`${stockMovements.createdAt} desc nulls last`,
        sql`${stockMovements.id} desc nulls last`,
      )
      .limit(limit);
    const [refs, people] = await Promise.all([
      orderRefsOf(
        db,
        moves.flatMap((m) => (m.orderId ? [m.orderId] : [])),
      ),
      contactsOf(
        db,
        moves.flatMap((m) => (m.userId ? [m.userId] : [])),
      ),
    ]);
    return moves.map((move) => ({
      _id: move.id,
      delta: move.delta,
      stockAfter: move.stockAfter,
      reason: move.reason,
      // A deleted order's movements stay, without its reference.
      orderId: (move.orderId && refs.get(move.orderId)?.orderId) || null,
      orderLabel: (move.orderId && refs.get(move.orderId)?.label) || null,
      user: accountRef(people, move.userId),
      createdAt: move.createdAt.toISOString(),
    }));
  }

  return { lowStock, history };
}
