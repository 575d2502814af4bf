import { eq, sql } from 'drizzle-orm';
import { categories, users } from '../db/schema';
import type { AppDeps } from '../lib/deps';
import { hashPassword } from '../modules/user';
import { seedBanners } from './banners';
import { seedCatalogue } from './catalogue';
import { seedDemoOrders } from './orders';

export const DEMO_CUSTOMER = {
  email: 'client@zina.ma',
  password: 'ZinaClient2026!',
  name: 'Salma Benali',
};

export interface SeedResult {
  users: number;
  categories: number;
  subcategories: number;
  products: number;
  banners: number;
  images: number;
  /** Demo order history (outside production); its customers are counted in `users`. */
  orders: number;
}

/**
 * Creates the demo boutique on an empty database: the accounts, then (unless
 * `catalogue: false`, which tests use to stay fast) categories, products and banners, and
 * outside production an order history for the back office (./orders.ts).
 */
export async function seedDemoShop(
  deps: AppDeps,
  opts: { catalogue?: boolean } = {},
): Promise<SeedResult> {
  const { config } = deps;
  await upsertUser(deps, {
    email: config.admin.email,
    password: config.admin.password,
    name: 'Admin Zina',
    role: 'ADMIN',
  });
  if (!config.production) {
    await upsertUser(deps, { ...DEMO_CUSTOMER, role: 'USER', mobile: '+212612345678' });
  }
  const result = {
    users: config.production ? 1 : 2,
    categories: 0,
    subcategories: 0,
    products: 0,
    banners: 0,
    images: 0,
    orders: 0,
  };
  if (opts.catalogue === false || (await hasCatalogue(deps))) return result;
  const catalogue = await seedCatalogue(deps);
  const banners = await seedBanners(deps, catalogue);
  const images = catalogue.counts.images + banners * 2;
  const history = await seedDemoOrders(deps);
  return {
    ...result,
    ...catalogue.counts,
    banners,
    images,
    users: result.users + history.customers,
    orders: history.orders,
  };
}

async function hasCatalogue({ db }: AppDeps): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  return (row?.n ?? 0) > 0;
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
