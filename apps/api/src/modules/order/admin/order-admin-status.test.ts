import { asc, eq, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderStatusChange } from '@zina/shared/schemas/order';
import {
  orderLines,
  orders,
  orderStatusChanges,
  products,
  stockMovements,
} from '../../../db/schema';
import { createCustomer, createProduct, type Customer } from '@test/fixtures/shop';
import { expectMessage, expectRefusal, json } from '@test/test-app';
import { invoiceKit } from '@test/kits/invoice-test-kit';
import { orderAdminSuite } from '@test/kits/order-test-kit';

const { t, admin, kit } = orderAdminSuite();
const { generate } = invoiceKit(t);
let adminId: string;
let customer: Customer;
beforeAll(async () => {
  const me = await t.app.inject({ method: 'GET', url: '/api/user/user-details', headers: admin });
  adminId = json<{ data: { _id: string } }>(me).data._id;
  customer = await createCustomer(t.deps, { name: 'Salma Benali' });
});

const setStatus = (orderId: string, order_status: string) =>
  kit.setStatus(admin, orderId, order_status);
const deleteOrder = (orderId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/order/admin/delete-order',
    headers: admin,
    payload: { orderId },
  });

/** Stock movements in the order they were written. */
const movesWhere = (where: SQL) =>
  t.deps.db
    .select()
    .from(stockMovements)
    .where(where)
    .orderBy(asc(stockMovements.createdAt), asc(stockMovements.id));
/** The order's stock movements: [product, delta, after, reason, user]. */
const movesOf = async (orderRowId: string) =>
  (await movesWhere(eq(stockMovements.orderId, orderRowId))).map((m) => [
    m.productId,
    m.delta,
    m.stockAfter,
    m.reason,
    m.userId,
  ]);
const movesOfProduct = async (productId: string) =>
  (await movesWhere(eq(stockMovements.productId, productId))).map((m) => [
    m.delta,
    m.stockAfter,
    m.reason,
  ]);
const statusOf = async (id: string) =>
  (await t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]?.orderStatus;

