import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CART_MSG,
  MAX_CART_LINES,
  productGoneMessage,
  stockLeftMessage,
  type CartItem,
  type UpdateCartQty,
} from '@zina/shared/schemas/cart';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { cartCatalogue, shelfStock, stockOf } from '../catalogue';
import { lockAccount } from '../user';

type CartRow = typeof cartItems.$inferSelect;

export interface CheckoutLine {
  id: string;
  productId: string | null;
  productName: string;
  quantity: number;
}

/**
 * The user's cart lines as the checkout reads them (CheckoutLine[] as JSON), oldest first (the
 * order's line order). An expression for the caller's own statement.
 */
export const cartLinesOf = (userId: string): SQL =>
  sql`(select coalesce(json_agg(json_build_object('id', ${cartItems.id},
      'productId', ${cartItems.productId}, 'productName', ${cartItems.productName},
      'quantity', ${cartItems.quantity}) order by ${cartItems.createdAt}, ${cartItems.id}), '[]'::json)
    from ${cartItems} where ${cartItems.userId} = ${userId})`;

/** The products of the user's cart, as a subquery (the checkout reads them with the lines). */
export const cartProductIds = (userId: string): SQL =>
  sql`select ${cartItems.productId} from ${cartItems} where ${cartItems.userId} = ${userId}`;

/**
 * Removes the lines an order was made of; lines added meanwhile stay in the cart. A statement
 * for the caller to run, alone or within its own (ids must not be empty).
 */
export const removeCartLines = (tx: Db, userId: string, ids: string[]): SQL =>
  tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .getSQL();

export function cartService(deps: AppDeps) {
  const { db } = deps;
  const productsForCart = cartCatalogue(deps);

  async function view(rows: CartRow[]): Promise<CartItem[]> {
    const productIds = rows.flatMap((r) => (r.productId ? [r.productId] : []));
    const byId = await productsForCart(productIds);
    return rows.map((r) => {
      const product = r.productId ? (byId.get(r.productId) ?? null) : null;
      return {
        _id: r.id,
        productId: product,
        productName: product?.name ?? r.productName,
        quantity: r.quantity,
        userId: r.userId,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  async function ownLine(userId: string, id: string): Promise<CartRow> {
    const [row] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
      .limit(1);
    if (!row) throw notFound(CART_MSG.lineNotFound);
    return row;
  }

  /**
   * Adds one unit: a new line, or one more on the line already holding the product. The stock
   * bound is part of the upsert's condition, so two quick clicks cannot go past the shelf.
   */
  async function add(
    userId: string,
    productId: string,
  ): Promise<{ item: CartItem; created: boolean }> {
    const product = await stockOf(db, productId);
    if (!product) throw notFound(CART_MSG.productNotFound);
    if (product.stock < 1) throw conflict(stockLeftMessage(product.name, 0), 'OUT_OF_STOCK');
    const row = await db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      await refuseNewLineAtCap(tx, userId, productId);
      return upsertOne(tx, userId, productId, product.name);
    });
    if (!row) {
      const fresh = await stockOf(db, productId);
      throw conflict(stockLeftMessage(product.name, fresh?.stock ?? 0), 'OUT_OF_STOCK');
    }
    const [item] = await view([row]);
    return { item: item!, created: row.quantity === 1 };
  }

  /** A product not yet in the cart makes a new line: at most MAX_CART_LINES of them. */
  async function refuseNewLineAtCap(tx: Db, userId: string, productId: string) {
    const [line] = await tx
      .select({ n: count(), has: sql<boolean>`bool_or(${cartItems.productId} = ${productId})` })
      .from(cartItems)
      .where(eq(cartItems.userId, userId));
    if (!line?.has && (line?.n ?? 0) >= MAX_CART_LINES) throw conflict(CART_MSG.tooManyLines);
  }

  async function upsertOne(tx: Db, userId: string, productId: string, productName: string) {
    const [row] = await tx
      .insert(cartItems)
      .values({ userId, productId, productName, quantity: 1 })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: {
          quantity: sql`${cartItems.quantity} + 1`,
          productName,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${cartItems.quantity} + 1 <= ${shelfStock(productId)}`,
      })
      .returning();
    return row;
  }

  async function list(userId: string): Promise<CartItem[]> {
    const rows = await db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    return view(rows);
  }

  async function updateQty(userId: string, input: UpdateCartQty): Promise<CartItem> {
    const line = await ownLine(userId, input._id);
    const product = line.productId ? await stockOf(db, line.productId) : null;
    if (!product) throw conflict(productGoneMessage(line.productName), 'CART_CHANGED');
    if (input.qty > product.stock)
      throw conflict(stockLeftMessage(product.name, product.stock), 'OUT_OF_STOCK');
    const [row] = await db
      .update(cartItems)
      .set({ quantity: input.qty, productName: product.name })
      .where(and(eq(cartItems.id, line.id), eq(cartItems.userId, userId)))
      .returning();
    if (!row) throw notFound(CART_MSG.lineNotFound);
    const [item] = await view([row]);
    return item!;
  }

  async function remove(userId: string, id: string): Promise<void> {
    const deleted = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    if (deleted.length === 0) throw notFound(CART_MSG.lineNotFound);
  }

  /** Empties the user's cart (the cancel page, SPEC.md §2); answers how many lines it held. */
  async function clear(userId: string): Promise<number> {
    const deleted = await db
      .delete(cartItems)
      .where(eq(cartItems.userId, userId))
      .returning({ id: cartItems.id });
    return deleted.length;
  }

  return { add, list, updateQty, remove, clear };
}
export type CartService = ReturnType<typeof cartService>;
