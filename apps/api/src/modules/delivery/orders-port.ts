import type { ImportResult, ReportRow, Shipped } from '@zina/shared/schemas/delivery';
import type { Order } from '@zina/shared/schemas/order';
import type { Carrier } from '@zina/shared/schemas/shipment';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/deps';

/**
 * What the delivery routes need of the order module, which owns the orders. Orders sit above
 * delivery (the checkout asks it for fees), so these are handed in by register.ts, not imported
 * (as the stock routes get `orderRefsOf`).
 */
export interface DeliveryOrders {
  /** The orders references name, in their order; a 404 for a reference no order has. */
  ordersByRefs(db: Db, refs: readonly string[]): Promise<Order[]>;
  /** The same, each confirmed or in processing, else a 409 naming them (nothing written). */
  ordersToShip(db: Db, refs: readonly string[]): Promise<Order[]>;
  /** Ships the batch in one transaction (all or nothing): carrier, tracking, status shipped. */
  shipOrders(
    deps: Pick<AppDeps, 'db' | 'clock'>,
    carrier: Carrier,
    parcels: ReadonlyArray<{ orderId: string; tracking: string }>,
    by: string,
  ): Promise<Shipped[]>;
  /** A report's rows against the carrier's orders: counted (preview) or applied, idempotent. */
  applyReportRows(
    deps: Pick<AppDeps, 'db' | 'clock'>,
    carrier: Carrier,
    rows: readonly ReportRow[],
    opts: { apply: boolean; by: string | null },
  ): Promise<Omit<ImportResult, 'applied'>>;
  /** Per carrier, parcels delivered in the period with their cash and fees (centimes). */
  deliveredCash(
    db: Db,
    period: { from: string; to: string },
  ): Promise<
    Array<{ carrier: string; delivered: number; collectedCentimes: number; feesCentimes: number }>
  >;
}
