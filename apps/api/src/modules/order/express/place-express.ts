import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { orderLabel } from '@zina/shared/order-label';
import { COD_MSG } from '@zina/shared/schemas/cod';
import { deliveryFeeFor } from '@zina/shared/schemas/delivery-fees';
import { EXPRESS_MSG, type ExpressOrder, type ExpressPlaced } from '@zina/shared/schemas/express';
import { toMad } from '@zina/shared/pricing';
import { orders } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { AppError, conflict, invalid } from '../../../lib/errors';
import { ordersPlaced } from '../../../lib/metrics';
import { randomToken, sha256 } from '../../../lib/tokens';
import { deliveryFeesFrom } from '../../delivery';
import { checkedLines, formLines, pricedLines } from '../checkout/checkout-lines';
import { checkoutWrites, writeOrExplain } from '../checkout/checkout-writes';
import { newOrder } from '../checkout/new-order';
import { codSettingsFrom } from '../cod/settings';
import { expressSettingsFrom } from '../cod/express-settings';
import { readExpress } from './express-reads';
import { phoneCodes } from './phone-code';

/** The same form sent again this soon (a double tap) is the same order. */
const DUPLICATE_WINDOW_MS = 10_000;

export const trackUrl = (publicUrl: string, token: string) => `${publicUrl}/suivi/${token}`;

/**
 * What identifies one express order among retries: the key sent, or the whole form (a double
 * tap sends it twice; two orders from one phone differ in something the customer typed).
 */
function expressKey(input: ExpressOrder, idempotencyKey: string | undefined): string {
  if (idempotencyKey) return `express:${input.phone}:key:${idempotencyKey}`;
  const lines = input.items
    .map((i) => `${i.productId}:${i.quantity}`)
    .sort()
    .join(',');
  const form = JSON.stringify([lines, input.name, input.city, input.address, input.note ?? '']);
  return `express:${input.phone}:${createHash('sha256').update(form).digest('hex')}`;
}

/**
 * An order without an account (SPEC.md §11): the same checks and the same one self-checking
 * write as the cart's checkout (checkout/checkout-writes.ts: stock taken at the price read, the
 * pending cap per phone, mails queued), from the form's lines instead of a cart, then the desk's
 * queue as any order. A private tracking token is made and kept only as a hash.
 */
export async function placeExpressOrder(
  deps: AppDeps,
  input: ExpressOrder,
  opts: { idempotencyKey?: string } = {},
): Promise<{ placed: ExpressPlaced; created: boolean }> {
  // The read, the code's check and the write on one connection (place-order.ts).
  const placed = await deps.database.withConnection((db) =>
    placeOnConnection({ ...deps, db }, input, opts),
  );
  if (placed.created) {
    ordersPlaced.inc();
    deps.catalogueCache.dropProducts(input.items.map((i) => i.productId));
  }
  return placed;
}

/** The express order itself, every statement on `deps.db` (one connection). */
async function placeOnConnection(
  deps: AppDeps,
  input: ExpressOrder,
  opts: { idempotencyKey?: string },
): Promise<{ placed: ExpressPlaced; created: boolean }> {
  const { db, clock, config } = deps;
  const key = expressKey(input, opts.idempotencyKey);
  const found = await readExpress(
    db,
    input.phone,
    key,
    input.items.map((i) => i.productId),
  );
  const settings = expressSettingsFrom(found.express, config);
  if (!settings.enabled) throw new AppError('FORBIDDEN', EXPRESS_MSG.disabled);
  if (settings.requireCode) await phoneCodes(deps).check(input.phone, input.code);

  const now = clock.now();
  const previous = found.previous;
  if (previous && (opts.idempotencyKey || now.getTime() - previous.at < DUPLICATE_WINDOW_MS)) {
    return { placed: await placedBefore(deps, previous.id), created: false };
  }
  if (found.blocked && codSettingsFrom(found.settings).refuseBlockedAtCheckout) {
    throw conflict(COD_MSG.blockedAtCheckout);
  }

  const shelf = new Map(found.shelf.map((p) => [p.id, p]));
  if (input.items.some((i) => !shelf.has(i.productId))) throw invalid(EXPRESS_MSG.productUnknown);
  const typed = formLines(input.items, shelf);
  const lines = checkedLines(typed, shelf);
  const { priced, total } = pricedLines(lines);
  const fee = deliveryFeeFor(deliveryFeesFrom(found.fees), input.city, total);

  const token = randomToken(32);
  const { row, mails, messages, webhook } = newOrder(
    {
      userId: null,
      customerName: input.name,
      customerEmail: input.email ?? null,
      note: input.note ?? '',
      trackTokenHash: sha256(token),
      addressId: null,
      deliveryAdresse: input.address,
      deliveryVille: input.city,
      deliveryTelephone: input.phone,
      idempotencyKey: key,
      number: found.number,
    },
    priced,
    { total, fee },
    { name: input.name, email: input.email ?? '' },
    { config, now },
  );
  const writes = checkoutWrites({
    row,
    priced,
    lines,
    cartLineIds: [],
    mails,
    messages,
    webhook,
    lowStockThreshold: config.lowStockThreshold,
    maxPending: settings.maxPending,
  });
  const earlier = await writeOrExplain(db, writes, {
    lines: typed,
    maxPending: settings.maxPending,
    earlier: async () => {
      const [existing] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(isNull(orders.userId), eq(orders.idempotencyKey, key)));
      return existing ? { placed: await placedBefore(deps, existing.id), created: false } : null;
    },
  });
  if (earlier) return earlier;
  return {
    placed: {
      _id: row.id,
      orderId: row.orderId,
      label: orderLabel(row.number),
      totalAmt: toMad(total + fee),
      trackUrl: trackUrl(config.publicUrl, token),
    },
    created: true,
  };
}

/**
 * An express order placed earlier, answered again: its tracking token was shown once and is
 * kept only as a hash, so a fresh one replaces it (the earlier link stops working).
 */
async function placedBefore({ db, config }: AppDeps, id: string): Promise<ExpressPlaced> {
  const token = randomToken(32);
  const [row] = await db
    .update(orders)
    .set({ trackTokenHash: sha256(token) })
    .where(eq(orders.id, id))
    .returning({
      id: orders.id,
      orderId: orders.orderId,
      number: orders.number,
      total: orders.totalCentimes,
    });
  return {
    _id: row!.id,
    orderId: row!.orderId,
    label: orderLabel(row!.number),
    totalAmt: toMad(row!.total),
    trackUrl: trackUrl(config.publicUrl, token),
  };
}
