import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderLabel } from '@zina/shared/order-label';
import { toMad } from '@zina/shared/pricing';
import type { ImportResult, ReportRow } from '@zina/shared/schemas/delivery';
import type { Carrier } from '@zina/shared/schemas/shipment';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { changeOrderStatuses } from '../core/status-change';

/** What a report changes of the orders, with its counts (ImportResult less `applied`). */
export type ReportOutcome = Omit<ImportResult, 'applied'>;

/** The orders a statement reads at most at once (PostgreSQL's bound parameters stay below 65 535). */
const CHUNK = 5000;

interface Known {
  id: string;
  number: number;
  trackingNumber: string | null;
  orderStatus: string;
  totalCentimes: number;
  cashCollectedCentimes: number | null;
  carrierFeeCentimes: number | null;
}

type Change =
  | { kind: 'deliver'; order: Known; collected: number; fee: number }
  | { kind: 'figures'; order: Known; collected: number; fee: number }
  | { kind: 'return'; order: Known };

/**
 * A carrier's report rows (or a webhook's updates) against the carrier's orders, matched by
 * tracking number:
 * - delivered: a shipped order becomes delivered with the cash collected, the carrier's fee and
 *   the time; an order already delivered with other figures gets the report's (a corrected
 *   report); a collected amount other than the order's total is applied and listed in
 *   `mismatched`, never silently;
 * - returned: a shipped order becomes « retourné » through the status change, its units back on
 *   the shelf;
 * - in transit: nothing;
 * - a row the order's status does not allow (delivered for a cancelled order, returned after
 *   delivery…) is listed in `skipped`, not applied; a tracking number no order of the carrier
 *   has is listed in `unknown`.
 * A row that matches the order's state changes nothing, so the same report twice changes
 * nothing the second time. With `apply`, every change is made in one transaction over the
 * locked rows (all or nothing); without, nothing is written (the preview).
 */
export async function applyReportRows(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  carrier: Carrier,
  rows: readonly ReportRow[],
  { apply, by }: { apply: boolean; by: string | null },
): Promise<ReportOutcome> {
  if (!apply) return plan(await knownOrders(db, carrier, rows, false), rows).outcome;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { outcome, changes } = plan(await knownOrders(tx, carrier, rows, true), rows);
    const kind = <K extends Change['kind']>(k: K) =>
      changes.filter((c): c is Extract<Change, { kind: K }> => c.kind === k);
    // The cash first, so that the « livrée » notices queued with the status read it.
    await writeFigures(tx, kind('deliver'), now, { delivering: true });
    await writeFigures(tx, kind('figures'), now, { delivering: false });
    await changeOrderStatuses(
      tx,
      kind('deliver').map((c) => c.order),
      'delivered',
      now,
      { by },
    );
    await changeOrderStatuses(
      tx,
      kind('return').map((c) => c.order),
      'retourné',
      now,
      { by },
    );
    return outcome;
  });
}

/** The rows a statement of figures writes at most. */
const BATCH = 1000;

/**
 * The cash collected and the carrier's fee, as the report gives them, a thousand a statement;
 * a parcel delivered now also gets the time its cash is owed from (delivery/cash).
 */
async function writeFigures(
  tx: Db,
  list: ReadonlyArray<{ order: Known; collected: number; fee: number }>,
  now: Date,
  { delivering }: { delivering: boolean },
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  for (let i = 0; i < list.length; i += BATCH) {
    const values = sql.join(
      list.slice(i, i + BATCH).map((c) => sql`(${c.order.id}, ${c.collected}::int, ${c.fee}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${orders}
      set updated_at = ${at}, cash_collected_centimes = v.collected, carrier_fee_centimes = v.fee
        ${delivering ? sql`, delivered_at = ${at}` : sql``}
      from (values ${values}) as v(id, collected, fee)
      where ${orders.id} = v.id`);
  }
}

/** The carrier's orders the rows name, by tracking number (locked for an apply). */
async function knownOrders(
  db: Db,
  carrier: Carrier,
  rows: readonly ReportRow[],
  lock: boolean,
): Promise<Map<string, Known>> {
  const trackings = [...new Set(rows.map((r) => r.tracking))];
  const known = new Map<string, Known>();
  for (let i = 0; i < trackings.length; i += CHUNK) {
    const query = db
      .select({
        id: orders.id,
        number: orders.number,
        trackingNumber: orders.trackingNumber,
        orderStatus: orders.orderStatus,
        totalCentimes: orders.totalCentimes,
        cashCollectedCentimes: orders.cashCollectedCentimes,
        carrierFeeCentimes: orders.carrierFeeCentimes,
      })
      .from(orders)
      .where(
        and(
          eq(orders.carrier, carrier),
          inArray(orders.trackingNumber, trackings.slice(i, i + CHUNK)),
        ),
      )
      .orderBy(orders.id);
    for (const row of await (lock ? query.for('update') : query)) {
      known.set(row.trackingNumber!, row);
    }
  }
  return known;
}

function plan(known: Map<string, Known>, rows: readonly ReportRow[]) {
  const outcome: ReportOutcome = {
    delivered: 0,
    returned: 0,
    inTransit: 0,
    unknown: [],
    mismatched: [],
    skipped: [],
    changes: 0,
  };
  const changes: Change[] = [];
  for (const row of rows) {
    const order = known.get(row.tracking);
    if (!order) {
      outcome.unknown.push(row.tracking);
      continue;
    }
    const label = orderLabel(order.number);
    const skip = () =>
      outcome.skipped.push({
        tracking: row.tracking,
        label,
        orderStatus: order.orderStatus,
        status: row.status,
      });
    if (row.status === 'in_transit') {
      outcome.inTransit++;
    } else if (row.status === 'returned') {
      outcome.returned++;
      if (order.orderStatus === 'shipped') changes.push({ kind: 'return', order });
      else if (order.orderStatus !== 'retourné') skip();
    } else {
      outcome.delivered++;
      const collected = row.collectedCentimes ?? order.totalCentimes;
      const fee = row.feeCentimes ?? 0;
      if (collected !== order.totalCentimes) {
        outcome.mismatched.push({
          tracking: row.tracking,
          label,
          expected: toMad(order.totalCentimes),
          collected: toMad(collected),
        });
      }
      if (order.orderStatus === 'shipped') {
        changes.push({ kind: 'deliver', order, collected, fee });
      } else if (order.orderStatus === 'delivered') {
        const same = order.cashCollectedCentimes === collected && order.carrierFeeCentimes === fee;
        if (!same) changes.push({ kind: 'figures', order, collected, fee });
      } else {
        skip();
      }
    }
  }
  outcome.changes = changes.length;
  return { outcome, changes };
}
