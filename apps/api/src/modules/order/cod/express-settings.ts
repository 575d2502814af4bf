import { eq, sql, type SQL } from 'drizzle-orm';
import { ExpressSettingsSchema, type ExpressSettings } from '@zina/shared/schemas/express';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { codSettings } from '../../../db/schema';

const KEY = 'express';

/** The saved value as an expression of the caller's statement (null when none was saved). */
export const savedExpressSettings = (): SQL =>
  sql`(select ${codSettings.value} from ${codSettings} where ${codSettings.key} = ${KEY})`;

/** A saved value may lack a setting added since: each one is optional (built once, not per order). */
const SavedExpressSettings = ExpressSettingsSchema.partial();

/**
 * The settings from their saved value: the express form on, no phone code, and the pending cap
 * of the environment (ORDER_MAX_PENDING) until an admin saves them.
 */
export function expressSettingsFrom(value: unknown, config: Config): ExpressSettings {
  // Nothing saved (the usual case): the defaults, with no parse on every order.
  const saved = value == null ? null : SavedExpressSettings.safeParse(value);
  return {
    enabled: true,
    requireCode: false,
    maxPending: config.orderMaxPending,
    ...(saved?.success ? saved.data : {}),
  };
}

export async function expressSettingsOf(db: Db, config: Config): Promise<ExpressSettings> {
  const [row] = await db
    .select({ value: codSettings.value })
    .from(codSettings)
    .where(eq(codSettings.key, KEY));
  return expressSettingsFrom(row?.value, config);
}

export async function saveExpressSettings(db: Db, value: ExpressSettings) {
  await db
    .insert(codSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: codSettings.key, set: { value, updatedAt: new Date() } });
  return value;
}
