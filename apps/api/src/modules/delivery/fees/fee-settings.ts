import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_DELIVERY_FEES,
  DeliveryFeesSchema,
  type DeliveryFees,
} from '@zina/shared/schemas/delivery-fees';
import type { Db } from '../../../db/client';
import { deliverySettings } from '../../../db/schema';

const KEY = 'fees';

/** The saved fees as an expression, for a statement that reads everything at once (checkout). */
export const savedDeliveryFees = (): SQL =>
  sql`(select ${deliverySettings.value} from ${deliverySettings} where ${deliverySettings.key} = ${KEY})`;

/** The fees from their saved value; nothing saved (or unreadable): every city free. */
export function deliveryFeesFrom(value: unknown): DeliveryFees {
  const saved = DeliveryFeesSchema.safeParse(value);
  return saved.success ? saved.data : DEFAULT_DELIVERY_FEES;
}

export async function deliveryFeesOf(db: Db): Promise<DeliveryFees> {
  const [row] = await db
    .select({ value: deliverySettings.value })
    .from(deliverySettings)
    .where(sql`${deliverySettings.key} = ${KEY}`);
  return deliveryFeesFrom(row?.value);
}

export async function saveDeliveryFees(db: Db, fees: DeliveryFees): Promise<DeliveryFees> {
  await db
    .insert(deliverySettings)
    .values({ key: KEY, value: fees })
    .onConflictDoUpdate({
      target: deliverySettings.key,
      set: { value: fees, updatedAt: new Date() },
    });
  return fees;
}
