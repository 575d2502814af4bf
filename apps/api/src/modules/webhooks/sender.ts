import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedPerDb } from '../../db/prepared-query';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { retryDelayMs } from '../mail-queue';
import { postWebhook } from './post';
import { webhookSignature } from './signature';

/** A worker holds claimed deliveries this long: longer than a batch of 10-second tries. */
const LOCK_MS = 5 * 60 * 1000;
const BATCH = 20;

type Delivery = typeof webhookDeliveries.$inferSelect;

/** What a try came to: the receiver's status when it answered, why it failed otherwise. */
interface Outcome {
  status: number | null;
  error: string | null;
}

const older = alias(webhookDeliveries, 'older');

// Run on every wake of a busy shop (an order wakes it): built once, prepared once per connection.
const claimQuery = preparedPerDb((db) =>
  db
    .update(webhookDeliveries)
    .set({
      lockedUntil: sql`${sql.placeholder('until')}`,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
    })
    .where(
      inArray(
        webhookDeliveries.id,
        db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.status, 'pending'),
              lte(webhookDeliveries.nextAttemptAt, sql.placeholder('now')),
              or(
                isNull(webhookDeliveries.lockedUntil),
                lte(webhookDeliveries.lockedUntil, sql.placeholder('now')),
              ),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(older)
                  .where(
                    and(
                      eq(older.endpointId, webhookDeliveries.endpointId),
                      eq(older.orderKey, webhookDeliveries.orderKey),
                      lt(older.seq, webhookDeliveries.seq),
                      eq(older.status, 'pending'),
                    ),
                  ),
              ),
            ),
          )
          .orderBy(asc(webhookDeliveries.seq))
          .limit(BATCH)
          .for('update', { of: webhookDeliveries, skipLocked: true }),
      ),
    )
    .returning()
    .prepare('webhook_claim'),
);

/**
 * The webhook queue's worker side, as the message queue's: due deliveries claimed with SKIP LOCKED
 * (any number of processes share the queue), each POSTed signed (Standard Webhooks), retried with
 * the mail queue's backoff until its give-up time (24 h after it was queued), then failed. One
 * order's deliveries to one endpoint leave in order: none is claimed while an older one is pending.
 */
export function webhookSender(deps: AppDeps) {
  const { db, clock, config } = deps;

  async function claim(): Promise<Delivery[]> {
    const now = clock.now();
    const claimed = await claimQuery(db).execute({
      now,
      until: new Date(now.getTime() + LOCK_MS),
    });
    return claimed.sort((a, b) => a.seq - b.seq);
  }

  async function attempt(delivery: Delivery, endpoint: { url: string; secret: string }) {
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    try {
      const status = await postWebhook(
        endpoint.url,
        body,
        {
          'webhook-id': delivery.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignature(endpoint.secret, delivery.id, timestamp, body),
        },
        { allowPrivate: config.webhooks.allowPrivate },
      );
      return { status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` };
    } catch (error) {
      return { status: null, error: error instanceof Error ? error.message : String(error) };
    }
  }

  async function record(delivery: Delivery, { status, error }: Outcome): Promise<void> {
    const now = clock.now();
    const common = {
      lockedUntil: null,
      lastStatus: status,
      lastError: error?.slice(0, 500) ?? null,
    };
    const next = new Date(now.getTime() + retryDelayMs(delivery.attempts));
    await db
      .update(webhookDeliveries)
      .set(
        error === null
          ? { ...common, status: 'sent', sentAt: now }
          : next > delivery.giveUpAt
            ? { ...common, status: 'failed' }
            : { ...common, nextAttemptAt: next },
      )
      .where(eq(webhookDeliveries.id, delivery.id));
  }

  /** Sends every delivery due now, batch after batch; how many were tried. */
  async function runDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const batch = await claim();
      const endpoints = new Map(
        batch.length === 0
          ? []
          : (
              await db
                .select({
                  id: webhookEndpoints.id,
                  url: webhookEndpoints.url,
                  secret: webhookEndpoints.secret,
                })
                .from(webhookEndpoints)
                .where(inArray(webhookEndpoints.id, [...new Set(batch.map((d) => d.endpointId))]))
            ).map((e) => [e.id, e]),
      );
      for (const delivery of batch) {
        const endpoint = endpoints.get(delivery.endpointId);
        // Its endpoint deleted since the claim: the delivery went with it.
        if (endpoint) await record(delivery, await attempt(delivery, endpoint));
      }
      tried += batch.length;
      if (batch.length < BATCH) return tried;
    }
  }

  return { runDue };
}
