import { asc, eq, inArray, sql } from 'drizzle-orm';
import { shopWallClock } from '@zina/shared/shop-clock';
import type { Db } from '../db/client';
import {
  addresses,
  callAttempts,
  orderLines,
  orders,
  orderStatusChanges,
  products,
  users,
} from '../db/schema';
import type { AppDeps } from '../lib/deps';
import { newId } from '../db/ids';
import { takeForOrder } from '../modules/catalogue';
import { hashPassword } from '../modules/user';
import {
  CITY_PROFILES,
  FIRST_NAMES,
  LAST_NAMES,
  NOTES,
  SHIPPERS,
  STREETS,
  type CityProfile,
} from './orders-data';
import { insertRows } from './insert-rows';

/** The demo customers' password (they can sign in and see their orders). */
export const DEMO_ORDERS_PASSWORD = 'ZinaDemo2026!';
/**
 * The generator's seed, chosen among a few for a history that reads as the profiles say on the
 * demo catalogue (Casablanca and Rabat ahead, Oujda behind): with 350 orders, chance alone can
 * put a small city ahead of a big one.
 */
const DEMO_SEED = 101;
/** Orders of the past, all settled or on their way. */
export const HISTORY_ORDERS = 336;
export const HISTORY_DAYS = 100;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The statuses whose orders hold their units, waiting ones first (SPEC.md §4). */
const UNITS_HELD = ['pending', 'confirmed', 'shipped'];

/** A small deterministic generator (mulberry32): the same history each run, relative to now. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}
type Prng = ReturnType<typeof prng>;

/** The hour of an instant in Morocco, to place orders in the day rather than at 4 a.m. */
const hourInMorocco = (ms: number) => shopWallClock(ms).hour;

/** An id of the instant (ids are time-ordered, lib/ids.ts), unique as newId's are. */
const idAt = (ms: number) =>
  Math.floor(ms / 1000)
    .toString(16)
    .padStart(8, '0') + newId().slice(8);

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

interface Customer {
  name: string;
  email: string;
  phone: string;
  profile: CityProfile;
  adresse: string;
  weight: number;
}

interface ShelfProduct {
  id: string;
  name: string;
  images: string[];
  priceCentimes: number;
  salePriceCentimes: number;
  stock: number;
}

type OrderRow = typeof orders.$inferInsert;
type LineRow = typeof orderLines.$inferInsert;
type AttemptRow = typeof callAttempts.$inferInsert;
type ChangeRow = typeof orderStatusChanges.$inferInsert;

