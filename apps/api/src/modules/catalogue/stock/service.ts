import { and, asc, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AvailabilityLine, CheckAvailability } from '@zina/shared/schemas/cart';
import type { Db } from '../../../db/client';
import { products, stockMovements } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { newId } from '../../../db/ids';

/** Why a shelf count moved (see StockMovementSchema in @zina/shared/schemas/stock). */
export type StockReason =
  | 'order'
  | 'order-cancelled'
  | 'order-returned'
  | 'order-reopened'
  | 'order-deleted'
  | 'order-edited';

export interface LockedProduct {
  id: string;
  name: string;
  images: string[];
  stock: number;
  priceCentimes: number;
  discount: number;
}

/** What an order needs of a product: LockedProduct's columns. */
const shelfColumns = {
  id: products.id,
  name: products.name,
  images: products.images,
  stock: products.stock,
  priceCentimes: products.priceCentimes,
  discount: products.discount,
};

/** The same columns as lockProducts, read without a lock: checks before the real take. */
export async function readProducts(tx: Db, ids: string[]): Promise<Map<string, LockedProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx.select(shelfColumns).from(products).where(inArray(products.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * readProducts as an expression of the caller's statement: the products whose ids `ids` (a
 * subquery) selects, as a JSON array of LockedProduct, read without a lock. `= any(array(…))`,
 * not `in (…)`: PostgreSQL guesses 100 rows for a set-returning function (the express form's
 * JSON ids), and below a few thousand products it then scanned the whole table for each order
 * (0.5 ms at 1 000 products, growing with the catalogue); an array goes through the primary key.
 */
export const productsOnShelf = (ids: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('id', ${products.id}, 'name', ${products.name},
      'images', ${products.images}, 'stock', ${products.stock},
      'priceCentimes', ${products.priceCentimes}, 'discount', ${products.discount})), '[]'::json)
    from ${products} where ${products.id} = any(array(${ids})))`;

/**
 * Locks the products of an order for the rest of the transaction. Always in id order, so two
 * checkouts sharing products take their locks in the same order and cannot deadlock; "no key
 * update" (what an UPDATE of the stock takes anyway), because the order lines and stock
 * movements already written hold key-share locks on the same products through their foreign
 * keys, which a plain FOR UPDATE would wait for: two checkouts would wait for each other.
 */
export async function lockProducts(tx: Db, ids: string[]): Promise<Map<string, LockedProduct>> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select(shelfColumns)
    .from(products)
    .where(inArray(products.id, unique))
    .orderBy(asc(products.id))
    .for('no key update');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Takes the ordered units off the shelf, one stock movement a line. The products must be locked
 * by lockProducts in the same transaction and the quantities checked against their stock; the
 * `stock >= quantity` guard still refuses to go below zero should a caller forget.
 */
export async function takeForOrder(
  tx: Db,
  lines: Array<{ productId: string; quantity: number }>,
  ref: { orderId: string; userId: string | null; reason?: StockReason },
): Promise<void> {
  if (lines.length === 0) return;
  const quantity = new Map(lines.map((l) => [l.productId, l.quantity]));
  const taken = sql`(case ${products.id} ${sql.join(
    lines.map((l) => sql`when ${l.productId} then ${l.quantity}::int`),
    sql` `,
  )} end)`;
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${taken}` })
    .where(and(inArray(products.id, [...quantity.keys()]), sql`${products.stock} >= ${taken}`))
    .returning({ id: products.id, stock: products.stock });
  if (rows.length !== quantity.size) throw new Error('stock changed under a lock');
  await tx.insert(stockMovements).values(
    rows.map((r) => ({
      productId: r.id,
      delta: -quantity.get(r.id)!,
      stockAfter: r.stock,
      reason: ref.reason ?? 'order',
      orderId: ref.orderId,
      userId: ref.userId,
    })),
  );
}

export interface CheckoutTake {
  productId: string;
  quantity: number;
  /** The price and discount the order was priced with: the units go only at that price. */
  priceCentimes: number;
  discount: number;
}

/**
 * A checkout's units off the shelf, as CTEs of the checkout's one statement: taken only where the
 * shelf still holds them at the price the order was priced with (the update's condition, checked
 * again on the row's latest version once its lock is held), one stock movement a line.
 * `taken_products` lists the ids taken: fewer than asked, and the caller must undo the whole
 * statement. The text is the same for every checkout (the lines are one JSON parameter).
 *
 * The update is the only lock taken. A `select … for no key update` of the same rows before it
 * (to lock them in id order) deadlocked two checkouts of one product up to once in 600 orders
 * under load, against the foreign keys' checks of the order's lines at the end of the statement
 * (docs/PERFORMANCE.md). The products are found through the primary key (`p.id = any(array …)`):
 * joined to the JSON lines alone, whose count PostgreSQL guesses at 100, the update scanned every
 * product for each order below a few thousand products (1 ms at 1 000). Two checkouts sharing
 * products lock them in the one order of the table's pages (the index's bitmap visits them in
 * it); a cycle PostgreSQL would still break (a row moved meanwhile) is retried by the caller
 * (retryingDeadlocks).
 */
const byProductId = (a: CheckoutTake, b: CheckoutTake) =>
  a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;

/** The lines as the one JSON parameter of checkoutTake (a stock movement's id each). */
export const takeRows = (lines: CheckoutTake[]): string =>
  JSON.stringify(
    [...lines].sort(byProductId).map((l) => ({
      id: l.productId,
      qty: l.quantity,
      price: l.priceCentimes,
      discount: l.discount,
      movement_id: newId(),
    })),
  );

