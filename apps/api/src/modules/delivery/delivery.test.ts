import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_MSG,
  type CashRow,
  type CarrierInfo,
  type ImportResult,
  type Shipped,
} from '@zina/shared/schemas/delivery';
import type { Order } from '@zina/shared/schemas/order';
import { deliveryImports, messageJobs, orders, orderStatusChanges } from '../../db/schema';
import { multipartFile } from '@test/fixtures/multipart';
import { createCustomer, createProduct, type Customer } from '@test/fixtures/shop';
import { json } from '@test/test-app';
import { orderAdminSuite, type TestProduct } from '@test/kits/order-test-kit';

const SECRET = 'secret-de-test-sendit-0123456789';
const { t, admin, kit } = orderAdminSuite({
  env: { DELIVERY_WEBHOOK_SECRET_SENDIT: SECRET },
  clockAt: '2026-11-20T10:00:00Z',
});
let customer: Customer;
let bag: TestProduct;
beforeAll(async () => {
  customer = await createCustomer(t.deps, { name: 'Salma Bennani' });
  bag = await createProduct(t.deps, { name: 'Sac bandoulière', price: 300, stock: 1000 });
});

let phones = 0;
const freshPhone = () => `+21266${String(2_000_000 + ++phones * 7919).slice(-7)}`;

async function confirmedOrder(qty = 1): Promise<Order> {
  const o = await kit.placeOrder(customer, [[bag, qty]], {
    telephone: freshPhone(),
    ville: 'Rabat',
  });
  const res = await kit.setStatus(admin, o.orderId, 'confirmed');
  expect(res.statusCode, res.body).toBe(200);
  return o;
}

const ship = (carrier: string, list: Array<{ orderId: string; tracking?: string }>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/delivery/ship',
    headers: admin,
    payload: { carrier, orders: list },
  });

async function shipped(carrier: string, list: Order[], prefix: string): Promise<string[]> {
  const trackings = list.map((_, i) => `${prefix}${i}MA`);
  const res = await ship(
    carrier,
    list.map((o, i) => ({ orderId: o.orderId, tracking: trackings[i] })),
  );
  expect(res.statusCode, res.body).toBe(200);
  return trackings;
}

const rowOf = async (o: Order) =>
  (await t.deps.db.select().from(orders).where(eq(orders.id, o._id)))[0]!;

