import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COD_MSG, CodStatsSchema, type CodStats } from '@zina/shared/schemas/cod';
import type { Order } from '@zina/shared/schemas/order';
import { orders } from '../../../db/schema';
import { createCustomer, createProduct } from '@test/fixtures/shop';
import { CUSTOMER, json, loginAs } from '@test/test-app';
import { orderAdminSuite } from '@test/kits/order-test-kit';

// 15 July 2026, 12:00 in Morocco (UTC+1 in summer): the default range is 16 June – 15 July.
const { t, admin, kit } = orderAdminSuite({ clockAt: '2026-07-15T11:00:00Z' });
beforeAll(() => placeKnownOrders());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

async function stats(query = ''): Promise<CodStats> {
  const res = await get(`/api/order/admin/cod-stats${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = json<{ message: string; data: CodStats }>(res);
  expect(body.message).toBe(COD_MSG.stats);
  return CodStatsSchema.parse(body.data);
}

const MINUTE = 60_000;

/**
 * Nine orders placed through the checkout, then moved to where the desk and the carrier left
 * them (city, status, when placed and confirmed):
 *
 * | # | city       | placed (UTC)       | confirmed after | status     | products   |
 * | 1 | Casablanca | 07-10 09:00        | 10 min          | delivered  | bag        |
 * | 2 | Casablanca | 07-11 09:00        | 30 min          | delivered  | bag        |
 * | 3 | Casablanca | 07-11 15:00        | 60 min          | retourné   | bag, watch |
 * | 4 | Rabat      | 07-12 10:00        | 20 min          | shipped    | watch      |
 * | 5 | Rabat      | 07-12 11:00        | —               | cancelled  | ring       |
 * | 6 | Oujda      | 07-13 10:00        | — (by hand)     | processing | ring       |
 * | 7 | Oujda      | 07-15 10:00        | —               | pending    | ring       |
 * | 8 | Fès        | 06-15 23:30 (16th) | —               | cancelled  | ring       |
 * | 9 | Fès        | 06-15 22:30 (15th) | 5 min           | delivered  | ring       |
 */
async function placeKnownOrders() {
  const c = await createCustomer(t.deps);
  const bag = await createProduct(t.deps, { name: 'Sac Tissé', stock: 100 });
  const watch = await createProduct(t.deps, { name: 'Montre Dorée', stock: 100 });
  const ring = await createProduct(t.deps, { name: 'Bague Argent', stock: 100 });
  const known: Array<[Order, string, string, number | null, string]> = [];
  const add = async (
    lines: Array<[typeof bag, number]>,
    city: string,
    placed: string,
    confirmedAfter: number | null,
    status: string,
  ) => known.push([await kit.placeOrder(c, lines), city, placed, confirmedAfter, status]);
  await add([[bag, 1]], 'Casablanca', '2026-07-10T09:00:00Z', 10, 'delivered');
  await add([[bag, 1]], 'Casablanca', '2026-07-11T09:00:00Z', 30, 'delivered');
  await add(
    [
      [bag, 1],
      [watch, 2],
    ],
    'Casablanca',
    '2026-07-11T15:00:00Z',
    60,
    'retourné',
  );
  await add([[watch, 1]], 'Rabat', '2026-07-12T10:00:00Z', 20, 'shipped');
  await add([[ring, 1]], 'Rabat', '2026-07-12T11:00:00Z', null, 'cancelled');
  await add([[ring, 1]], 'Oujda', '2026-07-13T10:00:00Z', null, 'processing');
  await add([[ring, 1]], 'Oujda', '2026-07-15T10:00:00Z', null, 'pending');
  await add([[ring, 1]], 'Fès', '2026-06-15T23:30:00Z', null, 'cancelled');
  await add([[ring, 1]], 'Fès', '2026-06-15T22:30:00Z', 5, 'delivered');
  for (const [order, city, placed, confirmedAfter, status] of known) {
    const createdAt = new Date(placed);
    await t.deps.db
      .update(orders)
      .set({
        deliveryVille: city,
        createdAt,
        orderStatus: status,
        confirmedAt:
          confirmedAfter === null ? null : new Date(+createdAt + confirmedAfter * MINUTE),
      })
      .where(eq(orders.id, order._id));
  }
}

describe('cash-on-delivery figures', () => {
  it('computes the rates of the last 30 days by default, by city, by product and by day', async () => {
    const s = await stats();
    expect(s.from).toBe('2026-06-16');
    expect(s.to).toBe('2026-07-15');
    // Orders 1–8: 5 confirmed (1, 2, 3, 4 and 6 by hand) of 7 decided (7 still pending); 4
    // shipped, of which 4 still in transit: 2 delivered and 1 returned of 3 decided (issue 46).
    expect(s.orders).toBe(8);
    expect(s.pending).toBe(1);
    expect(s.inTransit).toBe(1);
    expect(s.confirmationRate).toBe(5 / 7);
    expect(s.deliveryRate).toBe(2 / 3);
    expect(s.returnRate).toBe(1 / 3);
    // 10, 20, 30, 60 minutes.
    expect(s.medianMinutesToConfirm).toBe(25);

    expect(s.byCity).toEqual([
      {
        city: 'Casablanca',
        orders: 3,
        confirmationRate: 1,
        deliveryRate: 2 / 3,
        returnRate: 1 / 3,
        pending: 0,
        inTransit: 0,
      },
      {
        city: 'Oujda',
        orders: 2,
        confirmationRate: 1,
        deliveryRate: 0,
        returnRate: 0,
        pending: 1,
        inTransit: 0,
      },
      {
        city: 'Rabat',
        orders: 2,
        confirmationRate: 0.5,
        deliveryRate: 0,
        returnRate: 0,
        pending: 0,
        inTransit: 1,
      },
      {
        city: 'Fès',
        orders: 1,
        confirmationRate: 0,
        deliveryRate: 0,
        returnRate: 0,
        pending: 0,
        inTransit: 0,
      },
    ]);
    expect(s.byCity.reduce((sum, c) => sum + c.orders, 0)).toBe(s.orders);

    // Worst return rate first among products with 3 parcels shipped at least: the bag (1 of 3);
    // then the others, the watch (1 of 2 shipped) before the ring (0).
    expect(s.byProduct.map((p) => [p.name, p.orders, p.returnRate])).toEqual([
      ['Sac Tissé', 3, 1 / 3],
      ['Montre Dorée', 2, 0.5],
      ['Bague Argent', 4, 0],
    ]);
    expect(s.byProduct.every((p) => p.productId !== null)).toBe(true);

    expect(s.byDay).toHaveLength(30);
    expect(s.byDay[0]).toEqual({
      day: '2026-06-16',
      orders: 1,
      confirmationRate: 0,
      deliveryRate: 0,
      returnRate: 0,
      pending: 0,
      inTransit: 0,
    });
    const day = (d: string) => s.byDay.find((x) => x.day === d)!;
    expect(day('2026-07-11')).toEqual({
      day: '2026-07-11',
      orders: 2,
      confirmationRate: 1,
      deliveryRate: 0.5,
      returnRate: 0.5,
      pending: 0,
      inTransit: 0,
    });
    expect(day('2026-07-14').orders).toBe(0);
    expect(s.byDay.reduce((sum, d) => sum + d.orders, 0)).toBe(s.orders);
  });

  it('keeps only the orders placed in the range, in Moroccan days', async () => {
    const mid = await stats('?from=2026-07-11&to=2026-07-12');
    // Orders 2–5.
    expect(mid.orders).toBe(4);
    expect(mid.confirmationRate).toBe(3 / 4);
    // Order 4 still in transit: 1 delivered and 1 returned of 2 decided parcels.
    expect(mid.deliveryRate).toBe(1 / 2);
    expect(mid.returnRate).toBe(1 / 2);
    expect(mid.medianMinutesToConfirm).toBe(30);
    expect(mid.byDay.map((d) => d.day)).toEqual(['2026-07-11', '2026-07-12']);

    // 22:30 UTC on 15 June is 23:30 in Morocco: still the 15th.
    const fifteenth = await stats('?from=2026-06-15&to=2026-06-15');
    expect(fifteenth.orders).toBe(1);
    expect(fifteenth.byCity).toEqual([
      {
        city: 'Fès',
        orders: 1,
        confirmationRate: 1,
        deliveryRate: 1,
        returnRate: 0,
        pending: 0,
        inTransit: 0,
      },
    ]);
    expect(fifteenth.medianMinutesToConfirm).toBe(5);

    const all = await stats('?from=2026-06-01&to=2026-07-31');
    expect(all.orders).toBe(9);
    expect(all.byDay).toHaveLength(61);
    expect(all.byCity.reduce((sum, c) => sum + c.orders, 0)).toBe(9);

    // Nothing placed: zeros, no median, no products.
    const none = await stats('?from=2025-01-01&to=2025-01-31');
    expect(none).toMatchObject({
      orders: 0,
      confirmationRate: 0,
      deliveryRate: 0,
      returnRate: 0,
      medianMinutesToConfirm: null,
      byCity: [],
      byProduct: [],
    });
  });

  it('exports the figures by city and by product as a CSV file', async () => {
    const res = await get('/api/order/admin/cod-stats.csv?from=2026-06-16&to=2026-07-15');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="performance-cod-2026-06-16-2026-07-15.csv"',
    );
    expect(res.body.startsWith('\uFEFFPériode;2026-06-16;2026-07-15\r\n')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toContain(
      'Ville;Commandes;Taux de confirmation (%);Taux de livraison (%);Taux de retour (%)',
    );
    expect(lines).toContain('Casablanca;3;100;66,7;33,3');
    expect(lines).toContain('Toutes les villes;8;71,4;66,7;33,3');
    expect(lines).toContain('Produit;Commandes;Taux de retour (%)');
    expect(lines).toContain('Montre Dorée;2;50');
  });

  it('refuses bad dates and ranges with a French message', async () => {
    const cases: Array<[string, string]> = [
      ['?from=2026-13-45', COD_MSG.badDate],
      ['?to=15/07/2026', COD_MSG.badDate],
      ['?from=2026-07-15&to=2026-07-01', COD_MSG.badRange],
      ['?from=2024-01-01&to=2026-01-01', COD_MSG.rangeTooLong],
      // Alone, a start after today is a range that ends before it begins.
      ['?from=2026-08-01', COD_MSG.badRange],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/order/admin/cod-stats', '/api/order/admin/cod-stats.csv']) {
        const res = await get(`${path}${query}`);
        expect(res.statusCode, `${path}${query}`).toBe(400);
        expect(json(res).message, `${path}${query}`).toBe(message);
      }
    }
  });

  it('answers admins only', async () => {
    const customer = (await loginAs(t.app, CUSTOMER.email, CUSTOMER.password)).auth;
    for (const path of ['/api/order/admin/cod-stats', '/api/order/admin/cod-stats.csv']) {
      expect((await get(path, customer)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
  });
});
