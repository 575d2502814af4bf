import { count, desc, ilike, inArray, or } from 'drizzle-orm';
import { toMad } from '@zina/shared/pricing';
import type { AdminInvoice } from '@zina/shared/schemas/invoice';
import { invoices } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { containsPattern } from '../../lib/like-pattern';
import { labelNumber } from '@zina/shared/order-label';
import { orderRefsOf, orderWithRef } from '../order';
import { accountsMatching, contactsOf } from '../user';

/** An order reference as the screens show it, in any case: ORD- and 24 hexadecimal digits. */
const ORDER_REF = /^ord-([0-9a-f]{24})$/i;

/** Every invoice for the back office, newest first, searchable by number, order or customer. */
export function invoiceAdminService(deps: AppDeps) {
  const { db } = deps;

  /**
   * Number (any part), customer name or e-mail (any part), or a whole order reference. Customers
   * and the order are looked up by their own modules (users is small, orders by its unique key),
   * so invoices are filtered by id lists instead of being joined row by row.
   */
  function searchCondition(text: string) {
    const ref = ORDER_REF.exec(text);
    const byRef = ref ? `ORD-${ref[1]!.toLowerCase()}` : labelNumber(text) !== null ? text : null;
    const order = byRef ? orderWithRef(db, byRef) : undefined;
    return or(
      ilike(invoices.number, containsPattern(text)),
      inArray(invoices.userId, accountsMatching(db, text)),
      order ? inArray(invoices.orderId, order) : undefined,
    );
  }

  async function list(q: { page: number; limit: number; search?: string }) {
    const where = q.search ? searchCondition(q.search) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(invoices)
        .where(where)
        // Newest first is the numbering's order: a backward scan of invoices_year_seq_key.
        .orderBy(desc(invoices.year), desc(invoices.seq))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(invoices).where(where),
    ]);
    const totalCount = Number(total?.n ?? 0);
    // Invoiced orders and their customers cannot be deleted (restricting keys): both are there.
    const [refs, customers] = await Promise.all([
      orderRefsOf(
        db,
        rows.map((invoice) => invoice.orderId),
      ),
      contactsOf(
        db,
        rows.map((invoice) => invoice.userId),
      ),
    ]);
    const data: AdminInvoice[] = rows.map((invoice) => ({
      _id: invoice.id,
      number: invoice.number,
      orderId: refs.get(invoice.orderId)?.orderId ?? '',
      label: refs.get(invoice.orderId)?.label ?? '',
      totalAmt: toMad(invoice.totalCentimes),
      createdAt: invoice.createdAt.toISOString(),
      customer: {
        _id: invoice.userId,
        ...(customers.get(invoice.userId) ?? { name: '', email: '' }),
      },
    }));
    return { data, totalCount, totalPages: Math.ceil(totalCount / q.limit), page: q.page };
  }

  return { list };
}