const upload = async (
  carrier: string,
  apply: boolean,
  bytes: Buffer,
  filename = 'rapport.csv',
  type = 'text/csv',
) => {
  const { payload, headers } = await multipartFile('file', bytes, filename, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/delivery/import?carrier=${carrier}&apply=${apply}`,
    headers: { ...admin, ...headers },
    payload,
  });
};
const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);
const resultOf = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: ImportResult }>(res as never).data;
};

/** A real XLSX workbook made by exceljs, its first sheet holding the rows. */
async function xlsx(rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Colis');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const cash = async (from = '2026-11-01', to = '2026-11-30') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/delivery/cash?from=${from}&to=${to}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: CashRow[] }>(res).data;
};
const cashOf = async (carrier: string) => (await cash()).find((c) => c.carrier === carrier)!;

describe('carriers', () => {
  it('lists every carrier with its name, tracking page pattern and adapter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/delivery/carriers',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const list = json<{ data: CarrierInfo[] }>(res).data;
    expect(list.map((c) => c.code)).toEqual([
      'amana',
      'ctm',
      'sendit',
      'ozon',
      'cathedis',
      'speedaf',
      'other',
    ]);
    expect(list.find((c) => c.code === 'sendit')).toEqual({
      code: 'sendit',
      name: 'Sendit',
      trackingUrl: 'https://app.sendit.ma/tracking/{tracking}',
      adapter: 'report',
      webhook: true,
    });
    expect(list.find((c) => c.code === 'other')).toMatchObject({
      name: 'Autre',
      trackingUrl: null,
      adapter: 'manual',
      webhook: false,
    });
  });
});

describe('bulk shipping', () => {
  it('ships confirmed orders in one call, each with its tracking number and the status change', async () => {
    const list = [await confirmedOrder(), await confirmedOrder(), await confirmedOrder()];
    const res = await ship(
      'ozon',
      list.map((o, i) => ({ orderId: i === 1 ? o.label : o.orderId, tracking: `OZBULK${i}` })),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = json<{ data: Shipped[] }>(res).data;
    expect(data).toEqual(
      list.map((o, i) => ({
        orderId: o.orderId,
        label: o.label,
        tracking: `OZBULK${i}`,
        orderStatus: 'shipped',
        trackingUrl: `https://ozonexpress.ma/tracking/OZBULK${i}`,
      })),
    );
    for (const [i, o] of list.entries()) {
      const row = await rowOf(o);
      expect(row).toMatchObject({
        orderStatus: 'shipped',
        carrier: 'ozon',
        trackingNumber: `OZBULK${i}`,
      });
      const changes = await t.deps.db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, o._id));
      expect(changes.at(-1)).toMatchObject({ fromStatus: 'confirmed', toStatus: 'shipped' });
    }
  });

  it('makes a tracking number when the carrier’s adapter may, and asks for it on the manual one', async () => {
    const a = await confirmedOrder();
    const made = await ship('amana', [{ orderId: a.orderId }]);
    expect(made.statusCode, made.body).toBe(200);
    const [row] = json<{ data: Shipped[] }>(made).data;
    expect(row!.tracking).toMatch(new RegExp(`^${a.label.replace('-', '')}-[A-Z0-9]{6}$`));
    expect((await rowOf(a)).trackingNumber).toBe(row!.tracking);

    const b = await confirmedOrder();
    const manual = await ship('other', [{ orderId: b.orderId }]);
    expect(manual.statusCode).toBe(400);
    expect(json(manual).message).toBe(DELIVERY_MSG.trackingRequired(b.label));
    expect((await rowOf(b)).orderStatus).toBe('confirmed');
  });

  it('refuses the whole batch with 409 when one order is not confirmed, writing nothing', async () => {
    const ready = await confirmedOrder();
    const pending = await kit.placeOrder(customer, [[bag, 1]], { telephone: freshPhone() });
    const res = await ship('sendit', [
      { orderId: ready.orderId, tracking: 'SDREADY1' },
      { orderId: pending.orderId, tracking: 'SDPEND1' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(DELIVERY_MSG.notShippable([pending.label]));
    expect(await rowOf(ready)).toMatchObject({ orderStatus: 'confirmed', trackingNumber: null });
    expect(await rowOf(pending)).toMatchObject({ orderStatus: 'pending', trackingNumber: null });
  });

  it('refuses a tracking number another order of the carrier has, and an unknown carrier', async () => {
    const [first, second] = [await confirmedOrder(), await confirmedOrder()];
    await shipped('ctm', [first], 'CTMDUP');
    const res = await ship('ctm', [{ orderId: second.orderId, tracking: 'CTMDUP0MA' }]);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(DELIVERY_MSG.trackingTaken('CTMDUP0MA'));
    expect((await rowOf(second)).orderStatus).toBe('confirmed');
    const bad = await ship('pigeon', [{ orderId: second.orderId, tracking: 'X1' }]);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe(DELIVERY_MSG.badCarrier);
  });

  it('gives one PDF of delivery notes on A4 and on 100×150 mm labels', async () => {
    const list = [await confirmedOrder(2), await confirmedOrder()];
    await shipped('cathedis', list, 'CATPDF');
    for (const [format, width, height] of [
      ['a4', '595.28', '841.89'],
      ['label', '283.46', '425.19'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/delivery/labels?orders=${list.map((o) => o.orderId).join(',')}&format=${format}`,
        headers: admin,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF')).toBe(true);
      // One page per parcel, of the format's size.
      expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2);
      expect(pdf).toMatch(new RegExp(`/MediaBox \\[0 0 ${width}\\d* ${height}\\d*\\]`));
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/delivery/labels?orders=${list[0]!.orderId},ORD-INCONNUE&format=a4`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe(DELIVERY_MSG.orderNotFound('ORD-INCONNUE'));
  });
});

describe('carriers’ reports', () => {
  it('previews a CSV without changing anything, then applies it once: delivered, returned, unknown', async () => {
    const [o1, o2, o3] = [await confirmedOrder(), await confirmedOrder(3), await confirmedOrder()];
    const [t1, t2, t3] = await shipped('other', [o1!, o2!, o3!], 'RPT');
    const stockBefore = await kit.stockOf(bag.id);
    const file = csv([
      'tracking,status,collected,fee',
      `${t1},delivered,${o1!.totalAmt},25`,
      `${t2},returned,0,0`,
      `${t3},in_transit,,`,
      'INCONNU404,delivered,150,25',
    ]);
    const preview = resultOf(await upload('other', false, file));
    expect(preview).toEqual({
      delivered: 1,
      returned: 1,
      inTransit: 1,
      unknown: ['INCONNU404'],
      mismatched: [],
      skipped: [],
      changes: 2,
      applied: false,
    });
    expect((await rowOf(o1!)).orderStatus).toBe('shipped');
    expect((await rowOf(o2!)).orderStatus).toBe('shipped');
    expect(await kit.stockOf(bag.id)).toBe(stockBefore);

    t.clock.advance(60_000);
    const start = t.clock.now();
    const applied = resultOf(await upload('other', true, file));
    expect(applied).toMatchObject({ delivered: 1, returned: 1, changes: 2, applied: true });
    expect(await rowOf(o1!)).toMatchObject({
      orderStatus: 'delivered',
      cashCollectedCentimes: Math.round(o1!.totalAmt * 100),
      carrierFeeCentimes: 2500,
    });
    const { deliveredAt } = await rowOf(o1!);
    expect(deliveredAt!.getTime()).toBeGreaterThanOrEqual(start.getTime());
    expect(deliveredAt!.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await rowOf(o2!)).orderStatus).toBe('retourné');
    expect((await rowOf(o3!)).orderStatus).toBe('shipped');
    // Each customer's phone is told, as by any status change.
    const told = async (o: Order) =>
      (await t.deps.db.select().from(messageJobs).where(eq(messageJobs.orderId, o.orderId))).map(
        (j) => j.template,
      );
    expect(await told(o1!)).toContain('delivered');
    expect(await told(o2!)).toContain('returned');
    // The returned parcel's three units are back on the shelf.
    expect(await kit.stockOf(bag.id)).toBe(stockBefore + 3);
    const recorded = await t.deps.db.select().from(deliveryImports);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ carrier: 'other', summary: { changes: 2, rows: 4 } });

    // The same file again: nothing changes, nothing recorded.
    const again = resultOf(await upload('other', true, file));
    expect(again).toMatchObject({ delivered: 1, returned: 1, changes: 0, applied: true });
    expect(await kit.stockOf(bag.id)).toBe(stockBefore + 3);
    expect(await t.deps.db.select().from(deliveryImports)).toHaveLength(1);
    const history = await t.deps.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, o2!._id));
    expect(history.filter((h) => h.toStatus === 'retourné')).toHaveLength(1);
  });

  it('reads an XLSX report by the carrier’s column mapping, French statuses and amounts', async () => {
    const [o1, o2] = [await confirmedOrder(), await confirmedOrder()];
    const [t1, t2] = await shipped('sendit', [o1!, o2!], 'SDX');
    const file = await xlsx([
      ['Code colis', 'Statut', 'Montant', 'Frais Sendit'],
      [t1!, 'Livré', o1!.totalAmt, 30],
      [t2!, 'Mise en distribution', '', ''],
    ]);
    const res = resultOf(
      await upload(
        'sendit',
        true,
        file,
        'export.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    );
    expect(res).toMatchObject({ delivered: 1, inTransit: 1, unknown: [], changes: 1 });
    expect(await rowOf(o1!)).toMatchObject({ orderStatus: 'delivered', carrierFeeCentimes: 3000 });
  });

  it('lists an amount that is not the order’s total and applies it, flagged', async () => {
    const o = await confirmedOrder();
    const [tr] = await shipped('speedaf', [o], 'SPD');
    const file = csv(['tracking;status;collected;fee', `${tr};delivered;100,50;20`]);
    const preview = resultOf(await upload('speedaf', false, file));
    expect(preview.mismatched).toEqual([
      { tracking: tr, label: o.label, expected: o.totalAmt, collected: 100.5 },
    ]);
    const applied = resultOf(await upload('speedaf', true, file));
    expect(applied.mismatched).toHaveLength(1);
    expect(await rowOf(o)).toMatchObject({
      orderStatus: 'delivered',
      cashCollectedCentimes: 10050,
    });
  });

  it('skips a row the order’s status does not allow, and lists it', async () => {
    const o = await confirmedOrder();
    const [tr] = await shipped('amana', [o], 'AMS');
    resultOf(
      await upload(
        'amana',
        true,
        csv(['tracking,status,collected,fee', `${tr},delivered,${o.totalAmt},10`]),
      ),
    );
    const res = resultOf(
      await upload('amana', true, csv(['tracking,status,collected,fee', `${tr},returned,0,0`])),
    );
    expect(res.skipped).toEqual([
      { tracking: tr, label: o.label, orderStatus: 'delivered', status: 'returned' },
    ]);
    expect(res.changes).toBe(0);
    expect((await rowOf(o)).orderStatus).toBe('delivered');
  });

  it('refuses a PNG, an unknown carrier, a bad amount or status, a missing column: 400, nothing applied', async () => {
    const o = await confirmedOrder();
    const [tr] = await shipped('other', [o], 'BAD');
    const good = `${tr},delivered,${o.totalAmt},25`;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: Array<[Promise<{ statusCode: number; body: string }>, string]> = [
      [upload('other', true, png, 'photo.png', 'image/png'), DELIVERY_MSG.badFile],
      [
        upload('pigeon', true, csv(['tracking,status,collected,fee', good])),
        DELIVERY_MSG.badCarrier,
      ],
      [
        upload(
          'other',
          true,
          csv(['tracking,status,collected,fee', good, `ZZ1,delivered,douze dirhams,25`]),
        ),
        DELIVERY_MSG.badRow(3, DELIVERY_MSG.badAmount),
      ],
      [
        upload('other', true, csv(['tracking,status,collected,fee', good, 'ZZ2,perdu,0,0'])),
        DELIVERY_MSG.badRow(3, DELIVERY_MSG.badStatus('perdu')),
      ],
      [
        upload('other', true, csv(['tracking,status,fee', good])),
        DELIVERY_MSG.missingColumn('collected'),
      ],
      [upload('other', true, csv(['tracking,status,collected,fee'])), DELIVERY_MSG.emptyReport],
      [
        upload('other', true, csv(['tracking,status,collected,fee', good, good])),
        DELIVERY_MSG.badRow(3, DELIVERY_MSG.twiceInReport(tr!)),
      ],
    ];
    for (const [sent, message] of cases) {
      const res = await sent;
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res as never).message).toBe(message);
    }
    expect((await rowOf(o)).orderStatus).toBe('shipped');
  });
});

