import { count, eq, ilike, or, sql } from 'drizzle-orm';
import { toMad } from '@zina/shared/pricing';
import type { AdminInvoice } from '@zina/shared/schemas/invoice';
import { invoices, orders, users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';

/** `%text%` for ILIKE, the text's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every invoice for the back office, newest first, searchable by number, order or customer. */
export function invoiceAdminService(deps: AppDeps) {
  const { db } = deps;

  async function list(q: { page: number; limit: number; search?: string }) {
    const where = q.search
      ? or(
          ilike(invoices.number, contains(q.search)),
          ilike(orders.orderId, contains(q.search)),
          ilike(users.name, contains(q.search)),
          ilike(users.email, contains(q.search)),
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          invoice: invoices,
          orderRef: orders.orderId,
          name: users.name,
          email: users.email,
        })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(where)
        .orderBy(sql`${invoices.createdAt} desc nulls last`, sql`${invoices.number} desc`)
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db
        .select({ n: count() })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(where),
    ]);
    const totalCount = Number(total?.n ?? 0);
    const data: AdminInvoice[] = rows.map(({ invoice, orderRef, name, email }) => ({
      _id: invoice.id,
      number: invoice.number,
      orderId: orderRef,
      totalAmt: toMad(invoice.totalCentimes),
      createdAt: invoice.createdAt.toISOString(),
      customer: { _id: invoice.userId, name, email },
    }));
    return { data, totalCount, totalPages: Math.ceil(totalCount / q.limit), page: q.page };
  }

  return { list };
}
