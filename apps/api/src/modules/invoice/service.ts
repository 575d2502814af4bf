import { desc, eq, sql } from 'drizzle-orm';
import { toCentimes, toMad } from '@zina/shared/pricing';
import { shopWallClock } from '@zina/shared/shop-clock';
import { INVOICE_MSG, invoiceNumber, type InvoiceSummary } from '@zina/shared/schemas/invoice';
import type { Order } from '@zina/shared/schemas/order';
import { invoiceCounters, invoices } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { loadOrders, orderRefCondition, orderRefsOf } from '../order';
import { renderInvoicePdf } from './invoice-pdf';

type InvoiceRow = typeof invoices.$inferSelect;

/** Invoices are numbered per calendar year in Morocco's time zone. */
const yearInMorocco = (date: Date) => shopWallClock(date.getTime()).year;

/** Thrown inside the transaction to roll back the number it took. */
class AlreadyInvoiced extends Error {}

export function invoiceService(deps: AppDeps) {
  const { db, clock, config } = deps;

  const invoiceOf = async (orderRowId: string) =>
    (await db.select().from(invoices).where(eq(invoices.orderId, orderRowId)).limit(1))[0];

  /**
   * One invoice per order, numbered without gap or repeat: the year's counter row is taken
   * (and held) in the same transaction as the insert. If another request invoiced the order
   * meanwhile, this transaction rolls back, giving its number back, and the existing one wins.
   */
  async function ensureInvoice(order: Order): Promise<InvoiceRow> {
    const existing = await invoiceOf(order._id);
    if (existing) return existing;
    const now = clock.now();
    const year = yearInMorocco(now);
    try {
      return await db.transaction(async (tx) => {
        const [counter] = await tx
          .insert(invoiceCounters)
          .values({ year, last: 1 })
          .onConflictDoUpdate({
            target: invoiceCounters.year,
            set: { last: sql`${invoiceCounters.last} + 1` },
          })
          .returning({ last: invoiceCounters.last });
        const seq = counter!.last;
        const [row] = await tx
          .insert(invoices)
          .values({
            number: invoiceNumber(year, seq),
            year,
            seq,
            orderId: order._id,
            userId: order.userId._id,
            totalCentimes: toCentimes(order.totalAmt),
            createdAt: now,
          })
          .onConflictDoNothing({ target: invoices.orderId })
          .returning();
        if (!row) throw new AlreadyInvoiced();
        return row;
      });
    } catch (err) {
      if (!(err instanceof AlreadyInvoiced)) throw err;
      const winner = await invoiceOf(order._id);
      if (!winner) throw err;
      return winner;
    }
  }

  /** The PDF of an order's invoice: the customer's own orders, any order for an admin. */
  async function generate(ref: string, viewer: { userId: string; role: string }) {
    const [order] = await loadOrders(db, orderRefCondition(ref, viewer), 1);
    if (!order) throw notFound(INVOICE_MSG.orderNotFound);
    // A cancelled order is not invoiced (issue 46); one invoiced before it was cancelled keeps it.
    if (order.order_status === 'cancelled' && !(await invoiceOf(order._id))) {
      throw conflict(INVOICE_MSG.cancelled);
    }
    const invoice = await ensureInvoice(order);
    const pdf = await renderInvoicePdf({
      number: invoice.number,
      issuedAt: invoice.createdAt,
      order,
      seller: config.seller,
    });
    return { number: invoice.number, pdf };
  }

  async function listOf(userId: string): Promise<InvoiceSummary[]> {
    const rows = await db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.createdAt), desc(invoices.seq));
    const refs = await orderRefsOf(
      db,
      rows.map((invoice) => invoice.orderId),
    );
    return rows.map((invoice) => ({
      _id: invoice.id,
      number: invoice.number,
      // An invoiced order cannot be deleted (the key restricts it): its reference is there.
      orderId: refs.get(invoice.orderId)?.orderId ?? '',
      label: refs.get(invoice.orderId)?.label ?? '',
      totalAmt: toMad(invoice.totalCentimes),
      createdAt: invoice.createdAt.toISOString(),
    }));
  }

  return { generate, ensureInvoice, listOf };
}
