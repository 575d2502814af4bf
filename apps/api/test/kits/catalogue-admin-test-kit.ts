import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { createCustomer } from '../fixtures/shop';
import { ADMIN, json, setupTestApp, signedInHeaders } from '../test-app';

/** An id of the right shape that no row has. */
export const MISSING = 'ffffffffffffffffffffffff';

/** A 200 whose whole body is the success and its message, with no data (a delete's answer). */
export function expectPlainSuccess(res: LightMyRequestResponse, message: string) {
  expect(res.statusCode).toBe(200);
  expect(json(res)).toEqual({ success: true, error: false, message });
}

/**
 * The catalogue back office's tests: the file's app, the admin and a customer signed in (before
 * the file's own hooks), a write call made as the admin unless other headers are given, and the
 * names the storefront search finds, and a check that payloads are refused as invalid.
 */
export function catalogueAdminSuite() {
  const t = setupTestApp();
  const admin = signedInHeaders(t, ADMIN);
  const customer = {} as { authorization: string };
  beforeAll(async () => {
    Object.assign(customer, (await createCustomer(t.deps)).auth);
  });

  const call = (
    method: 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = admin,
  ) => t.app.inject({ method, url, payload: payload as object, headers });

  const searchNames = async (search: string) =>
    json<{ data: Array<{ name: string }> }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/product/search-product',
        payload: { search },
      }),
    ).data.map((p) => p.name);

  /** Each payload refused by the admin's `method url` with 400 VALIDATION and its message. */
  const expectAllInvalid = async (
    method: 'POST' | 'PUT',
    url: string,
    cases: Array<[unknown, string]>,
  ) => {
    for (const [payload, message] of cases) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${message} ← ${JSON.stringify(payload).slice(0, 120)}`).toBe(400);
      expect(json(res)).toEqual({ success: false, error: true, code: 'VALIDATION', message });
    }
  };

  return { t, admin, customer, call, searchNames, expectAllInvalid };
}