/** `rows` is takeRows' JSON; it and `ref` are values or a prepared statement's placeholders. */
export const checkoutTake = (
  rows: SQLWrapper,
  ref: { orderId: SQLWrapper; userId: SQLWrapper },
): SQL => sql`
  take_wanted as (
    select * from json_to_recordset(${rows}::json)
      as w(id varchar, qty int, price int, discount int, movement_id varchar)
  ),
  take_updated as (
    update ${products} p set stock = p.stock - w.qty
    from take_wanted w
    where p.id = w.id and p.id = any(array(select id from take_wanted))
      and p.stock >= w.qty and p.price_centimes = w.price and p.discount = w.discount
    returning p.id, p.name, p.stock, w.qty, w.movement_id
  ),
  taken_products as (
    insert into ${stockMovements} (id, product_id, delta, stock_after, reason, order_id, user_id)
    select movement_id, id, -qty, stock, 'order', ${ref.orderId}, ${ref.userId} from take_updated
    returning product_id
  )`;

/**
 * The products a checkout's take (checkoutTake, in the same statement) brought down to the
 * threshold or below from above it, as `key, data` rows for a webhook (stock.low): told once
 * when it crosses, not on every later order.
 */
export const lowStockTaken = (threshold: SQLWrapper): SQL => sql`
  select id::text as key,
    jsonb_build_object('_id', id, 'name', name, 'stock', stock, 'threshold', ${threshold}::int) as data
  from take_updated
  where stock <= ${threshold}::int and stock + qty > ${threshold}::int`;

/**
 * Puts an order's units back on the shelf, one stock movement a product. The caller holds the
 * order's row lock and decides, from its status, that the units are out (so they come back
 * once). Products are updated in id order, like lockProducts, so that no two orders deadlock.
 */
export async function putBackForOrder(
  tx: Db,
  lines: Array<{ productId: string; quantity: number }>,
  ref: { orderId: string; userId: string | null; reason: StockReason },
): Promise<void> {
  await putBackForOrders(tx, [{ orderId: ref.orderId, lines }], ref);
}

/**
 * putBackForOrder for many orders in two statements (a carrier's report returns hundreds of
 * parcels): each product's stock rises once by the sum, and each order still has its own
 * movement a product, its `stockAfter` counted as if the orders came back one after another.
 */
export async function putBackForOrders(
  tx: Db,
  returned: ReadonlyArray<{
    orderId: string;
    lines: ReadonlyArray<{ productId: string; quantity: number }>;
  }>,
  ref: { userId: string | null; reason: StockReason },
): Promise<void> {
  const total = new Map<string, number>();
  const perOrder = returned.map(({ orderId, lines }) => {
    const quantity = new Map<string, number>();
    for (const l of lines) {
      quantity.set(l.productId, (quantity.get(l.productId) ?? 0) + l.quantity);
      total.set(l.productId, (total.get(l.productId) ?? 0) + l.quantity);
    }
    return { orderId, quantity };
  });
  if (total.size === 0) return;
  await lockProducts(tx, [...total.keys()]);
  const given = sql`(case ${products.id} ${sql.join(
    [...total].map(([id, qty]) => sql`when ${id} then ${qty}::int`),
    sql` `,
  )} end)`;
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${given}` })
    .where(inArray(products.id, [...total.keys()]))
    .returning({ id: products.id, stock: products.stock });
  if (rows.length === 0) return;
  // Each product's stock before the first of these orders came back.
  const running = new Map(rows.map((r) => [r.id, r.stock - total.get(r.id)!]));
  const movements = perOrder.flatMap(({ orderId, quantity }) =>
    [...quantity].flatMap(([productId, delta]) => {
      const before = running.get(productId);
      if (before === undefined) return []; // deleted since: nothing came back
      running.set(productId, before + delta);
      return [
        {
          productId,
          delta,
          stockAfter: before + delta,
          reason: ref.reason,
          orderId,
          userId: ref.userId,
        },
      ];
    }),
  );
  for (let i = 0; i < movements.length; i += MOVEMENTS_PER_INSERT) {
    await tx.insert(stockMovements).values(movements.slice(i, i + MOVEMENTS_PER_INSERT));
  }
}

/** Rows an insert of movements carries at most (PostgreSQL binds at most 65 535 values). */
const MOVEMENTS_PER_INSERT = 5000;

/**
 * An admin set the shelf count by hand (product form): one movement with the difference, so the
 * stock history explains every unit. Call it in the transaction that wrote the new count.
 */
export async function recordAdminStockChange(
  tx: Db,
  change: { productId: string; before: number; after: number; userId: string },
): Promise<void> {
  const delta = change.after - change.before;
  if (delta === 0) return;
  await tx.insert(stockMovements).values({
    productId: change.productId,
    delta,
    stockAfter: change.after,
    reason: 'admin',
    userId: change.userId,
  });
}

export function stockService(deps: AppDeps) {
  const { db } = deps;

  /** For each line: how many are asked, how many are on the shelf, whether it can be served. */
  async function checkAvailability(input: CheckAvailability): Promise<AvailabilityLine[]> {
    const ids = [...new Set(input.items.map((i) => i.productId))];
    const rows = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(inArray(products.id, ids));
    const stock = new Map(rows.map((r) => [r.id, r.stock]));
    return input.items.map((item) => {
      const available = Math.max(0, stock.get(item.productId) ?? 0);
      return {
        productId: item.productId,
        requested: item.quantity,
        available,
        ok: stock.has(item.productId) && item.quantity <= available,
      };
    });
  }

  return { checkAvailability };
}
