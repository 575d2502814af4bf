import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, OrderStats } from '@zina/shared/schemas/order';
import { orders, products } from '../../../db/schema';
import { createCustomer, createProduct } from '@test/fixtures/shop';
import { expectMessage, json } from '@test/test-app';
import { orderAdminSuite } from '@test/kits/order-test-kit';

// 15 July 2026, 12:00 in Morocco (UTC+1 in summer): the days are fixed, whatever today is.
const { t, admin, kit } = orderAdminSuite({ clockAt: '2026-07-15T11:00:00Z' });

const stats = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/order/admin/stats${query}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ message: string; data: OrderStats }>(res);
};
const setStatus = async (order: Order, order_status: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/order/admin/update-status',
    headers: admin,
    payload: { orderId: order.orderId, order_status },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const placedAt = (order: Order, iso: string) =>
  t.deps.db
    .update(orders)
    .set({ createdAt: new Date(iso) })
    .where(eq(orders.id, order._id));

describe('order statistics', () => {
  it('answers zeros and 30 empty days before any order', async () => {
    const body = await stats();
    expect(body.message).toBe('Statistiques des commandes');
    expect(body.data.overview).toEqual({ totalOrders: 0, totalRevenue: 0 });
    expect(body.data.totalOrders).toBe(0);
    expect(body.data.topProducts).toEqual([]);
    expect(body.data.daily).toHaveLength(30);
    expect(body.data.daily[0]).toEqual({ date: '2026-06-16', orders: 0, revenue: 0 });
    expect(body.data.daily[29]).toEqual({ date: '2026-07-15', orders: 0, revenue: 0 });
    expect(body.data.daily.every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
  });

  it('counts every order, takes revenue and top products from orders neither cancelled nor returned, by Moroccan day', async () => {
    const c = await createCustomer(t.deps);
    const bag = await createProduct(t.deps, { name: 'Sac Tissé', price: 100, stock: 100 });
    // 200 MAD at -10 %: 180 MAD paid a unit.
    const watch = await createProduct(t.deps, {
      name: 'Montre Dorée',
      price: 200,
      discount: 10,
      stock: 100,
    });
    const ring = await createProduct(t.deps, { name: 'Bague Argent', price: 50, stock: 100 });
    const belt = await createProduct(t.deps, { name: 'Ceinture Cuir', price: 30, stock: 100 });
    const scarf = await createProduct(t.deps, { name: 'Foulard Soie', price: 45, stock: 100 });
    const pin = await createProduct(t.deps, { name: 'Broche Fleur', price: 20, stock: 100 });

    const o1 = await kit.placeOrder(c, [
      [bag, 5],
      [watch, 1],
    ]); // 500 + 180 = 680
    const o2 = await kit.placeOrder(c, [
      [watch, 2],
      [ring, 1],
    ]); // 360 + 50 = 410
    const o3 = await kit.placeOrder(c, [[bag, 1]]); // 100, cancelled
    const o4 = await kit.placeOrder(c, [[ring, 4]]); // 200, returned
    const o5 = await kit.placeOrder(c, [
      [belt, 3],
      [scarf, 2],
      [pin, 1],
    ]); // 90 + 90 + 20 = 200
    const o6 = await kit.placeOrder(c, [[ring, 1]]); // 50, placed before the 30 days
    await setStatus(o3, 'cancelled');
    await setStatus(o4, 'retourné');
    await setStatus(o5, 'delivered');

    await placedAt(o1, '2026-07-15T10:00:00Z'); // 11:00 on the 15th in Morocco
    await placedAt(o2, '2026-07-14T23:30:00Z'); // 00:30 on the 15th in Morocco
    await placedAt(o3, '2026-07-14T22:30:00Z'); // 23:30 on the 14th
    await placedAt(o4, '2026-06-15T23:30:00Z'); // 00:30 on 16 June: the first of the 30 days
    await placedAt(o5, '2026-07-01T12:00:00Z');
    await placedAt(o6, '2026-06-15T22:30:00Z'); // 23:30 on 15 June: before the 30 days

    const { data } = await stats();
    expect(data.overview).toEqual({ totalOrders: 6, totalRevenue: 680 + 410 + 200 + 50 });
    expect(data.totalOrders).toBe(6);
    // By quantity, then revenue: the cancelled bag and the returned rings do not count.
    expect(data.topProducts).toEqual([
      { _id: bag.id, productName: 'Sac Tissé', count: 1, totalQuantity: 5, totalRevenue: 500 },
      { _id: watch.id, productName: 'Montre Dorée', count: 2, totalQuantity: 3, totalRevenue: 540 },
      { _id: belt.id, productName: 'Ceinture Cuir', count: 1, totalQuantity: 3, totalRevenue: 90 },
      { _id: ring.id, productName: 'Bague Argent', count: 2, totalQuantity: 2, totalRevenue: 100 },
      { _id: scarf.id, productName: 'Foulard Soie', count: 1, totalQuantity: 2, totalRevenue: 90 },
    ]);

    expect(data.daily).toHaveLength(30);
    expect(data.daily.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) =>
        new Date(Date.UTC(2026, 5, 16 + i)).toISOString().slice(0, 10),
      ),
    );
    const busy = data.daily.filter((d) => d.orders > 0);
    expect(busy).toEqual([
      { date: '2026-06-16', orders: 1, revenue: 0 },
      { date: '2026-07-01', orders: 1, revenue: 200 },
      { date: '2026-07-14', orders: 1, revenue: 0 },
      { date: '2026-07-15', orders: 2, revenue: 1090 },
    ]);
    expect(data.daily.filter((d) => d.orders === 0).every((d) => d.revenue === 0)).toBe(true);
  });

  it('gives totalOrders under the list’s filters, the overview staying whole', async () => {
    const all = (await stats()).data;
    const [someOrder] = await t.deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderStatus, 'pending'))
      .limit(1);
    await t.deps.db
      .update(orders)
      .set({ paymentStatus: 'failed' })
      .where(eq(orders.id, someOrder!.id));
    const cases: Array<[string, number]> = [
      ['?status=pending', 3],
      ['?status=retourné', 1],
      ['?status=delivered', 1],
      ['?status=shipped', 0],
      ['?payment_status=failed', 1],
      ['?status=pending&payment_status=CASH%20ON%20DELIVERY', 2],
      ['?status=&payment_status=', 6],
    ];
    for (const [query, n] of cases) {
      const { data } = await stats(query);
      expect(data.totalOrders, query).toBe(n);
      expect(data.overview).toEqual(all.overview);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/order/admin/all-orders?status=pending',
      headers: admin,
    });
    expect(json<{ totalCount: number }>(list).totalCount).toBe(3);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/order/admin/stats?status=perdu',
      headers: admin,
    });
    expectMessage(bad, 400, 'Statut de commande invalide');
  });

  it('groups the lines of a deleted product under the name they kept', async () => {
    const c = await createCustomer(t.deps);
    const gone = await createProduct(t.deps, { name: 'Sac Éphémère', price: 10, stock: 100 });
    // 100 units, 10 an order (the most one order takes of a product).
    for (let i = 0; i < 10; i++) await kit.placeOrder(c, [[gone, 10]]);
    await t.deps.db.delete(products).where(eq(products.id, gone.id));
    const top = (await stats()).data.topProducts[0]!;
    expect(top).toEqual({
      _id: null,
      productName: 'Sac Éphémère',
      count: 10,
      totalQuantity: 100,
      totalRevenue: 1000,
    });
  });
});
