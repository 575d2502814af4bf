import { eq } from 'drizzle-orm';
import { MSG } from '@zina/shared/messages';
import type { Login, Register } from '@zina/shared/schemas/user';
import { users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, notFound, unauthenticated } from '../../lib/errors';
import { loginGuard } from './login-guard';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { sessionService } from './sessions';
import { toPublicUser } from './user-view';

export function userService(deps: AppDeps) {
  const { db, clock } = deps;
  const sessions = sessionService(deps);
  const guard = loginGuard(deps);

  async function findByEmail(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  }

  async function register(input: Register) {
    if (await findByEmail(input.email)) throw conflict(MSG.emailTaken);
    const [user] = await db
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict(MSG.emailTaken);
    return toPublicUser(user);
  }

  /** `client.ip` is the caller's address: failures are counted per account and per address. */
  async function login(input: Login, client: { ip: string; userAgent?: string }) {
    await guard.before(input.email, client.ip);
    const user = await findByEmail(input.email);
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
    if (!user || !ok || !user.passwordHash) {
      await guard.failed(input.email, client.ip);
      throw unauthenticated(MSG.badCredentials);
    }
    if (user.status !== 'Active') throw unauthenticated('Ce compte est désactivé');
    await guard.succeeded(input.email, client.ip);
    await db.update(users).set({ lastLoginDate: clock.now() }).where(eq(users.id, user.id));
    return sessions.open(user, client.userAgent);
  }

  async function roleOf(userId: string): Promise<string | null> {
    const [row] = await db
      .select({ role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row && row.status === 'Active' ? row.role : null;
  }

  async function details(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound('Utilisateur introuvable');
    return toPublicUser(user);
  }

  return {
    register,
    login,
    details,
    findByEmail,
    refresh: (token: string) => sessions.rotate(token, roleOf),
    logout: (sessionId: string) => sessions.revoke(sessionId),
    sessions,
  };
}
export type UserService = ReturnType<typeof userService>;