describe('order status changes', () => {
  it('moves an order back and forth, putting the stock back and taking it again exactly once each time', async () => {
    const bag = await createProduct(t.deps, { name: 'Sac Tissé', stock: 10 });
    const watch = await createProduct(t.deps, { name: 'Montre Dorée', stock: 5 });
    const order = await kit.placeOrder(customer, [
      [bag, 3],
      [watch, 2],
    ]);
    const stock = async () => [await kit.stockOf(bag.id), await kit.stockOf(watch.id)];
    expect(await stock()).toEqual([7, 3]);

    const steps: Array<[string, number[], string | null]> = [
      ['cancelled', [10, 5], 'order-cancelled'],
      ['confirmed', [7, 3], 'order-reopened'],
      ['retourné', [10, 5], 'order-returned'],
      ['delivered', [7, 3], 'order-reopened'],
      ['shipped', [7, 3], null],
      ['retourné', [10, 5], 'order-returned'],
      ['cancelled', [10, 5], null],
      ['pending', [7, 3], 'order-reopened'],
    ];
    const expectedMoves: unknown[][] = [
      [bag.id, -3, 7, 'order', customer.id],
      [watch.id, -2, 3, 'order', customer.id],
    ];
    let from = 'pending';
    for (const [to, after, reason] of steps) {
      // The reference or the _id, as the customer calls accept.
      const res = await setStatus(to === 'confirmed' ? order._id : order.orderId, to);
      expect(res.statusCode, res.body).toBe(200);
      const body = json<{ message: string; data: Order }>(res);
      expect(body.message).toBe('Statut de la commande mis à jour');
      expect(body.data).toMatchObject({ orderId: order.orderId, order_status: to });
      expect(await stock(), `${from} → ${to}`).toEqual(after);
      if (reason) {
        const sign = reason === 'order-reopened' ? -1 : 1;
        const bagBefore = expectedMoves.filter((m) => m[0] === bag.id).at(-1)![2] as number;
        const watchBefore = expectedMoves.filter((m) => m[0] === watch.id).at(-1)![2] as number;
        expectedMoves.push(
          [bag.id, sign * 3, bagBefore + sign * 3, reason, adminId],
          [watch.id, sign * 2, watchBefore + sign * 2, reason, adminId],
        );
      }
      const moves = await movesOf(order._id);
      expect(moves.slice(0, 2).sort()).toEqual(expectedMoves.slice(0, 2).sort());
      // Each step's pair of movements, in any product order.
      for (let i = 2; i < expectedMoves.length; i += 2) {
        expect(moves.slice(i, i + 2).sort(), `${from} → ${to}`).toEqual(
          expectedMoves.slice(i, i + 2).sort(),
        );
      }
      expect(moves).toHaveLength(expectedMoves.length);
      from = to;
    }

    // Every change recorded with who and when, and readable in the history call.
    const rows = await t.deps.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order._id));
    expect(rows).toHaveLength(steps.length);
    expect(rows.every((r) => r.changedBy === adminId && r.changedAt instanceof Date)).toBe(true);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/order/admin/history?orderId=${order.orderId}`,
      headers: admin,
    });
    expect(history.statusCode).toBe(200);
    const changes = json<{ data: OrderStatusChange[] }>(history).data;
    expect(changes.map((c) => [c.from_status, c.to_status])).toEqual(
      steps.map(([to], i) => [i === 0 ? 'pending' : steps[i - 1]![0], to]),
    );
    expect(changes[0]!.changedBy).toEqual({ _id: adminId, name: 'Admin Zina' });

    // The customer's Mes Commandes shows the new status.
    await setStatus(order.orderId, 'shipped');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/order/order-list',
      headers: customer.auth,
    });
    expect(json<{ data: Order[] }>(mine).data[0]).toMatchObject({
      orderId: order.orderId,
      order_status: 'shipped',
    });
  });

  it('tells the customer, by a queued mail, when the order is confirmed, shipped, delivered or cancelled', async () => {
    const belt = await createProduct(t.deps, { name: 'Ceinture Cuir', stock: 6 });
    const order = await kit.placeOrder(customer, [[belt, 2]]);
    await t.sendQueuedMail();
    const label = order.label;
    const news = () =>
      t
        .outbox()
        .filter((m) => m.to === customer.email && m.subject.startsWith('Votre commande'))
        .map((m) => m.subject);
    const before = news().length;

    for (const status of ['processing', 'confirmed', 'shipped', 'delivered', 'cancelled']) {
      expect((await setStatus(order.orderId, status)).statusCode).toBe(200);
    }
    // The same status again is no news.
    expect((await setStatus(order.orderId, 'cancelled')).statusCode).toBe(200);
    expect(await t.sendQueuedMail()).toBe(4);
    expect(news().slice(before)).toEqual([
      `Votre commande ${label} : confirmée`,
      `Votre commande ${label} : expédiée`,
      `Votre commande ${label} : livrée`,
      `Votre commande ${label} : annulée`,
    ]);
    const shipped = t.outbox().find((m) => m.subject === `Votre commande ${label} : expédiée`)!;
    expect(shipped.text).toContain(`Bonjour ${customer.name}, votre commande est en route.`);
    expect(shipped.text).toContain('Ceinture Cuir × 2');
  });

  it('setting the same status changes nothing', async () => {
    const ring = await createProduct(t.deps, { stock: 4 });
    const order = await kit.placeOrder(customer, [[ring, 1]]);
    expect((await setStatus(order.orderId, 'cancelled')).statusCode).toBe(200);
    const again = await setStatus(order.orderId, 'cancelled');
    expectMessage(again, 200, 'La commande a déjà ce statut');
    expect(await kit.stockOf(ring.id)).toBe(4);
    expect(await movesOf(order._id)).toHaveLength(2);
    const changes = await t.deps.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order._id));
    expect(changes).toHaveLength(1);
  });

  it('puts the stock back once when the same cancellation is sent twice at once', async () => {
    const belt = await createProduct(t.deps, { stock: 6 });
    const order = await kit.placeOrder(customer, [[belt, 2]]);
    const both = await Promise.all([
      setStatus(order.orderId, 'cancelled'),
      setStatus(order.orderId, 'cancelled'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => json(r).message).sort()).toEqual([
      'La commande a déjà ce statut',
      'Statut de la commande mis à jour',
    ]);
    expect(await kit.stockOf(belt.id)).toBe(6);
    expect(await movesOfProduct(belt.id)).toEqual([
      [-2, 4, 'order'],
      [2, 6, 'order-cancelled'],
    ]);
  });

  it('refuses to reopen an order whose units were sold meanwhile, naming the product, and changes nothing', async () => {
    const glasses = await createProduct(t.deps, { name: 'Lunettes Soleil', stock: 5 });
    const scarf = await createProduct(t.deps, { name: 'Foulard Soie', stock: 5 });
    const order = await kit.placeOrder(customer, [
      [scarf, 1],
      [glasses, 4],
    ]);
    await setStatus(order.orderId, 'cancelled');
    expect(await kit.stockOf(glasses.id)).toBe(5);
    await t.deps.db.update(products).set({ stock: 3 }).where(eq(products.id, glasses.id));
    const movesBefore = await movesOf(order._id);

    const res = await setStatus(order.orderId, 'confirmed');
    expectRefusal(
      res,
      409,
      'OUT_OF_STOCK',
      'Stock insuffisant pour « Lunettes Soleil » (3 en stock) : la commande ne peut pas quitter ce statut',
    );
    expect(await statusOf(order._id)).toBe('cancelled');
    expect(await kit.stockOf(glasses.id)).toBe(3);
    expect(await kit.stockOf(scarf.id)).toBe(5);
    expect(await movesOf(order._id)).toEqual(movesBefore);
    // Cancelled to returned keeps the units on the shelf: allowed whatever the stock.
    expect((await setStatus(order.orderId, 'retourné')).statusCode).toBe(200);
    expect(await kit.stockOf(glasses.id)).toBe(3);
    expect(await movesOf(order._id)).toEqual(movesBefore);
  });

  it('skips the lines of products deleted since', async () => {
    const kept = await createProduct(t.deps, { stock: 5 });
    const gone = await createProduct(t.deps, { name: 'Bracelet Perles', stock: 5 });
    const order = await kit.placeOrder(customer, [
      [kept, 1],
      [gone, 2],
    ]);
    await t.deps.db.delete(products).where(eq(products.id, gone.id));
    expect((await setStatus(order.orderId, 'cancelled')).statusCode).toBe(200);
    expect(await kit.stockOf(kept.id)).toBe(5);
    expect((await setStatus(order.orderId, 'processing')).statusCode).toBe(200);
    expect(await kit.stockOf(kept.id)).toBe(4);
    const reasons = (await movesOf(order._id)).map((m) => [m[0], m[3]]);
    expect(reasons.filter((m) => m[1] !== 'order')).toEqual([
      [kept.id, 'order-cancelled'],
      [kept.id, 'order-reopened'],
    ]);
    // The order still shows the deleted product's line.
    const res = await setStatus(order.orderId, 'confirmed');
    expect(
      json<{ data: Order }>(res)
        .data.items.map((i) => i.productId._id)
        .sort(),
    ).toEqual([kept.id, null].sort());
  });

  it('refuses unknown orders, unknown statuses and missing fields in French', async () => {
    const unknown = await setStatus('ORD-inconnu', 'confirmed');
    expectMessage(unknown, 404, 'Commande introuvable');
    const ring = await createProduct(t.deps);
    const order = await kit.placeOrder(customer, [[ring, 1]]);
    for (const status of ['perdu', '', 'Cancelled']) {
      const res = await setStatus(order.orderId, status);
      expectMessage(res, 400, 'Statut de commande invalide');
    }
    const noOrder = await t.app.inject({
      method: 'PUT',
      url: '/api/order/admin/update-status',
      headers: admin,
      payload: { order_status: 'confirmed' },
    });
    expectMessage(noOrder, 400, 'Le numéro de commande est requis');
    expect(await statusOf(order._id)).toBe('pending');
  });
});

describe('order deletion', () => {
  it('deletes a pending order and puts its units back', async () => {
    const bag = await createProduct(t.deps, { stock: 8 });
    const order = await kit.placeOrder(customer, [[bag, 3]]);
    expect(await kit.stockOf(bag.id)).toBe(5);
    const res = await deleteOrder(order.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Commande supprimée avec succès',
      data: { _id: order._id, orderId: order.orderId },
    });
    expect(await statusOf(order._id)).toBeUndefined();
    expect(
      await t.deps.db.select().from(orderLines).where(eq(orderLines.orderId, order._id)),
    ).toEqual([]);
    expect(await kit.stockOf(bag.id)).toBe(8);
    expect(await movesOfProduct(bag.id)).toEqual([
      [-3, 5, 'order'],
      [3, 8, 'order-deleted'],
    ]);
    expect((await deleteOrder(order.orderId)).statusCode).toBe(404);
  });

  it('deletes a cancelled order without giving its units back twice', async () => {
    const bag = await createProduct(t.deps, { stock: 8 });
    const order = await kit.placeOrder(customer, [[bag, 3]]);
    await setStatus(order._id, 'cancelled');
    expect(await kit.stockOf(bag.id)).toBe(8);
    expect((await deleteOrder(order._id)).statusCode).toBe(200);
    expect(await kit.stockOf(bag.id)).toBe(8);
    expect(await movesOfProduct(bag.id)).toEqual([
      [-3, 5, 'order'],
      [3, 8, 'order-cancelled'],
    ]);
  });

  it('refuses every other status with 409 in French, unless the payment failed', async () => {
    const bag = await createProduct(t.deps, { stock: 50 });
    for (const status of ['processing', 'confirmed', 'shipped', 'delivered', 'retourné']) {
      const order = await kit.placeOrder(customer, [[bag, 1]]);
      expect((await setStatus(order.orderId, status)).statusCode).toBe(200);
      const stockBefore = await kit.stockOf(bag.id);
      const res = await deleteOrder(order.orderId);
      expect(res.statusCode, status).toBe(409);
      expect(json(res).message).toBe(
        'Seules les commandes en attente ou annulées, ou dont le paiement a échoué, peuvent être supprimées',
      );
      expect(await statusOf(order._id)).toBe(status);
      expect(await kit.stockOf(bag.id)).toBe(stockBefore);

      // The same order once its payment failed: deletable, and units still out come back.
      await t.deps.db
        .update(orders)
        .set({ paymentStatus: 'failed' })
        .where(eq(orders.id, order._id));
      expect((await deleteOrder(order.orderId)).statusCode, status).toBe(200);
      expect(await kit.stockOf(bag.id)).toBe(status === 'retourné' ? stockBefore : stockBefore + 1);
    }
    expect(await kit.stockOf(bag.id)).toBe(50);
  });

  it('refuses an invoiced order: invoices are legal records', async () => {
    const bag = await createProduct(t.deps, { stock: 8 });
    const order = await kit.placeOrder(customer, [[bag, 2]]);
    const pdf = await generate(customer.auth, order.orderId);
    expect(pdf.statusCode).toBe(200);
    const res = await deleteOrder(order.orderId);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(
      'Cette commande a une facture : elle ne peut pas être supprimée (les factures sont des documents légaux)',
    );
    expect(await statusOf(order._id)).toBe('pending');
    expect(await kit.stockOf(bag.id)).toBe(6);
  });

  it('refuses a missing or unknown order reference', async () => {
    const unknown = await deleteOrder('0123456789abcdef01234567');
    expectMessage(unknown, 404, 'Commande introuvable');
    const empty = await deleteOrder('  ');
    expectMessage(empty, 400, 'Le numéro de commande est requis');
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/order/admin/history?orderId=ORD-inconnu',
      headers: admin,
    });
    expect(history.statusCode).toBe(404);
  });
});
