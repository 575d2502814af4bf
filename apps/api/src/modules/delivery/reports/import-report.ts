import { createHash } from 'node:crypto';
import type { ImportResult, ReportRow } from '@zina/shared/schemas/delivery';
import type { Carrier } from '@zina/shared/schemas/shipment';
import { deliveryImports } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import type { ReportFile } from '../carriers/adapter';
import { adapterOf } from '../carriers/carriers';
import type { DeliveryOrders } from '../orders-port';

/**
 * A carrier's report read by its adapter (every row checked first: a bad one refuses the whole
 * file), then previewed or applied through the order module. An applied report that changed
 * something is recorded (who, when, the file's hash and what it did) in `delivery_imports`.
 */
export async function importReport(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  orders: DeliveryOrders,
  carrier: Carrier,
  file: ReportFile,
  { apply, by }: { apply: boolean; by: string | null },
): Promise<ImportResult> {
  const rows = await adapterOf(carrier).parseStatusReport(file);
  return applyRows(deps, orders, carrier, rows, {
    apply,
    by,
    fileSha256: createHash('sha256').update(file.bytes).digest('hex'),
  });
}

/** Rows of a report or a webhook, applied or previewed; an application that changed orders recorded. */
export async function applyRows(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  orders: DeliveryOrders,
  carrier: Carrier,
  rows: readonly ReportRow[],
  { apply, by, fileSha256 }: { apply: boolean; by: string | null; fileSha256: string },
): Promise<ImportResult> {
  const outcome = await orders.applyReportRows(deps, carrier, rows, { apply, by });
  const result = { ...outcome, applied: apply };
  if (apply && outcome.changes > 0) {
    await deps.db.insert(deliveryImports).values({
      carrier,
      fileSha256,
      summary: { ...result, rows: rows.length },
      appliedBy: by,
      createdAt: deps.clock.now(),
    });
  }
  return result;
}