describe('cash', () => {
  it('owes collected minus fees minus remitted per carrier; a remittance lowers it', async () => {
    const before = await cashOf('ctm');
    const list = [await confirmedOrder(), await confirmedOrder(2)];
    const trackings = await shipped('ctm', list, 'CTMCASH');
    resultOf(
      await upload(
        'ctm',
        true,
        csv([
          'tracking,status,collected,fee',
          ...list.map((o, i) => `${trackings[i]},delivered,${o.totalAmt},35`),
        ]),
      ),
    );
    const after = await cashOf('ctm');
    const total = list.reduce((s, o) => s + o.totalAmt, 0);
    expect(after.delivered - before.delivered).toBe(2);
    expect(after.collected - before.collected).toBeCloseTo(total, 2);
    expect(after.fees - before.fees).toBeCloseTo(70, 2);
    expect(after.owed).toBeCloseTo(after.collected - after.fees - after.remitted, 2);

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/remittance',
      headers: admin,
      payload: { carrier: 'ctm', amount: 100, date: '2026-11-20', reference: 'VIR-CTM-1' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const now = await cashOf('ctm');
    expect(now.remitted - after.remitted).toBe(100);
    expect(after.owed - now.owed).toBeCloseTo(100, 2);

    // Outside the period: neither the parcels nor the remittance.
    const october = (await cash('2026-10-01', '2026-10-31')).find((c) => c.carrier === 'ctm');
    expect(october).toMatchObject({ delivered: 0, collected: 0, remitted: 0, owed: 0 });

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/delivery/cash/export?from=2026-11-01&to=2026-11-30',
      headers: admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.body).toContain(`CTM Messagerie;2026-11-01;2026-11-30;${now.delivered};`);
  });

  it('refuses a bad period or a bad remittance in French', async () => {
    const period = await t.app.inject({
      method: 'GET',
      url: '/api/delivery/cash?from=2026-11-30&to=2026-11-01',
      headers: admin,
    });
    expect(period.statusCode).toBe(400);
    expect(json(period).message).toBe(DELIVERY_MSG.badPeriod);
    const amount = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/remittance',
      headers: admin,
      payload: { carrier: 'ctm', amount: -5, date: '2026-11-20', reference: '' },
    });
    expect(amount.statusCode).toBe(400);
    expect(json(amount).message).toBe(DELIVERY_MSG.badAmountInput);
  });
});

