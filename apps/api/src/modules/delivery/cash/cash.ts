import { and, asc, gte, lte, sql } from 'drizzle-orm';
import { toCentimes, toMad } from '@zina/shared/pricing';
import type { CashRow, Remittance, RemittanceInput } from '@zina/shared/schemas/delivery';
import { CARRIER_LABELS, CARRIERS, type Carrier } from '@zina/shared/schemas/shipment';
import type { Db } from '../../../db/client';
import { deliveryRemittances } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import type { DeliveryOrders } from '../orders-port';

export interface Period {
  from: string;
  to: string;
}

/** Remittances paid in the period (days, both included), per carrier, in centimes. */
async function remittedBy(db: Db, period: Period): Promise<Map<string, number>> {
  const rows = await db
    .select({
      carrier: deliveryRemittances.carrier,
      centimes: sql<number>`coalesce(sum(${deliveryRemittances.amountCentimes}), 0)::bigint`,
    })
    .from(deliveryRemittances)
    .where(
      and(gte(deliveryRemittances.paidOn, period.from), lte(deliveryRemittances.paidOn, period.to)),
    )
    .groupBy(deliveryRemittances.carrier);
  return new Map(rows.map((r) => [r.carrier, Number(r.centimes)]));
}

/**
 * The cash page (« Encaissements »): per carrier, the parcels delivered in the period with the
 * cash collected and the fees (the orders' own figures, from the order module), the remittances
 * paid in it, and what is still owed: collected − fees − remitted. Every carrier is listed, in
 * the carriers' order, so the page's rows do not move; sums are made in centimes.
 */
export async function cashByCarrier(
  db: Db,
  orders: DeliveryOrders,
  period: Period,
): Promise<CashRow[]> {
  const [delivered, remitted] = await Promise.all([
    orders.deliveredCash(db, period),
    remittedBy(db, period),
  ]);
  const byCarrier = new Map(delivered.map((d) => [d.carrier, d]));
  return CARRIERS.map((carrier) => {
    const d = byCarrier.get(carrier);
    const collected = d?.collectedCentimes ?? 0;
    const fees = d?.feesCentimes ?? 0;
    const paid = remitted.get(carrier) ?? 0;
    return {
      carrier,
      name: CARRIER_LABELS[carrier],
      delivered: d?.delivered ?? 0,
      collected: toMad(collected),
      fees: toMad(fees),
      remitted: toMad(paid),
      owed: toMad(collected - fees - paid),
    };
  });
}

const remittanceOf = (row: typeof deliveryRemittances.$inferSelect): Remittance => ({
  _id: row.id,
  carrier: row.carrier as Carrier,
  amount: toMad(row.amountCentimes),
  date: row.paidOn,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
});

/** Money a carrier handed back, recorded against it. */
export async function recordRemittance(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  input: RemittanceInput,
  by: string,
): Promise<Remittance> {
  const [row] = await db
    .insert(deliveryRemittances)
    .values({
      carrier: input.carrier,
      amountCentimes: toCentimes(input.amount),
      paidOn: input.date,
      reference: input.reference,
      recordedBy: by,
      createdAt: clock.now(),
    })
    .returning();
  return remittanceOf(row!);
}

/** The remittances of the period, newest day first. */
export async function remittancesOf(db: Db, period: Period): Promise<Remittance[]> {
  const rows = await db
    .select()
    .from(deliveryRemittances)
    .where(
      and(gte(deliveryRemittances.paidOn, period.from), lte(deliveryRemittances.paidOn, period.to)),
    )
    .orderBy(sql`${deliveryRemittances.paidOn} desc`, asc(deliveryRemittances.createdAt));
  return rows.map(remittanceOf);
}

/** The cash page as CSV (French headers, amounts with a dot, `;` for French spreadsheets). */
export function cashCsv(rows: readonly CashRow[], period: Period): string {
  const money = (n: number) => n.toFixed(2);
  const lines = [
    'Transporteur;Du;Au;Colis livrés;Encaissé (MAD);Frais (MAD);Versé (MAD);Reste dû (MAD)',
    ...rows.map((r) =>
      [
        r.name,
        period.from,
        period.to,
        r.delivered,
        money(r.collected),
        money(r.fees),
        money(r.remitted),
        money(r.owed),
      ].join(';'),
    ),
  ];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
