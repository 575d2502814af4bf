import { eq, sql, type SQL } from 'drizzle-orm';
import {
  CodSettingsSchema,
  DEFAULT_COD_SETTINGS,
  type CodSettings,
} from '@zina/shared/schemas/cod';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared-query';
import { codSettings } from '../../../db/schema';

const KEY = 'desk';

/** The desk's settings; the defaults until an admin saves them (read each time: one row). */
export async function codSettingsOf(db: Db): Promise<CodSettings> {
  const [row] = await settingsQuery(db).execute();
  return codSettingsFrom(row?.value);
}

// Read on every claim and queue read: built once.
const settingsQuery = preparedPerDb((db) =>
  db
    .select({ value: codSettings.value })
    .from(codSettings)
    .where(eq(codSettings.key, KEY))
    .prepare('cod_settings'),
);

/** The saved settings' value as an expression of the caller's statement (null when none). */
export const savedCodSettings = (): SQL =>
  sql`(select ${codSettings.value} from ${codSettings} where ${codSettings.key} = ${KEY})`;

/** A saved value may lack a setting added since: each one is optional (built once). */
const SavedCodSettings = CodSettingsSchema.partial();

/** The settings from their saved value (codSettingsOf's row, or savedCodSettings). */
export function codSettingsFrom(value: unknown): CodSettings {
  const saved = value == null ? null : SavedCodSettings.safeParse(value);
  return { ...DEFAULT_COD_SETTINGS, ...(saved?.success ? saved.data : {}) };
}

export async function saveCodSettings(db: Db, value: CodSettings): Promise<CodSettings> {
  await db
    .insert(codSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: codSettings.key, set: { value, updatedAt: new Date() } });
  return value;
}
