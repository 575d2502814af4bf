import { and, asc, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  CART_MSG,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  productGoneMessage,
  stockLeftMessage,
  type CartItem,
  type UpdateCartQty,
} from '@zina/shared/schemas/cart';
import { preparedStatement } from '../../db/prepared-query';
import { cartItems } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import {
  productJson,
  productOfJson,
  shelfCount,
  shelfStock,
  stockOf,
  type ProductJson,
  type ShelfCount,
} from '../catalogue';
import { newId } from '../../db/ids';

type CartRow = typeof cartItems.$inferSelect;
/** A cart line with its product (productJson), as every cart read and write answers it. */
type LineRow = CartRow & { product: ProductJson | null };

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
export const cartLinesOf = (userId: string | SQLWrapper): SQL =>
  sql`(select coalesce(json_agg(json_build_object('id', ${cartItems.id},
      'productId', ${cartItems.productId}, 'productName', ${cartItems.productName},
      'quantity', ${cartItems.quantity}) order by ${cartItems.createdAt}, ${cartItems.id}), '[]'::json)
    from ${cartItems} where ${cartItems.userId} = ${userId})`;

/** The products of the user's cart, as a subquery (the checkout reads them with the lines). */
export const cartProductIds = (userId: string | SQLWrapper): SQL =>
  sql`select ${cartItems.productId} from ${cartItems} where ${cartItems.userId} = ${userId}`;

/**
 * Removes the lines an order was made of, answering the ids removed; lines added meanwhile stay
 * in the cart. A statement part for the caller's own, whose text is the same whatever the lines:
 * `ids` is their JSON array (none removes nothing), and it and `userId` are values or a prepared
 * statement's placeholders. A line another checkout removed first is not answered: the caller's
 * order must not stand.
 */
export const removeCartLines = (userId: SQLWrapper, ids: SQLWrapper): SQL =>
  sql`delete from ${cartItems} where ${cartItems.userId} = ${userId}
    and ${cartItems.id} in (select json_array_elements_text(${ids}::json))
    returning ${cartItems.id}`;

/** A cart line as addOne answers it (JSON: dates as ISO strings). */
type LineJson = Omit<LineRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

const fromJson = (line: LineJson): LineRow => ({
  ...line,
  createdAt: new Date(line.createdAt),
  updatedAt: new Date(line.updatedAt),
});

/** A line's columns and its product, for a select or a returning. */
const lineWithProduct = {
  ...getTableColumns(cartItems),
  product: sql<ProductJson | null>`${productJson(cartItems.productId)}`,
};

/** The cart's answer for a line: the product as its page shows it, or null once it is gone. */
function toCartItem(row: LineRow): CartItem {
  const product = row.product ? productOfJson(row.product) : null;
  return {
    _id: row.id,
    productId: product,
    productName: product?.name ?? row.productName,
    quantity: row.quantity,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One more unit of the product, in one statement: the product read, then (when it is on the
 * shelf) the cart's room asked under the owner's lock (cart_room, migration 0018: a new line
 * only within MAX_CART_LINES lines, parallel adds at the cap cannot both make one), then the
 * upsert, whose condition holds the shelf count, so two quick clicks cannot go past it.
 * `product` null: no such product; `room` null: none on the shelf; `room` false: the cap
 * refused a new line; `line` null otherwise: the shelf did.
 */
const addOne = (userId: SQLWrapper, productId: SQLWrapper, lineId: SQLWrapper) => sql`
  with shelf as (select ${shelfCount(productId)} as product),
  cap as (
    select cart_room(${userId}, ${productId}, ${MAX_CART_LINES}) as room
    from shelf where (shelf.product->>'stock')::int >= 1
  ),
  added as (
    insert into ${cartItems} as c (id, user_id, product_id, product_name, quantity)
    select ${lineId}, ${userId}, ${productId}, shelf.product->>'name', 1
    from cap, shelf where cap.room
    on conflict (user_id, product_id) do update
      set quantity = c.quantity + 1, product_name = excluded.product_name, updated_at = now()
      where c.quantity + 1 <= least(${shelfStock(productId)}, ${MAX_CART_QUANTITY})
    returning json_build_object('id', c.id, 'userId', c.user_id, 'productId', c.product_id,
      'productName', c.product_name, 'quantity', c.quantity, 'createdAt', c.created_at,
      'updatedAt', c.updated_at, 'product', ${productJson(sql`c.product_id`)}) as line
  )
  select shelf.product, (select room from cap) as room, (select line from added) as line
  from shelf`;

// Every add runs it: built once, its values bound at each run.
const addOneStatement = preparedStatement<{
  product: ShelfCount | null;
  room: boolean | null;
  line: LineJson | null;
}>(
  'cart_add_one',
  addOne(sql.placeholder('userId'), sql.placeholder('productId'), sql.placeholder('lineId')),
);

export function cartService(deps: AppDeps) {
  const { db } = deps;

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
   * Adds one unit: a new line, or one more on the line already holding the product (addOne, one
   * statement: no transaction of its own to open and close).
   */
  async function add(
    userId: string,
    productId: string,
  ): Promise<{ item: CartItem; created: boolean }> {
    const [added] = await addOneStatement(db, { userId, productId, lineId: newId() });
    const product = added?.product;
    if (!product) throw notFound(CART_MSG.productNotFound);
    if (product.stock < 1) throw conflict(stockLeftMessage(product.name, 0), 'OUT_OF_STOCK');
    if (!added.room) throw conflict(CART_MSG.tooManyLines);
    if (!added.line) {
      const [held] = await db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
      if ((held?.quantity ?? 0) >= MAX_CART_QUANTITY) throw conflict(CART_MSG.lineFull);
      const fresh = await stockOf(db, productId);
      throw conflict(stockLeftMessage(product.name, fresh?.stock ?? 0), 'OUT_OF_STOCK');
    }
    return { item: toCartItem(fromJson(added.line)), created: added.line.quantity === 1 };
  }

  // Every cart read runs it: built once (a prepared query), not on each request.
  const linesQuery = db
    .select(lineWithProduct)
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_lines_with_products');

  async function list(userId: string): Promise<CartItem[]> {
    return (await linesQuery.execute({ userId })).map(toCartItem);
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
      .returning(lineWithProduct);
    if (!row) throw notFound(CART_MSG.lineNotFound);
    return toCartItem(row);
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
