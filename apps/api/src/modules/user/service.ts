import { eq } from 'drizzle-orm';
import { MSG } from '@zina/shared/messages';
import type { Login, Register } from '@zina/shared/schemas/user';
import { users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { notFound, unauthenticated } from '../../lib/errors';
import { queueMails } from '../mail-queue';
import { registrationAttemptMail } from './account-mail';
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

  /**
   * A free address gets its account at once; a taken one gets nothing but a mail to its owner.
   * Both answer alike, after the same password hashing, so registration tells no one which
   * addresses have an account. The notice is sent at most once an hour per account.
   */
  async function register(input: Register): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    const [created] = await db
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) return;
    const owner = await findByEmail(input.email);
    if (!owner) return;
    const hour = Math.floor(clock.now().getTime() / 3_600_000);
    await queueMails(db, [
      {
        key: `register-taken:${owner.id}:${hour}`,
        message: registrationAttemptMail(owner, `${deps.config.webOrigin}/forgot-password`),
      },
    ]);
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
