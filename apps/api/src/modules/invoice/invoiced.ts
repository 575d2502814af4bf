import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';

/** Whether the order has its invoice: the order module asks before an edit (handed in, issue 46). */
export async function isInvoiced(db: Db, orderRowId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, orderRowId))
    .limit(1);
  return Boolean(row);
}
