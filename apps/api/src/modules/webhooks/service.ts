import { desc, eq } from 'drizzle-orm';
import {
  WEBHOOK_MSG,
  type NewWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEvent,
  type WebhookStatus,
} from '@zina/shared/schemas/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import { checkDestination } from './destination';
import { newWebhookSecret } from './signature';

/** The back office shows this many of an endpoint's latest deliveries. */
const RECENT = 50;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const endpointOf = (e: EndpointRow): WebhookEndpoint => ({
  _id: e.id,
  url: e.url,
  events: e.events as WebhookEvent[],
  active: e.active,
  createdAt: e.createdAt.toISOString(),
});

const deliveryOf = (d: DeliveryRow): WebhookDelivery => ({
  _id: d.id,
  endpointId: d.endpointId,
  event: d.event as WebhookEvent,
  status: d.status as WebhookStatus,
  attempts: d.attempts,
  lastStatus: d.lastStatus,
  lastError: d.lastError,
  createdAt: d.createdAt.toISOString(),
  sentAt: d.sentAt?.toISOString() ?? null,
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
});

/** Adds an endpoint, its address checked (SSRF); the answer is the only one carrying the secret. */
export async function addEndpoint(
  { db, config }: AppDeps,
  input: WebhookEndpointInput,
): Promise<NewWebhookEndpoint> {
  await checkDestination(input.url, config.webhooks.allowPrivate);
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: input.url.trim(),
      events: [...new Set(input.events)],
      secret: newWebhookSecret(),
    })
    .returning();
  return { ...endpointOf(row!), secret: row!.secret };
}

export async function listEndpoints({ db }: AppDeps): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(endpointOf);
}

/** Deletes an endpoint and its deliveries (nothing more is sent to it). */
export async function deleteEndpoint({ db }: AppDeps, id: string): Promise<WebhookEndpoint> {
  const [row] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
  if (!row) throw notFound(WEBHOOK_MSG.notFound);
  return endpointOf(row);
}

export async function recentDeliveries(
  { db }: AppDeps,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.seq))
    .limit(RECENT);
  return rows.map(deliveryOf);
}

/**
 * Sends a delivery again, sent or failed: pending at once, with a new day of tries. Its id stays
 * (the receiver may recognise it); one order's later deliveries wait for it, as for any older one.
 */
export async function replayDelivery({ db, clock }: AppDeps, id: string): Promise<WebhookDelivery> {
  const now = clock.now();
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: now,
      lockedUntil: null,
      giveUpAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
    })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  if (!row) throw notFound(WEBHOOK_MSG.deliveryNotFound);
  return deliveryOf(row);
}
