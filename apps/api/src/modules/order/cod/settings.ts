import { eq } from 'drizzle-orm';
import {
  CodSettingsSchema,
  DEFAULT_COD_SETTINGS,
  type CodSettings,
} from '@zina/shared/schemas/cod';
import type { Db } from '../../../db/client';
import { codSettings } from '../../../db/schema';

const KEY = 'desk';

/** The desk's settings; the defaults until an admin saves them (read each time: one row). */
export async function codSettingsOf(db: Db): Promise<CodSettings> {
  const [row] = await db
    .select({ value: codSettings.value })
    .from(codSettings)
    .where(eq(codSettings.key, KEY));
  const saved = CodSettingsSchema.partial().safeParse(row?.value ?? {});
  return { ...DEFAULT_COD_SETTINGS, ...(saved.success ? saved.data : {}) };
}

export async function saveCodSettings(db: Db, value: CodSettings): Promise<CodSettings> {
  await db
    .insert(codSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: codSettings.key, set: { value, updatedAt: new Date() } });
  return value;
}
