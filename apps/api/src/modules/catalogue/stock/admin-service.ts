import { asc, eq, lte, sql } from 'drizzle-orm';
import {
  LOW_STOCK_MAX_ITEMS,
  STOCK_MSG,
  type LowStockItem,
  type StockMovement,
} from '@zina/shared/schemas/stock';
import { orders, products, stockMovements, users } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { notFound } from '../../../lib/errors';
import { stockOf } from './catalogue-lookup';

/** The back office's view of the shelf: what runs low, and how a product's count moved. */
export function stockAdminService(deps: AppDeps) {
  const { db, config } = deps;

  /** Products at or under the threshold, lowest first (products_stock_idx), bounded. */
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
    const rows = await db
      .select({
        move: stockMovements,
        orderRef: orders.orderId,
        userName: users.name,
      })
      .from(stockMovements)
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .leftJoin(users, eq(users.id, stockMovements.userId))
      .where(eq(stockMovements.productId, productId))
      // As the index is written (DESC NULLS LAST); the id breaks ties within one transaction.
      .orderBy(
        sql`${stockMovements.createdAt} desc nulls last`,
        sql`${stockMovements.id} desc nulls last`,
      )
      .limit(limit);
    return rows.map(({ move, orderRef, userName }) => ({
      _id: move.id,
      delta: move.delta,
      stockAfter: move.stockAfter,
      reason: move.reason,
      orderId: orderRef,
      user: move.userId && userName !== null ? { _id: move.userId, name: userName } : null,
      createdAt: move.createdAt.toISOString(),
    }));
  }

  return { lowStock, history };
}
