import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderPage, Order } from '@zina/shared/schemas/order';
import { orders } from '../../../db/schema';
import { createCustomer, createProduct } from '@test/fixtures/shop';
import { expectMessage, json } from '@test/test-app';
import { orderAdminSuite } from '@test/kits/order-test-kit';

const { t, admin, kit } = orderAdminSuite();

const allOrders = (query: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/order/admin/all-orders${query}`, headers });
const page = async (query: string) => {
  const res = await allOrders(query);
  expect(res.statusCode, res.body).toBe(200);
  return json<AdminOrderPage>(res);
};

const ADMIN_ROUTES: Array<{ method: 'GET' | 'PUT' | 'DELETE'; url: string; payload?: object }> = [
  { method: 'GET', url: '/api/order/admin/all-orders' },
  { method: 'GET', url: '/api/order/admin/stats' },
  { method: 'PUT', url: '/api/order/admin/update-status', payload: { orderId: 'ORD-x' } },
  { method: 'DELETE', url: '/api/order/admin/delete-order', payload: { orderId: 'ORD-x' } },
  { method: 'GET', url: '/api/order/admin/history?orderId=ORD-x' },
  { method: 'GET', url: '/api/stock/low-stock' },
  { method: 'GET', url: '/api/stock/history?productId=0123456789abcdef01234567' },
  { method: 'GET', url: '/api/invoice/admin/all-invoices' },
];

describe('admin order list', () => {
  /** Seven orders of two customers, one second apart, oldest first. */
  let placed: Order[];
  let salma: Awaited<ReturnType<typeof createCustomer>>;

  beforeAll(async () => {
    salma = await createCustomer(t.deps, { name: 'Salma Benali', email: 'salma@exemple.ma' });
    const youssef = await createCustomer(t.deps, {
      name: 'Youssef Alami',
      email: 'youssef@exemple.ma',
    });
    const bag = await createProduct(t.deps, { name: 'Sac Tissé', price: 200, stock: 100 });
    const ring = await createProduct(t.deps, { name: 'Bague Argent', price: 120, stock: 100 });
    placed = [];
    for (let i = 0; i < 7; i++) {
      placed.push(
        await kit.placeOrder(i % 2 === 0 ? salma : youssef, [
          [bag, i + 1],
          [ring, 1],
        ]),
      );
      t.clock.advance(1000);
    }
  });

  it('labels every order ZN-<number>, one after the other, and finds an order by its label', async () => {
    const numbers = placed.map((o) => Number(/^ZN-(\d+)$/.exec(o.label)?.[1]));
    expect(numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1)).toBe(true);
    for (const o of [placed[0]!, placed[4]!]) {
      for (const typed of [o.label, o.label.toLowerCase(), `#${o.label}`]) {
        const found = await page(`?search=${encodeURIComponent(typed)}`);
        expect(found.data.map((x) => x.orderId)).toEqual([o.orderId]);
      }
    }
    // The label reaches an order wherever a reference does.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/admin/history?orderId=${placed[2]!.label}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('pages every customer’s orders newest first, with customer, address and lines', async () => {
    const first = await page('?limit=5');
    expect(first).toMatchObject({
      success: true,
      error: false,
      message: 'Liste des commandes',
      totalCount: 7,
      totalPages: 2,
      page: 1,
    });
    const newestFirst = placed.map((o) => o.orderId).reverse();
    expect(first.data.map((o) => o.orderId)).toEqual(newestFirst.slice(0, 5));
    const second = await page('?limit=5&page=2');
    expect(second.data.map((o) => o.orderId)).toEqual(newestFirst.slice(5));
    expect(second).toMatchObject({ totalCount: 7, totalPages: 2, page: 2 });
    expect((await page('?limit=5&page=3')).data).toEqual([]);

    // The SPEC.md §3 shape, the same as the customer's own view of the order.
    const oldest = second.data[1]!;
    expect(oldest).toEqual(placed[0]);
    expect(oldest).toMatchObject({
      userId: { _id: salma.id, name: 'Salma Benali', email: 'salma@exemple.ma' },
      delivery_address: { adresse: '12 rue des Orangers', ville: 'Agadir' },
      items: [
        { quantity: 1, product_details: { name: 'Sac Tissé' }, productId: { price: 200 } },
        { quantity: 1, product_details: { name: 'Bague Argent' }, productId: { price: 120 } },
      ],
      totalAmt: 320,
    });
  });

  it('shows 10 a page by default and accepts only 5, 10, 25, 50 or 100', async () => {
    expect((await page('')).data).toHaveLength(7);
    for (const limit of [5, 10, 25, 50, 100]) {
      const body = await page(`?limit=${limit}`);
      expect(body.data).toHaveLength(Math.min(7, limit));
      expect(body.totalPages).toBe(Math.ceil(7 / limit));
    }
    expect((await page('?limit=')).data).toHaveLength(7);
    for (const limit of ['7', '0', '1000', 'dix', '-5']) {
      const res = await allOrders(`?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(
        'Nombre de commandes par page invalide (5, 10, 25, 50 ou 100)',
      );
    }
  });

  it('filters by order status and payment status; empty values do not filter', async () => {
    const [a, b, c] = placed;
    for (const [order, status] of [
      [a!, 'cancelled'],
      [b!, 'shipped'],
      [c!, 'shipped'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/order/admin/update-status',
        headers: admin,
        payload: { orderId: order.orderId, order_status: status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.deps.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, c!._id));

    const shipped = await page('?status=shipped');
    expect(shipped.data.map((o) => o.orderId)).toEqual([c!.orderId, b!.orderId]);
    expect(shipped).toMatchObject({ totalCount: 2, totalPages: 1 });
    expect(shipped.data.every((o) => o.order_status === 'shipped')).toBe(true);

    const failed = await page('?payment_status=failed');
    expect(failed.data.map((o) => o.orderId)).toEqual([c!.orderId]);
    const both = await page('?status=shipped&payment_status=CASH%20ON%20DELIVERY');
    expect(both.data.map((o) => o.orderId)).toEqual([b!.orderId]);
    expect((await page('?status=delivered')).totalCount).toBe(0);
    expect((await page('?status=pending')).totalCount).toBe(4);
    expect((await page('?status=&payment_status=')).totalCount).toBe(7);
    const paged = await page('?status=pending&limit=5&page=1');
    expect(paged).toMatchObject({ totalCount: 4, totalPages: 1 });

    const badStatus = await allOrders('?status=perdu');
    expectMessage(badStatus, 400, 'Statut de commande invalide');
    const badPayment = await allOrders('?payment_status=gratuit');
    expectMessage(badPayment, 400, 'Statut de paiement invalide');
  });

  it('finds orders by reference or by the customer’s e-mail or name', async () => {
    const youssefs = await page('?search=youssef');
    expect(youssefs.totalCount).toBe(3);
    expect(youssefs.data.every((o) => o.userId.email === 'youssef@exemple.ma')).toBe(true);
    expect((await page('?search=BENALI')).totalCount).toBe(4);
    expect((await page('?search=salma%40exemple')).totalCount).toBe(4);
    const byRef = await page(`?search=${placed[3]!.orderId.toLowerCase()}`);
    expect(byRef.data.map((o) => o.orderId)).toEqual([placed[3]!.orderId]);
    // LIKE wildcards are taken literally.
    expect((await page('?search=%25')).totalCount).toBe(0);
    expect((await page('?search=_')).totalCount).toBe(0);
    expect((await page('?search=salma&status=shipped')).totalCount).toBe(1);
  });

  it('answers odd query strings with a 4xx in French, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['?status=pending&status=shipped', 'Statut de commande invalide'],
      ['?search=a&search=b', 'La recherche doit être un texte'],
      [`?search=${'x'.repeat(101)}`, 'La recherche ne doit pas dépasser 100 caractères'],
    ];
    for (const [query, message] of cases) {
      const res = await allOrders(query);
      expectMessage(res, 400, message);
    }
    const nul = await allOrders('?search=%00');
    expect(nul.statusCode).toBeLessThan(500);
    expect(json(nul).success).toBe(nul.statusCode === 200);
    // A page past the end or not a number: the first page, never an error.
    expect((await page('?page=abc')).page).toBe(1);
  });
});

describe('access to the back-office calls', () => {
  it('answers 401 to visitors and 403 to customers on every admin route', async () => {
    const customer = await createCustomer(t.deps);
    for (const route of ADMIN_ROUTES) {
      const visitor = await t.app.inject({ ...route });
      expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(json(visitor).message).toBe('Veuillez vous connecter pour continuer');
      const asCustomer = await t.app.inject({ ...route, headers: customer.auth });
      expect(asCustomer.statusCode, `${route.method} ${route.url}`).toBe(403);
      // The order list, history and status are the desk's too (issue 46): staff, not admin only.
      const staff =
        ['/api/order/admin/all-orders', '/api/order/admin/update-status'].includes(
          route.url.split('?')[0]!,
        ) || route.url.startsWith('/api/order/admin/history');
      expect(json(asCustomer).message).toBe(
        staff ? 'Accès réservé à l’équipe de la boutique' : 'Accès réservé aux administrateurs',
      );
    }
  });
});
