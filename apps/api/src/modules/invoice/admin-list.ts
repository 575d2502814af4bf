import { count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { toMad } from '@zina/shared/pricing';
import type { AdminInvoice } from '@zina/shared/schemas/invoice';
import { invoices, orders, users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';

/** `%text%` for ILIKE, the text's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An order reference as the screens show it, in any case: ORD- and 24 hexadecimal digits. */
const ORDER_REF = /^ord-([0-9a-f]{24})$/i;

/** Every invoice for the back office, newest first, searchable by number, order or customer. */
export function invoiceAdminService(deps: AppDeps) {
  const { db } = deps;

  /**
   * Number (any part), customer name or e-mail (any part), or a whole order reference. Customers
   * and the order are looked up in their own tables (users is small, orders by its unique key),
   * so invoices are filtered by id lists instead of being joined row by row.
   */
  function searchCondition(text: string) {
    const ref = ORDER_REF.exec(text);
    const customers = db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.name, contains(text)), ilike(users.email, contains(text))));
    const order = ref
      ? db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.orderId, `ORD-${ref[1]!.toLowerCase()}`))
      : undefined;
    return or(
      ilike(invoices.number, contains(text)),
      inArray(invoices.userId, customers),
      order ? inArray(invoices.orderId, order) : undefined,
    );
  }

  async function list(q: { page: number; limit: number; search?: string }) {
    const where = q.search ? searchCondition(q.search) : undefined;
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
        // Newest first is the numbering's order: a backward scan of invoices_year_seq_key.
        .orderBy(desc(invoices.year), desc(invoices.seq))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(invoices).where(where),
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
