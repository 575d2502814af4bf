import { describe, expect, it } from 'vitest';
import type { LowStockItem, StockMovement } from '@zina/shared/schemas/stock';
import { createCustomer, createProduct } from '@test/fixtures/shop';
import { expectMessage, json } from '@test/test-app';
import { orderAdminSuite } from '@test/kits/order-test-kit';

const { t, admin, kit } = orderAdminSuite();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
const lowStock = async (query = '') => {
  const res = await get(`/api/stock/low-stock${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ message: string; data: LowStockItem[] }>(res);
};

describe('low stock', () => {
  it('lists products at or under the threshold (5 by default), lowest first', async () => {
    const made = new Map<number, Awaited<ReturnType<typeof createProduct>>>();
    for (const stock of [6, 0, 5, 2, 40, 3]) {
      made.set(
        stock,
        await createProduct(t.deps, {
          name: `Article ${stock}`,
          stock,
          images: [`/uploads/a${stock}.webp`, '/uploads/b.webp'],
        }),
      );
    }
    expect(t.deps.config.lowStockThreshold).toBe(5);
    const shop = t.deps.config.publicUrl;
    const body = await lowStock();
    expect(body.message).toBe('Produits en stock faible');
    expect(body.data).toEqual(
      [0, 2, 3, 5].map((stock) => ({
        _id: made.get(stock)!.id,
        name: `Article ${stock}`,
        image: [`${shop}/uploads/a${stock}.webp`, `${shop}/uploads/b.webp`],
        stock,
      })),
    );
    expect((await lowStock('?threshold=2')).data.map((p) => p.stock)).toEqual([0, 2]);
    expect((await lowStock('?threshold=0')).data.map((p) => p.stock)).toEqual([0]);
    expect((await lowStock('?threshold=6')).data.map((p) => p.stock)).toEqual([0, 2, 3, 5, 6]);
    expect((await lowStock('?threshold=')).data.map((p) => p.stock)).toEqual([0, 2, 3, 5]);
  });

  it('answers at most 50 products', async () => {
    for (let i = 0; i < 52; i++) await createProduct(t.deps, { name: `Lot ${i}`, stock: 1 });
    const { data } = await lowStock();
    expect(data).toHaveLength(50);
    expect(data.slice(0, 3).map((p) => p.stock)).toEqual([0, 1, 1]);
  });

  it('refuses a threshold that is not a whole number from 0 in French', async () => {
    for (const threshold of ['abc', '-1', '1.5', '1000001']) {
      const res = await get(`/api/stock/low-stock?threshold=${threshold}`);
      expectMessage(res, 400, 'Le seuil doit être un nombre entier entre 0 et 100000');
    }
  });
});

describe('stock movement history', () => {
  it('shows a product’s movements newest first, with the order and who moved the units', async () => {
    const c = await createCustomer(t.deps, { name: 'Salma Benali' });
    const bag = await createProduct(t.deps, { name: 'Sac Tissé', stock: 9 });
    const other = await createProduct(t.deps, { stock: 9 });
    const order = await kit.placeOrder(c, [
      [bag, 2],
      [other, 1],
    ]);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: '/api/order/admin/update-status',
      headers: admin,
      payload: { orderId: order.orderId, order_status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);

    const res = await get(`/api/stock/history?productId=${bag.id}`);
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; data: StockMovement[] }>(res);
    expect(body.message).toBe('Historique du stock');
    expect(body.data).toEqual([
      {
        _id: expect.any(String),
        delta: 2,
        stockAfter: 9,
        reason: 'order-cancelled',
        orderId: order.orderId,
        orderLabel: order.label,
        user: { _id: expect.any(String), name: 'Admin Zina' },
        createdAt: expect.any(String),
      },
      {
        _id: expect.any(String),
        delta: -2,
        stockAfter: 7,
        reason: 'order',
        orderId: order.orderId,
        orderLabel: order.label,
        user: { _id: c.id, name: 'Salma Benali' },
        createdAt: expect.any(String),
      },
    ]);
    const limited = json<{ data: StockMovement[] }>(
      await get(`/api/stock/history?productId=${bag.id}&limit=1`),
    ).data;
    expect(limited.map((m) => m.reason)).toEqual(['order-cancelled']);
    const none = json<{ data: StockMovement[] }>(
      await get(`/api/stock/history?productId=${(await createProduct(t.deps)).id}`),
    ).data;
    expect(none).toEqual([]);
  });

  it('refuses a malformed or unknown product', async () => {
    const bad = await get('/api/stock/history?productId=abc');
    expectMessage(bad, 400, 'Identifiant invalide');
    const missing = await get('/api/stock/history');
    expect(missing.statusCode).toBe(400);
    const unknown = await get('/api/stock/history?productId=0123456789abcdef01234567');
    expectMessage(unknown, 404, 'Produit non trouvé');
  });
});