function demoCustomers(rng: Prng): Customer[] {
  const phones = new Set(['+212612345678']);
  const list: Customer[] = [];
  for (const profile of CITY_PROFILES) {
    for (let i = 0; i < profile.customers; i++) {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      let phone: string;
      do phone = `+2126${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
      while (phones.has(phone));
      phones.add(phone);
      const n = list.length + 1;
      list.push({
        name: `${first} ${last}`,
        email: `${ascii(first)}.${ascii(last)}.${n}@demo.zina.ma`,
        phone,
        profile,
        adresse: `${rng.int(1, 180)}, ${rng.pick(STREETS)}${rng.next() < 0.4 ? `, appt ${rng.int(1, 24)}` : ''}`,
        // Some customers come back more often than others.
        weight: 0.5 + rng.next() * 1.5,
      });
    }
  }
  return list;
}

/**
 * The whole demo history as rows, from `now` and the shelf: pure, so that the same seed gives
 * the same orders. Customers are given by their index; the caller knows their ids.
 */
export function demoHistory(now: number, shelf: readonly ShelfProduct[], rng: Prng) {
  const customers = demoCustomers(rng);
  const totalWeight = customers.reduce((s, c) => s + c.weight, 0);
  const pickCustomer = () => {
    let x = rng.next() * totalWeight;
    for (let i = 0; i < customers.length; i++) {
      x -= customers[i]!.weight;
      if (x <= 0) return i;
    }
    return customers.length - 1;
  };
  // A few products come back much more than others (sizes, colours not as pictured).
  const returnBias = new Map(shelf.map((p) => [p.id, rng.next() < 0.1 ? 0.15 : 0]));
  const popularity = shelf.map(() => 0.2 + rng.next() ** 2 * 3);
  const popularityTotal = popularity.reduce((s, w) => s + w, 0);
  const pickProduct = (among: readonly ShelfProduct[] = shelf) => {
    if (among !== shelf) return rng.pick(among);
    let x = rng.next() * popularityTotal;
    for (let i = 0; i < shelf.length; i++) {
      x -= popularity[i]!;
      if (x <= 0) return shelf[i]!;
    }
    return shelf[shelf.length - 1]!;
  };

  const orderRows: Array<OrderRow & { customer: number }> = [];
  const lineRows: LineRow[] = [];
  const attemptRows: Array<Omit<AttemptRow, 'agentId'>> = [];
  const changeRows: Array<Omit<ChangeRow, 'changedBy'> & { byCustomer?: number }> = [];

  function place(customer: number, createdAt: number, lines?: readonly LineRow[]) {
    const c = customers[customer]!;
    const id = idAt(createdAt);
    let own: LineRow[];
    if (lines) {
      own = lines.map((l) => ({ ...l, id: newId(), orderId: id }));
    } else {
      const count = rng.next() < 0.7 ? 1 : rng.next() < 0.8 ? 2 : 3;
      const chosen = new Set<ShelfProduct>();
      while (chosen.size < count) chosen.add(pickProduct());
      own = [...chosen].map((p, position) => ({
        id: newId(),
        orderId: id,
        productId: p.id,
        position,
        name: p.name,
        image: p.images,
        unitPriceCentimes: p.salePriceCentimes,
        originalPriceCentimes: p.priceCentimes,
        quantity: rng.next() < 0.85 ? 1 : 2,
      }));
    }
    const total = own.reduce((s, l) => s + l.unitPriceCentimes * l.quantity, 0);
    const row: OrderRow & { customer: number } = {
      id,
      orderId: `ORD-${idAt(createdAt)}`,
      customer,
      userId: '',
      deliveryAdresse: c.adresse,
      deliveryVille: c.profile.city,
      deliveryTelephone: c.phone,
      subTotalCentimes: total,
      totalCentimes: total,
      paymentStatus: 'CASH ON DELIVERY',
      orderStatus: 'pending',
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    };
    orderRows.push(row);
    lineRows.push(...own);
    return { row, lines: own };
  }

  const attempt = (orderId: string, outcome: keyof typeof NOTES, at: number, callbackAt?: number) =>
    attemptRows.push({
      id: newId(),
      orderId,
      outcome,
      note: rng.pick(NOTES[outcome]),
      callbackAt: callbackAt === undefined ? null : new Date(callbackAt),
      createdAt: new Date(at),
    });
  const change = (row: OrderRow, to: string, at: number, byCustomer?: number) => {
    changeRows.push({
      id: newId(),
      orderId: row.id!,
      fromStatus: row.orderStatus!,
      toStatus: to,
      changedAt: new Date(at),
      byCustomer,
    });
    row.orderStatus = to;
    row.updatedAt = new Date(at);
  };

  /** How the desk closed one order, then what the carrier made of it. */
  function settle(row: OrderRow & { customer: number }, lines: readonly LineRow[]) {
    const created = row.createdAt!.getTime();
    const profile = customers[row.customer]!.profile;
    const firstCall = created + rng.int(4, 50) * MINUTE;
    if (rng.next() < profile.confirm) {
      let confirmedAt: number;
      if (rng.next() < 0.18) {
        confirmedAt = created + rng.int(3, 120) * MINUTE;
        row.codOutcome = 'self_confirmed';
        change(row, 'confirmed', confirmedAt, row.customer);
      } else {
        let at = firstCall;
        const missed = rng.next() < 0.6 ? 0 : rng.next() < 0.6 ? 1 : 2;
        for (let i = 0; i < missed; i++) {
          // The next call: when the customer asked to be called back, else a few hours later.
          const next = at + rng.int(1, 5) * HOUR;
          if (rng.next() < 0.5) attempt(row.id!, 'no_answer', at);
          else attempt(row.id!, 'callback', at, next);
          at = next;
        }
        const r = rng.next();
        if (missed === 0 && r >= 0.55)
          at += (r < 0.88 ? rng.int(60, 300) : rng.int(300, 1200)) * MINUTE;
        confirmedAt = at;
        attempt(row.id!, 'confirmed', confirmedAt);
        row.codOutcome = 'confirmed';
        change(row, 'confirmed', confirmedAt);
      }
      row.confirmedAt = new Date(confirmedAt);
      const shippedAt = confirmedAt + rng.int(12, 30) * HOUR;
      if (shippedAt > now) return;
      const shipper = rng.pick(SHIPPERS);
      row.carrier = shipper.carrier;
      row.trackingNumber = `${shipper.prefix}${rng.int(10_000_000, 99_999_999)}MA`;
      change(row, 'shipped', shippedAt);
      const doneAt = shippedAt + rng.int(24, 96) * HOUR;
      if (doneAt > now) return;
      const bias = Math.max(...lines.map((l) => returnBias.get(l.productId!) ?? 0));
      change(row, rng.next() < profile.returns + bias ? 'retourné' : 'delivered', doneAt);
      return;
    }
    const r = rng.next();
    if (r < 0.12) {
      const at = created + rng.int(10, 300) * MINUTE;
      row.codOutcome = 'self_cancelled';
      change(row, 'cancelled', at, row.customer);
    } else if (r < 0.45) {
      // Three calls unanswered (DEFAULT_COD_MAX_ATTEMPTS), then the order is cancelled.
      let at = firstCall;
      for (let i = 0; i < 3; i++) {
        attempt(row.id!, 'no_answer', at);
        if (i < 2) at += rng.int(3, 20) * HOUR;
      }
      row.codOutcome = 'no_answer';
      change(row, 'cancelled', at);
    } else {
      const outcome = r < 0.82 ? 'refused' : 'wrong_number';
      let at = firstCall;
      if (rng.next() < 0.3) {
        attempt(row.id!, 'no_answer', at);
        at += rng.int(2, 6) * HOUR;
      }
      attempt(row.id!, outcome, at);
      row.codOutcome = outcome;
      change(row, 'cancelled', at);
    }
  }

  /**
   * A recent order's calls may have been drawn past now: its desk events are brought closer to
   * its creation so that the last one is 10 minutes ago (an order that shipped is old enough).
   */
  function squeeze(row: OrderRow, calls: number, changes: number) {
    const created = row.createdAt!.getTime();
    const limit = now - 10 * MINUTE;
    const own = [
      ...attemptRows.slice(calls).map((a) => a.createdAt!.getTime()),
      ...changeRows.slice(changes).map((c) => c.changedAt!.getTime()),
    ];
    const last = Math.max(created, ...own);
    if (last <= limit) return;
    const k = (limit - created) / (last - created);
    const closer = (d: Date) => new Date(created + Math.round((d.getTime() - created) * k));
    for (const a of attemptRows.slice(calls)) {
      a.createdAt = closer(a.createdAt!);
      if (a.callbackAt) a.callbackAt = closer(a.callbackAt);
    }
    for (const c of changeRows.slice(changes)) c.changedAt = closer(c.changedAt!);
    if (row.confirmedAt) row.confirmedAt = closer(row.confirmedAt);
    row.updatedAt = closer(row.updatedAt!);
  }

  // The history: spread over the days, placed in the Moroccan day (8:00 to 24:00), oldest first.
  const times: number[] = [];
  for (let i = 0; i < HISTORY_ORDERS; i++) {
    let at = now - (0.3 + rng.next() * (HISTORY_DAYS - 0.3)) * DAY;
    const hour = hourInMorocco(at);
    if (hour < 8) at += (8 - hour + rng.next() * 12) * HOUR;
    if (at > now - 7 * HOUR) at -= DAY;
    times.push(Math.round(at / 1000) * 1000);
  }
  times.sort((a, b) => a - b);
  for (const at of times) {
    const placed = place(pickCustomer(), at);
    const [calls, changes] = [attemptRows.length, changeRows.length];
    settle(placed.row, placed.lines);
    squeeze(placed.row, calls, changes);
    // Now and then the customer orders the same again soon after: the desk spots the double.
    if (rng.next() < 0.035 && at + 2 * HOUR < now - 7 * HOUR) {
      const again = place(placed.row.customer, at + rng.int(15, 90) * MINUTE, placed.lines);
      attempt(again.row.id!, 'duplicate', again.row.createdAt!.getTime() + rng.int(5, 40) * MINUTE);
      again.row.codOutcome = 'duplicate';
      change(again.row, 'cancelled', attemptRows[attemptRows.length - 1]!.createdAt!.getTime());
    }
  }

  // Live work for the desk: a handful of orders of the last hours, two with a call-back asked.
  const inStock = shelf.filter((p) => p.stock >= 5);
  const live: Array<{
    ageMinutes: number;
    calls: Array<'no_answer' | 'callback'>;
    nextCallIn?: number;
  }> = [
    { ageMinutes: 12, calls: [] },
    { ageMinutes: 38, calls: [] },
    { ageMinutes: 85, calls: ['no_answer'] },
    { ageMinutes: 140, calls: ['callback'], nextCallIn: -15 },
    { ageMinutes: 200, calls: ['no_answer', 'callback'], nextCallIn: 45 },
    { ageMinutes: 290, calls: ['no_answer'] },
  ];
  for (const l of live) {
    const createdAt = Math.round((now - l.ageMinutes * MINUTE) / 1000) * 1000;
    const customer = pickCustomer();
    const product = pickProduct(inStock);
    const { row } = place(customer, createdAt, [
      {
        orderId: '',
        productId: product.id,
        position: 0,
        name: product.name,
        image: product.images,
        unitPriceCentimes: product.salePriceCentimes,
        originalPriceCentimes: product.priceCentimes,
        quantity: 1,
      },
    ]);
    l.calls.forEach((outcome, i) => {
      const at = createdAt + (i + 1) * Math.floor((l.ageMinutes * MINUTE) / (l.calls.length + 1));
      const callbackAt = outcome === 'callback' ? now + l.nextCallIn! * MINUTE : undefined;
      attempt(row.id!, outcome, at, callbackAt);
    });
    if (l.nextCallIn !== undefined) row.nextCallAt = new Date(now + l.nextCallIn * MINUTE);
  }

  // The orders still on their way hold their units, as a checkout took them, so that the desk
  // cancelling one or a parcel coming back puts back exactly what was taken. Waiting orders come
  // first; an order the shelf can no longer serve takes nothing (the history is drawn relative to
  // now, so which orders are still on their way, and what is left for them, varies with the hour).
  const left = new Map(shelf.map((p) => [p.id, p.stock]));
  const taken: Array<{ orderId: string; customer: number; lines: LineRow[] }> = [];
  const onTheirWay = orderRows.filter((r) => UNITS_HELD.includes(r.orderStatus!));
  onTheirWay.sort(
    (a, b) => UNITS_HELD.indexOf(a.orderStatus!) - UNITS_HELD.indexOf(b.orderStatus!),
  );
  for (const row of onTheirWay) {
    const lines = lineRows.filter((x) => x.orderId === row.id);
    if (lines.some((x) => (left.get(x.productId!) ?? 0) < x.quantity)) continue;
    for (const x of lines) left.set(x.productId!, left.get(x.productId!)! - x.quantity);
    taken.push({ orderId: row.id!, customer: row.customer, lines });
  }

  return {
    customers,
    orders: orderRows,
    lines: lineRows,
    attempts: attemptRows,
    changes: changeRows,
    taken,
  };
}

/**
 * The demo shop's order history (issue #20 item 7): about 350 orders of the last 100 days from
 * 60 demo customers in 13 cities, settled as a cash-on-delivery shop's are (confirmed or
 * cancelled by the desk's calls, shipped, delivered or returned), with their lines, calls and
 * status changes, and a handful of pending orders of the last hours for the desk.
 *
 * Stock: the settled history does not move the shelf. Its units were sold and restocked long
 * ago, and the stock history shows no movement for those orders. The orders still on their way
 * (pending, confirmed, shipped) take their units (stock movements 'order', as a checkout
 * would), so that cancelling one, or its parcel coming back, puts back what it took.
 *
 * Skipped in production, when any order exists, and when there is no catalogue to order from.
 */
export async function seedDemoOrders(
  deps: AppDeps,
): Promise<{ orders: number; customers: number }> {
  const { db, config, clock } = deps;
  const none = { orders: 0, customers: 0 };
  if (config.production) return none;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  if ((existing?.n ?? 0) > 0) return none;
  const shelf = await db
    .select({
      id: products.id,
      name: products.name,
      images: products.images,
      priceCentimes: products.priceCentimes,
      salePriceCentimes: products.salePriceCentimes,
      stock: products.stock,
    })
    .from(products)
    .orderBy(asc(products.name));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, config.admin.email));
  if (shelf.length === 0 || !admin) return none;

  const now = clock.now().getTime();
  const history = demoHistory(now, shelf, prng(DEMO_SEED));
  // One hash for the 60 accounts: hashing is slow on purpose, and they share the password.
  const passwordHash = await hashPassword(DEMO_ORDERS_PASSWORD);

  await db.transaction(async (tx) => {
    const userIds = await demoAccounts(tx, history.customers, passwordHash, now);
    const ofCustomer = (i: number) => userIds[i]!;
    await insertRows(
      tx,
      orders,
      history.orders.map(({ customer, ...row }) => ({
        ...row,
        userId: ofCustomer(customer).userId,
        addressId: ofCustomer(customer).addressId,
      })),
    );
    await insertRows(tx, orderLines, history.lines);
    await insertRows(
      tx,
      callAttempts,
      history.attempts.map((a) => ({ ...a, agentId: admin.id })),
    );
    await insertRows(
      tx,
      orderStatusChanges,
      history.changes.map(({ byCustomer, ...c }) => ({
        ...c,
        changedBy: byCustomer === undefined ? admin.id : ofCustomer(byCustomer).userId,
      })),
    );
    for (const t of history.taken) {
      await takeForOrder(
        tx,
        t.lines.map((l) => ({ productId: l.productId!, quantity: l.quantity })),
        { orderId: t.orderId, userId: ofCustomer(t.customer).userId },
      );
    }
  });
  return { orders: history.orders.length, customers: history.customers.length };
}

/** The demo customers' accounts and delivery addresses; accounts already there are reused. */
async function demoAccounts(
  tx: Db,
  customers: readonly Customer[],
  passwordHash: string,
  now: number,
): Promise<Array<{ userId: string; addressId: string }>> {
  const since = new Date(now - (HISTORY_DAYS + 20) * DAY);
  await insertRows(
    tx,
    users,
    customers.map((c) => ({
      id: newId(),
      name: c.name,
      email: c.email,
      mobile: c.phone,
      passwordHash,
      verifyEmail: true,
      avatar: '',
      status: 'Active',
      role: 'USER',
      createdAt: since,
      updatedAt: since,
    })),
    sql`on conflict (email) do nothing`,
  );
  const emails = customers.map((c) => c.email);
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(accounts.map((a) => [a.email, a.id]));
  const ids = customers.map((c) => idOf.get(c.email)!);
  const kept = await tx
    .select({ id: addresses.id, userId: addresses.userId })
    .from(addresses)
    .where(inArray(addresses.userId, ids));
  const addressOf = new Map(kept.map((a) => [a.userId, a.id]));
  const missing = customers.flatMap((c, i) =>
    addressOf.has(ids[i]!)
      ? []
      : [
          {
            id: newId(),
            userId: ids[i]!,
            adresse: c.adresse,
            ville: c.profile.city,
            telephone: c.phone,
            statut: true,
            createdAt: since,
            updatedAt: since,
          },
        ],
  );
  await insertRows(tx, addresses, missing);
  for (const a of missing) addressOf.set(a.userId, a.id);
  return ids.map((userId) => ({ userId, addressId: addressOf.get(userId)! }));
}
