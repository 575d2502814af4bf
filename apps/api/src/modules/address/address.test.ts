import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADDRESS_MSG,
  MAX_ADDRESS_ROWS,
  MAX_ADDRESSES,
  type Address,
} from '@zina/shared/schemas/address';
import { addresses } from '../../db/schema';
import { createAddress, createCustomer, type Customer } from '@test/fixtures/shop';
import { createTestApp, expectMessage, expectRefusal, json, type TestApp } from '@test/test-app';

let t: TestApp;
let owner: Customer;
let other: Customer;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createCustomer(t.deps);
  other = await createCustomer(t.deps);
});
afterAll(() => t.close());

const create = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/address/create', headers: auth, payload });
const list = async (auth: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/address/get', headers: auth });
  expect(res.statusCode).toBe(200);
  return json<{ data: Address[] }>(res).data;
};
const update = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/address/update', headers: auth, payload });
const disable = (auth: Record<string, string>, _id: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/address/disable', headers: auth, payload: { _id } });

const valid = {
  adresse: ' 5 avenue Mohammed V ',
  ville: ' Casablanca ',
  telephone: '06 12 34 56 78',
};

describe('addresses', () => {
  it('creates an address, trims it and stores the phone as +212…', async () => {
    const res = await create(owner.auth, valid);
    expect(res.statusCode).toBe(201);
    expect(json<{ data: Address }>(res).data).toMatchObject({
      utilisateurId: owner.id,
      adresse: '5 avenue Mohammed V',
      ville: 'Casablanca',
      telephone: '+212612345678',
      statut: true,
    });
  });

  it('refuses missing fields, a foreign phone and over-long text in French', async () => {
    const cases: Array<[object, string]> = [
      [{ ...valid, adresse: '  ' }, "L'adresse est requise"],
      [{ ...valid, ville: '' }, 'La ville est requise'],
      [{ adresse: 'x', ville: 'Rabat' }, 'Le téléphone est requis'],
      [{ ...valid, telephone: '+33 6 12 34 56 78' }, 'Numéro de téléphone invalide'],
      [{ ...valid, telephone: '0812345678' }, 'Numéro de téléphone invalide'],
      [{ ...valid, ville: 'V'.repeat(101) }, 'La ville ne doit pas dépasser 100 caractères'],
      [{ ...valid, adresse: 'A'.repeat(301) }, "L'adresse ne doit pas dépasser 300 caractères"],
    ];
    for (const [payload, message] of cases) {
      const res = await create(owner.auth, payload);
      expect(res.statusCode, message).toBe(400);
      expect(json(res).message).toContain(message);
    }
  });

  it('lists only the caller’s visible addresses, newest first', async () => {
    const a = json<{ data: Address }>(
      await create(owner.auth, { ...valid, adresse: 'Première', telephone: '0712345678' }),
    ).data;
    const b = json<{ data: Address }>(
      await create(owner.auth, { ...valid, adresse: 'Seconde', telephone: '+212 5 28 12 34 56' }),
    ).data;
    await create(other.auth, { ...valid, adresse: 'Chez Karim' });
    const mine = await list(owner.auth);
    expect(mine.every((x) => x.utilisateurId === owner.id)).toBe(true);
    expect(mine.map((x) => x.adresse)).not.toContain('Chez Karim');
    const order = mine.map((x) => x._id);
    expect(order.indexOf(b._id)).toBeLessThan(order.indexOf(a._id));
    expect(b.telephone).toBe('+212528123456');
  });

  it('updates its own address; the utilisateurId sent is ignored', async () => {
    const a = json<{ data: Address }>(await create(owner.auth, valid)).data;
    const res = await update(owner.auth, {
      _id: a._id,
      utilisateurId: other.id,
      adresse: 'Nouvelle adresse',
      ville: 'Marrakech',
      telephone: '0661000000',
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Address }>(res).data).toMatchObject({
      utilisateurId: owner.id,
      adresse: 'Nouvelle adresse',
      ville: 'Marrakech',
      telephone: '+212661000000',
    });
    expect((await list(other.auth)).some((x) => x._id === a._id)).toBe(false);
  });

  it('another customer can neither update nor disable it (404, nothing changes)', async () => {
    const a = json<{ data: Address }>(
      await create(owner.auth, { ...valid, adresse: 'À moi' }),
    ).data;
    const upd = await update(other.auth, { ...valid, _id: a._id, adresse: 'Volée' });
    expect(upd.statusCode).toBe(404);
    expect(upd.body).not.toContain('À moi');
    const del = await disable(other.auth, a._id);
    expect(del.statusCode).toBe(404);
    expect((await list(owner.auth)).find((x) => x._id === a._id)?.adresse).toBe('À moi');
  });

  it('disables (soft delete): hidden from the list, no longer editable', async () => {
    const a = json<{ data: Address }>(
      await create(owner.auth, { ...valid, adresse: 'Ancienne' }),
    ).data;
    const res = await disable(owner.auth, a._id);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, message: 'Adresse supprimée' });
    expect((await list(owner.auth)).some((x) => x._id === a._id)).toBe(false);
    expect((await update(owner.auth, { ...valid, _id: a._id })).statusCode).toBe(404);
    expect((await disable(owner.auth, a._id)).statusCode).toBe(404);
  });

  it('refuses a visitor with 401', async () => {
    const responses = await Promise.all([
      create({}, valid),
      t.app.inject({ method: 'GET', url: '/api/address/get' }),
      update({}, { ...valid, _id: '0123456789abcdef01234567' }),
      disable({}, '0123456789abcdef01234567'),
    ]);
    for (const res of responses) expect(res.statusCode).toBe(401);
  });
});

describe('address cap (per account)', () => {
  const nth = (i: number) => ({ ...valid, adresse: `${i} rue des Tests` });
  const liveRows = async (userId: string) =>
    (await t.deps.db.select().from(addresses).where(eq(addresses.userId, userId))).filter(
      (a) => a.statut,
    ).length;

  it(`accepts ${MAX_ADDRESSES} addresses, then answers 409 in French and writes nothing`, async () => {
    const me = await createCustomer(t.deps);
    for (let i = 0; i < MAX_ADDRESSES; i++)
      expect((await create(me.auth, nth(i))).statusCode).toBe(201);
    const refused = await create(me.auth, nth(99));
    expectRefusal(refused, 409, 'CONFLICT', ADDRESS_MSG.tooMany);
    expect(await liveRows(me.id)).toBe(MAX_ADDRESSES);
    // Deleting one makes room again.
    const [first] = await list(me.auth);
    expect((await disable(me.auth, first!._id)).statusCode).toBe(200);
    expect((await create(me.auth, nth(100))).statusCode).toBe(201);
  });

  it('cannot be passed by parallel creates', async () => {
    const me = await createCustomer(t.deps);
    for (let i = 0; i < MAX_ADDRESSES - 1; i++) await createAddress(t.deps, me.id);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => create(me.auth, nth(i))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await liveRows(me.id)).toBe(MAX_ADDRESSES);
  });

  it('bounds the rows a create-and-delete loop leaves behind', async () => {
    const me = await createCustomer(t.deps);
    for (let i = 0; i < MAX_ADDRESS_ROWS; i++)
      await createAddress(t.deps, me.id, { statut: false });
    const refused = await create(me.auth, nth(1));
    expectMessage(refused, 409, ADDRESS_MSG.tooManyEver);
  });
});
