import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListenHandlers } from '../../db/client';
import { refreshSessions, users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { createCustomer } from '@test/fixtures/shop';
import { ADMIN, loginAs, secondProcess, setupTestApp } from '@test/test-app';
import { createSessionCache } from './session-cache';

const details = (app: FastifyInstance, auth: { authorization: string }) =>
  app.inject({ method: 'GET', url: '/api/user/user-details', headers: auth });

/** What the access token of `auth` carries: the claims a session check is given. */
function claimsOf(auth: { authorization: string }): { sub: string; sid: string } {
  const payload = auth.authorization.split('.')[1]!;
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string; sid: string };
}

// The cache itself, its channel played by the test: what it keeps, and when it stops trusting it.
describe('session cache', () => {
  const t = setupTestApp();
  let handlers: ListenHandlers;
  let deps: AppDeps;
  beforeAll(() => {
    const channel = {
      notify: async () => {},
      listen: async (_name: string, h: ListenHandlers) => {
        handlers = h;
        return async () => {};
      },
    };
    deps = { ...t.deps, database: { ...t.deps.database, channel } };
  });

  /** A session revoked in its table with no word to the cache (a change it did not hear). */
  const revokeSilently = (sid: string) =>
    t.deps.db
      .update(refreshSessions)
      .set({ revokedAt: new Date() })
      .where(eq(refreshSessions.id, sid));

  async function listeningCache() {
    const cache = createSessionCache(deps);
    await cache.listen();
    return cache;
  }

  /** A customer, the claims of their token, and a listening cache that has checked them once. */
  async function checkedOnce() {
    const c = await createCustomer(t.deps);
    const claims = claimsOf(c.auth);
    const cache = await listeningCache();
    expect(await cache.role(t.deps.db, claims, t.clock.now())).toBe('USER');
    return { c, claims, cache };
  }

  it('answers from memory while it listens, and asks the database again once it stops', async () => {
    const { claims, cache } = await checkedOnce();
    await revokeSilently(claims.sid);
    // Kept: this is the round trip it saves.
    expect(await cache.role(t.deps.db, claims, t.clock.now())).toBe('USER');
    handlers.lost();
    expect(await cache.role(t.deps.db, claims, t.clock.now())).toBeNull();
  });

  it('drops what a change names: the session, or every session of the account', async () => {
    const { c, claims, cache } = await checkedOnce();
    expect(cache.size()).toBe(1);
    handlers.message(`s:${claims.sid}`);
    expect(cache.size()).toBe(0);
    expect(await cache.role(t.deps.db, claims, t.clock.now())).toBe('USER');
    handlers.message(`u:${c.id}`);
    expect(cache.size()).toBe(0);
  });

  it('keeps nothing read while a change arrived, nor past its bound or the session end', async () => {
    const c = await createCustomer(t.deps);
    const claims = claimsOf(c.auth);
    const cache = await listeningCache();
    // A change heard while the check is reading: its answer may predate it.
    const reading = cache.role(t.deps.db, claims, t.clock.now());
    handlers.message('s:another-session');
    expect(await reading).toBe('USER');
    expect(cache.size()).toBe(0);

    expect(await cache.role(t.deps.db, claims, t.clock.now())).toBe('USER');
    await revokeSilently(claims.sid);
    t.clock.advance(31_000);
    expect(await cache.role(t.deps.db, claims, t.clock.now())).toBeNull();
  });

  it('a lost channel, once back, starts afresh', async () => {
    const { claims, cache } = await checkedOnce();
    handlers.lost();
    handlers.back();
    expect(cache.size()).toBe(0);
    expect(await cache.role(t.deps.db, claims, t.clock.now())).toBe('USER');
    expect(cache.size()).toBe(1);
  });
});

// Two processes on one PostgreSQL: what one changes, the other's kept answers stop saying.
describe.runIf(process.env.DATABASE_URL)('session checks across processes (PostgreSQL)', () => {
  const t = setupTestApp();
  const other = secondProcess(t);

  it('a logout through one process ends the session in the other', async () => {
    const c = await createCustomer(t.deps);
    expect((await details(other.app, c.auth)).statusCode).toBe(200);
    expect((await details(t.app, c.auth)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'GET', url: '/api/user/logout', headers: c.auth });
    expect(out.statusCode).toBe(200);
    // The process that revoked it knows at once; the other as soon as the database tells it.
    expect((await details(t.app, c.auth)).statusCode).toBe(401);
    await expect.poll(async () => (await details(other.app, c.auth)).statusCode).toBe(401);
  });

  it('an account blocked or demoted in its table is refused everywhere (the trigger tells)', async () => {
    const c = await createCustomer(t.deps);
    expect((await details(other.app, c.auth)).statusCode).toBe(200);
    await t.deps.db.update(users).set({ status: 'Blocked' }).where(eq(users.id, c.id));
    await expect.poll(async () => (await details(other.app, c.auth)).statusCode).toBe(401);
    await expect.poll(async () => (await details(t.app, c.auth)).statusCode).toBe(401);

    const admin = (await loginAs(other.app, ADMIN.email, ADMIN.password)).auth;
    const invoices = () =>
      other.app.inject({ method: 'GET', url: '/api/invoice/admin/all-invoices', headers: admin });
    expect((await invoices()).statusCode).toBe(200);
    const adminId = claimsOf(admin).sub;
    await t.deps.db.update(users).set({ role: 'USER' }).where(eq(users.id, adminId));
    await expect.poll(async () => (await invoices()).statusCode).toBe(403);
    await t.deps.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, adminId));
  });
});
