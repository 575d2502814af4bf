import { describe, expect, it } from 'vitest';
import type { AvailabilityLine } from '@zina/shared/schemas/cart';
import { createCustomer, createProduct } from '@test/fixtures/shop';
import { expectMessage, json, setupTestApp } from '@test/test-app';

const t = setupTestApp();

const check = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stock/check-availability',
    headers,
    payload: payload as object,
  });

describe('stock availability', () => {
  it('tells for each line what is asked, what is on the shelf and whether it can be served', async () => {
    const plenty = await createProduct(t.deps, { stock: 8 });
    const few = await createProduct(t.deps, { stock: 2 });
    const none = await createProduct(t.deps, { stock: 0 });
    const missing = '0123456789abcdef01234567';
    const res = await check({
      items: [
        { productId: plenty.id, quantity: 8 },
        { productId: few.id, quantity: 3 },
        { productId: none.id, quantity: 1 },
        { productId: missing, quantity: 1 },
      ],
    });
    expectMessage(res, 200, 'Certains articles ne sont pas disponibles');
    expect(json<{ data: AvailabilityLine[] }>(res).data).toEqual([
      { productId: plenty.id, requested: 8, available: 8, ok: true },
      { productId: few.id, requested: 3, available: 2, ok: false },
      { productId: none.id, requested: 1, available: 0, ok: false },
      { productId: missing, requested: 1, available: 0, ok: false },
    ]);
  });

  it('answers visitors and customers alike', async () => {
    const p = await createProduct(t.deps, { stock: 1 });
    const c = await createCustomer(t.deps);
    for (const headers of [{}, c.auth]) {
      const res = await check({ items: [{ productId: p.id, quantity: 1 }] }, headers);
      expectMessage(res, 200, 'Tous les articles sont disponibles');
    }
  });

  it('refuses malformed lists with 400 in French', async () => {
    const p = await createProduct(t.deps);
    for (const payload of [
      {},
      { items: [] },
      { items: [{ productId: 'abc', quantity: 1 }] },
      { items: [{ productId: p.id, quantity: 0 }] },
      { items: Array.from({ length: 101 }, () => ({ productId: p.id, quantity: 1 })) },
    ]) {
      const res = await check(payload);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ success: false, error: true });
    }
  });
});
