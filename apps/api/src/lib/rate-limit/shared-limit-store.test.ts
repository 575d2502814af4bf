import { describe, expect, it } from 'vitest';
import { secondProcess, setupTestApp } from '@test/test-app';
import { inOneWindow } from '@test/kits/counters-test-kit';

const LIMIT = 6;

// Two shop processes of one worker each on PostgreSQL, as two machines would be: the limits are
// one limit (each process counting alone let twice as many through).
describe.runIf(process.env.DATABASE_URL)('limits of one-worker processes (PostgreSQL)', () => {
  const t = setupTestApp({ env: { AUTH_RATE_LIMIT_MAX: String(LIMIT) } });
  const other = secondProcess(t);

  it('counts the sign-ins of both processes against one per-address limit', async () => {
    await inOneWindow(5_000);
    expect(t.deps.config.workers).toBe(1);
    let allowed = 0;
    for (let i = 0; i < 4 * LIMIT; i++) {
      const app = i % 2 === 0 ? t.app : other.app;
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'personne@exemple.ma', password: `Essai${i}!Faux` },
        remoteAddress: '172.16.9.1',
      });
      if (res.statusCode !== 429) allowed++;
    }
    // Each process counts up to half the limit on its own before it asks the database.
    expect(allowed).toBeLessThanOrEqual(LIMIT + 1);
  });
});