describe('the carriers’ webhook', () => {
  const hook = (carrier: string, body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/delivery/webhook/${carrier}`,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-signature': signature } : {}),
      },
      payload: body,
    });
  const sign = (body: string, secret = SECRET) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  it('applies a signed update as a report row, once', async () => {
    const o = await confirmedOrder();
    const [tr] = await shipped('sendit', [o], 'SDHOOK');
    const body = JSON.stringify({
      tracking: tr,
      status: 'delivered',
      collected: o.totalAmt,
      fee: 20,
    });
    const res = await hook('sendit', body, sign(body));
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: ImportResult }>(res).data).toMatchObject({ delivered: 1, changes: 1 });
    expect(await rowOf(o)).toMatchObject({ orderStatus: 'delivered', carrierFeeCentimes: 2000 });
    const again = await hook('sendit', body, sign(body));
    expect(json<{ data: ImportResult }>(again).data.changes).toBe(0);
  });

  it('refuses a wrong or missing signature, and a carrier without a secret, with 401', async () => {
    const o = await confirmedOrder();
    const [tr] = await shipped('sendit', [o], 'SDFORGED');
    const body = JSON.stringify({
      tracking: tr,
      status: 'delivered',
      collected: o.totalAmt,
      fee: 20,
    });
    for (const res of [
      await hook('sendit', body, sign(body, 'pas-le-secret')),
      await hook('sendit', body),
      await hook('sendit', body, sign(`${body} `)),
      await hook('ozon', body, sign(body)),
      await hook('pigeon', body, sign(body)),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(json(res).message).toBe(DELIVERY_MSG.badSignature);
    }
    expect((await rowOf(o)).orderStatus).toBe('shipped');
  });
});

describe('access', () => {
  it('keeps customers out of shipping and cash', async () => {
    const other = await createCustomer(t.deps, { name: 'Curieux' });
    for (const [method, url] of [
      ['POST', '/api/delivery/ship'],
      ['GET', '/api/delivery/cash?from=2026-11-01&to=2026-11-30'],
      ['GET', '/api/delivery/carriers'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: other.auth,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
