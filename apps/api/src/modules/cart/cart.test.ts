import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MSG, MAX_CART_LINES, type CartItem } from '@zina/shared/schemas/cart';
import { cartItems, products } from '../../db/schema';
import { newId } from '../../db/ids';
import { createCustomer, createProduct, type Customer } from '@test/fixtures/shop';
import { createTestApp, expectMessage, json, type TestApp } from '@test/test-app';

let t: TestApp;
let owner: Customer;
let other: Customer;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createCustomer(t.deps, { name: 'Salma' });
  other = await createCustomer(t.deps, { name: 'Karim' });
});
afterAll(() => t.close());

const add = (auth: Record<string, string>, productId: string) =>
  t.app.inject({ method: 'POST', url: '/api/cart/create', headers: auth, payload: { productId } });
const getCart = async (auth: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: auth });
  expect(res.statusCode).toBe(200);
  return json<{ data: CartItem[] }>(res).data;
};
const updateQty = (auth: Record<string, string>, _id: string, qty: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/cart/update-qty',
    headers: auth,
    payload: { _id, qty },
  });
const remove = (auth: Record<string, string>, _id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/cart/delete-cart-item',
    headers: auth,
    payload: { _id },
  });

describe('cart', () => {
  it('adds a product, then adds one to the same line instead of a second line', async () => {
    const p = await createProduct(t.deps, { name: 'Sac Atlas', price: 450, discount: 10 });
    const first = await add(owner.auth, p.id);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({
      success: true,
      error: false,
      message: 'Produit ajouté au panier',
    });
    const second = await add(owner.auth, p.id);
    expect(json(second).message).toBe('Quantité augmentée');
    const lines = (await getCart(owner.auth)).filter((l) => l.productId?._id === p.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      quantity: 2,
      productId: {
        name: 'Sac Atlas',
        price: 450,
        discount: 10,
        stock: 10,
        image: [expect.any(String)],
      },
    });
  });

  it('refuses to go beyond stock with 409 naming the product and what is left', async () => {
    const p = await createProduct(t.deps, { name: 'Montre Rare', stock: 2 });
    expect((await add(owner.auth, p.id)).statusCode).toBe(200);
    expect((await add(owner.auth, p.id)).statusCode).toBe(200);
    const third = await add(owner.auth, p.id);
    expect(third.statusCode).toBe(409);
    expect(json(third).message).toBe(
      'Stock insuffisant pour « Montre Rare » : il ne reste que 2 articles',
    );

    const line = (await getCart(owner.auth)).find((l) => l.productId?._id === p.id)!;
    const tooMany = await updateQty(owner.auth, line._id, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany).message).toContain('Montre Rare');

    const soldOut = await createProduct(t.deps, { name: 'Ceinture Épuisée', stock: 0 });
    const none = await add(owner.auth, soldOut.id);
    expectMessage(none, 409, '« Ceinture Épuisée » est en rupture de stock');
    for (const refusal of [third, tooMany, none]) {
      expect(json<{ code: string }>(refusal).code).toBe('OUT_OF_STOCK');
    }
  });

  it('answers 404 for a product that does not exist and 400 for a malformed id', async () => {
    const missing = await add(owner.auth, '0123456789abcdef01234567');
    expectMessage(missing, 404, 'Produit introuvable');
    const bad = await add(owner.auth, 'nope');
    expectMessage(bad, 400, 'Identifiant invalide');
  });

  it('shows each line’s product as its page does: on add, on read and on a quantity change', async () => {
    const p = await createProduct(t.deps, { name: 'Montre Fès', price: 990, discount: 15 });
    // A creation time whose microseconds a float parse would round differently.
    await t.deps.db.execute(
      sql`update ${products} set created_at = '2026-03-01 10:20:30.579999+00' where id = ${p.id}`,
    );
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId: p.id },
    });
    const shown = json<{ data: unknown }>(page).data;
    expect(shown).toMatchObject({ createdAt: '2026-03-01T10:20:30.579Z', price: 990 });

    const added = json<{ data: CartItem }>(await add(owner.auth, p.id)).data;
    expect(added.productId).toEqual(shown);
    const read = (await getCart(owner.auth)).find((l) => l._id === added._id)!;
    expect(read.productId).toEqual(shown);
    const changed = json<{ data: CartItem }>(await updateQty(owner.auth, added._id, 2)).data;
    expect(changed.productId).toEqual(shown);
  });

  it('changes a quantity within 1..stock on its own line only', async () => {
    const p = await createProduct(t.deps, { name: 'Lunettes Soleil', stock: 5 });
    const line = json<{ data: CartItem }>(await add(owner.auth, p.id)).data;
    const ok = await updateQty(owner.auth, line._id, 4);
    expect(ok.statusCode).toBe(200);
    expect(json<{ data: CartItem }>(ok).data.quantity).toBe(4);

    for (const qty of [0, -1, 1.5, 'abc']) {
      const res = await updateQty(owner.auth, line._id, qty);
      expect(res.statusCode, String(qty)).toBe(400);
      expect(json(res).success).toBe(false);
    }
    const missingId = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update-qty',
      headers: owner.auth,
      payload: { qty: 2 },
    });
    expect(json(missingId).message).toBe('Erreur: Détails du panier manquants');

    const foreign = await updateQty(other.auth, line._id, 1);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Lunettes');
    expect((await getCart(owner.auth)).find((l) => l._id === line._id)!.quantity).toBe(4);
  });

  it('deletes its own line; another customer gets 404 and the line stays', async () => {
    const p = await createProduct(t.deps, { name: 'Bracelet Argent' });
    const line = json<{ data: CartItem }>(await add(owner.auth, p.id)).data;
    const foreign = await remove(other.auth, line._id);
    expect(foreign.statusCode).toBe(404);
    expect((await getCart(owner.auth)).some((l) => l._id === line._id)).toBe(true);
    const res = await remove(owner.auth, line._id);
    expectMessage(res, 200, 'Article supprimé');
    expect((await getCart(owner.auth)).some((l) => l._id === line._id)).toBe(false);
    expect((await remove(owner.auth, line._id)).statusCode).toBe(404);
  });

  it('clears every line of its own cart; another customer’s cart stays', async () => {
    const neighbour = await createCustomer(t.deps, { name: 'Nadia' });
    const [a, b] = [await createProduct(t.deps), await createProduct(t.deps)];
    await add(owner.auth, a.id);
    await add(owner.auth, b.id);
    await add(neighbour.auth, a.id);
    const theirs = await getCart(neighbour.auth);
    const held = (await getCart(owner.auth)).length;
    expect(held).toBeGreaterThanOrEqual(2);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart/clear',
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Panier vidé',
      data: { removed: held },
    });
    expect(await getCart(owner.auth)).toEqual([]);
    expect(await getCart(neighbour.auth)).toEqual(theirs);

    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart/clear',
      headers: owner.auth,
    });
    expect(json(again)).toMatchObject({ success: true, data: { removed: 0 } });
  });

  it('shows only the caller’s own lines', async () => {
    const p = await createProduct(t.deps, { name: 'Foulard Soie' });
    await add(other.auth, p.id);
    const mine = await getCart(owner.auth);
    expect(mine.every((l) => l.userId === owner.id)).toBe(true);
    expect(mine.some((l) => l.productId?._id === p.id)).toBe(false);
    const theirs = await getCart(other.auth);
    expect(theirs.map((l) => l.productId?.name)).toEqual(['Foulard Soie']);
  });

  it('keeps a line whose product was deleted, with productId null and its name', async () => {
    const p = await createProduct(t.deps, { name: 'Pochette Retirée' });
    const line = json<{ data: CartItem }>(await add(owner.auth, p.id)).data;
    await t.deps.db.delete(products).where(eq(products.id, p.id));
    const gone = (await getCart(owner.auth)).find((l) => l._id === line._id)!;
    expect(gone).toMatchObject({ productId: null, productName: 'Pochette Retirée', quantity: 1 });
    const res = await updateQty(owner.auth, line._id, 2);
    expectMessage(res, 409, "« Pochette Retirée » n'est plus disponible");
    expect((await remove(owner.auth, line._id)).statusCode).toBe(200);
  });

  it('refuses a visitor with 401 on every cart call', async () => {
    const p = await createProduct(t.deps);
    const calls = [
      add({}, p.id),
      t.app.inject({ method: 'GET', url: '/api/cart/get' }),
      updateQty({}, '0123456789abcdef01234567', 1),
      remove({}, '0123456789abcdef01234567'),
      t.app.inject({ method: 'DELETE', url: '/api/cart/clear' }),
    ];
    for (const res of await Promise.all(calls)) {
      expectMessage(res, 401, 'Veuillez vous connecter pour continuer');
    }
  });
});

