import { eq } from 'drizzle-orm';
import { users } from '../schema';
import type { AppDeps } from '../../lib/deps';
import { hashPassword } from '../../modules/user/passwords';

export const DEMO_CUSTOMER = {
  email: 'client@zina.ma',
  password: 'ZinaClient2026!',
  name: 'Salma Benali',
};

/** Creates the demo boutique on an empty database. */
export async function seedDemoShop(
  deps: AppDeps,
  _opts: { catalogue?: boolean } = {},
): Promise<{ users: number }> {
  const { db, config } = deps;
  await upsertUser(deps, {
    email: config.admin.email,
    password: config.admin.password,
    name: 'Admin Zina',
    role: 'ADMIN',
  });
  if (!config.production) {
    await upsertUser(deps, { ...DEMO_CUSTOMER, role: 'USER', mobile: '+212612345678' });
  }
  void db;
  return { users: config.production ? 1 : 2 };
}

async function upsertUser(
  { db }: AppDeps,
  u: { email: string; password: string; name: string; role: string; mobile?: string },
) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, u.email));
  if (existing) return existing.id;
  const [row] = await db
    .insert(users)
    .values({
      email: u.email,
      name: u.name,
      role: u.role,
      mobile: u.mobile ?? '',
      verifyEmail: true,
      passwordHash: await hashPassword(u.password),
    })
    .returning({ id: users.id });
  return row!.id;
}
