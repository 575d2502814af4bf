import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZinaClient, type ZinaClient } from '@zina/client';
import { ADMIN, createTestApp, json, type TestApp } from '@test/test-app';

/** packages/client's types, committed: regenerated here from the routes' own document. */
const CLIENT_TYPES = fileURLToPath(
  new URL('../../../packages/client/src/openapi-types.ts', import.meta.url),
);
const HEADER =
  '// Generated from /api/openapi.json by openapi-typescript: do not edit.\n' +
  '// After a route change: npx vitest run --project api typed-client -u\n\n';

let t: TestApp;
let shop: ZinaClient;
beforeAll(async () => {
  t = await createTestApp({ seed: 'full', env: { PUBLIC_URL: 'http://localhost:3000' } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  shop = createZinaClient({ baseUrl: address });
});
afterAll(() => t.close());

describe('packages/client', () => {
  // No drift: a route whose schema changed without the client's types fails CI here (vitest
  // writes no file snapshot under CI=true).
  it('carries the types of the OpenAPI document the routes describe', async () => {
    const doc = json<Record<string, unknown>>(
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    const types = HEADER + astToString(await openapiTS(doc as never));
    await expect(types).toMatchFileSnapshot(CLIENT_TYPES);
  });

  it('lists products and places an express order against the running API, typed end to end', async () => {
    const listing = await shop.POST('/api/product/get', { body: { page: 1, limit: 12 } });
    expect(listing.response.status).toBe(200);
    const product = listing.data!.data!.find((p) => p.stock > 0)!;
    expect(product.name).toEqual(expect.any(String));

    const placed = await shop.POST('/api/order/express', {
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: {
        items: [{ productId: product._id, quantity: 2 }],
        name: 'Salma Idrissi',
        phone: '0661234567',
        city: 'Rabat',
        address: '4 avenue Mohammed V, Agdal',
      },
    });
    expect(placed.response.status, JSON.stringify(placed.error)).toBe(201);
    const order = placed.data!.data!;
    expect(order.label).toMatch(/^ZN-\d{5}$/);
    expect(order.totalAmt).toBeGreaterThanOrEqual(2 * product.price);

    const refused = await shop.POST('/api/order/express', {
      body: { items: [], name: 'x', phone: '12', city: 'Atlantis', address: '' } as never,
    });
    expect(refused.response.status).toBe(400);
    expect((refused.error as { message: string }).message).toMatch(/[éèà]|produit|ville/i);
  });

  it('sends the access token it is given', async () => {
    const signIn = await shop.POST('/api/user/login', { body: ADMIN });
    const token = signIn.data!.data!.accesstoken;
    const signedIn = createZinaClient({ baseUrl: `http://${hostOf(t)}`, accessToken: () => token });
    const me = await signedIn.GET('/api/user/user-details');
    expect(me.response.status).toBe(200);
    expect(me.data!.data!.email).toBe(ADMIN.email);
    expect((await shop.GET('/api/user/user-details')).response.status).toBe(401);
  });
});

const hostOf = (app: TestApp) => {
  const a = app.app.server.address();
  return typeof a === 'object' && a ? `127.0.0.1:${a.port}` : String(a);
};