describe('cart lines cap (per account)', () => {
  it(`holds at most ${MAX_CART_LINES} different products, even under parallel adds`, async () => {
    const me = await createCustomer(t.deps);
    const made = [];
    for (let i = 0; i < MAX_CART_LINES + 4; i++) made.push(await createProduct(t.deps));
    for (const p of made.slice(0, MAX_CART_LINES - 2))
      expect((await add(me.auth, p.id)).statusCode).toBe(200);
    const answers = await Promise.all(
      made.slice(MAX_CART_LINES - 2).map((p) => add(me.auth, p.id)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(json(refused)).toEqual({
      success: false,
      error: true,
      code: 'CONFLICT',
      message: CART_MSG.tooManyLines,
    });
    expect(await getCart(me.auth)).toHaveLength(MAX_CART_LINES);
    // One more unit of a product already in the cart is still fine.
    expect((await add(me.auth, made[0]!.id)).statusCode).toBe(200);
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'cart lines cap against an add in flight (PostgreSQL)',
  () => {
    it('counts the line of the add it waited for', async () => {
      const me = await createCustomer(t.deps);
      const made = [];
      for (let i = 0; i <= MAX_CART_LINES; i++) made.push(await createProduct(t.deps));
      for (const p of made.slice(0, MAX_CART_LINES - 1))
        expect((await add(me.auth, p.id)).statusCode).toBe(200);
      // Another add of the same customer, in flight: it holds the cart's lock, its line uncommitted.
      const inFlight = made[MAX_CART_LINES - 1]!.id;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const other = t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select cart_room(${me.id}, ${inFlight}, ${MAX_CART_LINES})`);
        await tx.insert(cartItems).values({ id: newId(), userId: me.id, productId: inFlight });
        holding();
        await released;
      });
      await held;
      const last = add(me.auth, made[MAX_CART_LINES]!.id);
      // The add must reach the lock and wait there before the other commits.
      for (let i = 0; i < 100; i++) {
        const waiting = (await t.deps.db.execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
        )) as unknown as { rows: Array<{ n: number }> };
        if (waiting.rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      await other;
      expect((await last).statusCode).toBe(409);
      expect(await getCart(me.auth)).toHaveLength(MAX_CART_LINES);
    });
  },
);
