import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshSessions, users } from '../../db/schema';
import { json, setupTestApp } from '@test/test-app';
import { MAX_SESSIONS_PER_ACCOUNT } from './sessions';
import { accountKit } from '@test/kits/user-test-kit';

const t = setupTestApp();
const kit = accountKit(t);

const register = (email: string, password: string) =>
  kit.call('POST', '/api/user/register', {
    name: 'Salma',
    email,
    password,
    confirmPassword: password,
  });

describe('registration applies the password strength rule', () => {
  it.each(['a', '        ', '12345678', 'password', 'azertyui', 'Password1!', 'Azerty123!'])(
    'refuses %j with a French hint and creates nothing',
    async (weak) => {
      const email = `faible-${Math.random().toString(36).slice(2)}@exemple.ma`;
      const res = await register(email, weak);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(/^Le mot de passe doit être plus fort\. \S/);
      const rows = await t.deps.db.select().from(users).where(eq(users.email, email));
      expect(rows).toEqual([]);
    },
  );

  it('accepts the passwords the project uses', async () => {
    for (const [i, strong] of [
      'ZinaClient2026!',
      'Accept-Passw0rd!',
      'Nouveau-Passe-2026!',
    ].entries()) {
      kit.secret(strong);
      expect((await register(`fort${i}@exemple.ma`, strong)).statusCode).toBe(201);
    }
  });
});

describe('refresh sessions per account', () => {
  it(`keeps the ${MAX_SESSIONS_PER_ACCOUNT} most recent sign-ins; the oldest is dropped`, async () => {
    const acc = await kit.newAccount('appareils');
    const sessions = [];
    for (let i = 0; i < MAX_SESSIONS_PER_ACCOUNT + 5; i++) {
      sessions.push(await kit.session(acc.email, acc.password));
      t.clock.advance(1000);
    }
    const mine = await t.deps.db
      .select({ id: refreshSessions.id })
      .from(refreshSessions)
      .innerJoin(users, eq(refreshSessions.userId, users.id))
      .where(eq(users.email, acc.email));
    expect(mine).toHaveLength(MAX_SESSIONS_PER_ACCOUNT);
    const refresh = (token: string) =>
      kit.call('POST', '/api/user/refresh-token', { refreshToken: token });
    expect((await refresh(sessions[0]!.refreshToken)).statusCode).toBe(401);
    expect((await refresh(sessions.at(-1)!.refreshToken)).statusCode).toBe(200);
    expect((await refresh(sessions[5]!.refreshToken)).statusCode).toBe(200);
  });
});
