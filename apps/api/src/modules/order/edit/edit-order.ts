import { asc, eq } from 'drizzle-orm';
import { discountedPrice } from '@zina/shared/pricing';
import { ORDER_MAX_UNITS, ORDER_MSG, type Order } from '@zina/shared/schemas/order';
import { ORDER_EDIT_MSG, type OrderEdit } from '@zina/shared/schemas/order-edit';
import { toMad } from '@zina/shared/pricing';
import type { Db } from '../../../db/client';
import { newId } from '../../../db/ids';
import { orderEdits, orderLines, orders } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { conflict, invalid } from '../../../lib/errors';
import { lockProducts, putBackForOrder, takeForOrder } from '../../catalogue';
import { queueMails } from '../../mail-queue';
import { orderEditedMail } from '../core/order-mail';
import { loadOrders } from '../core/order-view';
import { lockOrder } from '../core/status-change';

/** Before shipping: the parcel has not left, the customer may still change it. */
const EDITABLE = ['pending', 'processing', 'confirmed'];

/** Whether an invoice was issued for the order (the invoice module answers). */
export type IsInvoiced = (db: Db, orderRowId: string) => Promise<boolean>;

type LineRow = typeof orderLines.$inferSelect;

/**
 * The desk's edit of an order on the call (issue 46), in one transaction with the order's row
 * and its products locked as the checkout locks them: new quantities, lines removed, products
 * added (priced now, by the shop's rule; lines kept keep the price the customer was quoted), the
 * delivery's name, phone, city and address. Units are taken or given back by the difference
 * (never below zero), the totals recomputed, the change recorded with its author and both totals,
 * and the customer told the new total by mail when an address is known. An invoiced order is not
 * edited: its invoice would no longer match.
 */
export async function editOrder(
  deps: AppDeps,
  input: OrderEdit,
  by: string,
  isInvoiced: IsInvoiced,
): Promise<Order> {
  const { db, clock } = deps;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, input.orderId);
    if (!EDITABLE.includes(locked.orderStatus)) throw conflict(ORDER_EDIT_MSG.notEditable);
    if (await isInvoiced(tx, locked.id)) throw conflict(ORDER_EDIT_MSG.invoiced);
    const [row] = await tx.select().from(orders).where(eq(orders.id, locked.id));
    const before = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, locked.id))
      .orderBy(asc(orderLines.position));
    const lines = input.lines ? await changeLines(tx, locked.id, before, input.lines, by) : before;
    const total = lines.reduce((sum, l) => sum + l.unitPriceCentimes * l.quantity, 0);
    const delivery = input.delivery;
    await tx
      .update(orders)
      .set({
        subTotalCentimes: total,
        totalCentimes: total,
        updatedAt: now,
        ...(delivery
          ? {
              customerName: delivery.name,
              deliveryAdresse: delivery.address,
              deliveryVille: delivery.city,
              deliveryTelephone: delivery.phone,
            }
          : {}),
      })
      .where(eq(orders.id, locked.id));
    const shown = (l: LineRow) => ({
      productId: l.productId,
      name: l.name,
      quantity: l.quantity,
      price: toMad(l.unitPriceCentimes),
    });
    await tx.insert(orderEdits).values({
      orderId: locked.id,
      editedBy: by,
      oldTotalCentimes: row!.totalCentimes,
      newTotalCentimes: total,
      changes: {
        lines: input.lines ? { before: before.map(shown), after: lines.map(shown) } : null,
        delivery: delivery
          ? {
              before: {
                name: row!.customerName,
                phone: row!.deliveryTelephone,
                city: row!.deliveryVille,
                address: row!.deliveryAdresse,
              },
              after: delivery,
            }
          : null,
      },
      createdAt: now,
    });
    const [order] = await loadOrders(tx, eq(orders.id, locked.id), 1);
    if (row!.totalCentimes !== total || input.lines) {
      const mail = orderEditedMail(order!, toMad(row!.totalCentimes));
      if (mail) {
        await queueMails(tx, [
          { key: `order:${locked.id}:edited:${now.getTime()}`, message: mail },
        ]);
      }
    }
    return order!;
  });
}

/** The order's lines after the edit, written, with the shelf moved by the difference. */
async function changeLines(
  tx: Db,
  orderRowId: string,
  before: LineRow[],
  wanted: NonNullable<OrderEdit['lines']>,
  by: string,
): Promise<LineRow[]> {
  const quantities = new Map<string, number>();
  for (const l of wanted)
    quantities.set(l.productId, (quantities.get(l.productId) ?? 0) + l.quantity);
  const units = [...quantities.values()].reduce((a, b) => a + b, 0);
  if (units > ORDER_MAX_UNITS) throw invalid(ORDER_MSG.tooManyUnits);
  const had = new Map<string, number>();
  for (const l of before) {
    if (l.productId) had.set(l.productId, (had.get(l.productId) ?? 0) + l.quantity);
  }
  const shelf = await lockProducts(tx, [...new Set([...quantities.keys(), ...had.keys()])]);
  for (const id of quantities.keys()) {
    if (!shelf.has(id) && !had.has(id)) throw invalid(ORDER_EDIT_MSG.productUnknown);
  }
  const take: Array<{ productId: string; quantity: number }> = [];
  const giveBack: Array<{ productId: string; quantity: number }> = [];
  for (const id of new Set([...quantities.keys(), ...had.keys()])) {
    const delta = (quantities.get(id) ?? 0) - (had.get(id) ?? 0);
    const product = shelf.get(id);
    if (delta > 0) {
      if (!product || product.stock < delta) {
        throw conflict(
          `Stock insuffisant pour « ${product?.name ?? id} » : ${product?.stock ?? 0} en stock en plus de la commande.`,
          'OUT_OF_STOCK',
        );
      }
      take.push({ productId: id, quantity: delta });
    } else if (delta < 0 && product) {
      giveBack.push({ productId: id, quantity: -delta });
    }
  }
  const ref = { orderId: orderRowId, userId: by, reason: 'order-edited' as const };
  if (take.length) await takeForOrder(tx, take, ref);
  if (giveBack.length) await putBackForOrder(tx, giveBack, ref);

  // Lines kept keep their quoted price and snapshot; new products are priced now.
  const kept = new Map(before.flatMap((l) => (l.productId ? [[l.productId, l] as const] : [])));
  const after: LineRow[] = [...quantities].map(([productId, quantity], position) => {
    const old = kept.get(productId);
    if (old) return { ...old, quantity, position };
    const p = shelf.get(productId)!;
    return {
      id: newId(),
      orderId: orderRowId,
      productId,
      position,
      name: p.name,
      image: p.images,
      unitPriceCentimes: discountedPrice(p.priceCentimes, p.discount),
      originalPriceCentimes: p.priceCentimes,
      quantity,
    };
  });
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderRowId));
  await tx.insert(orderLines).values(after);
  return after;
}
