import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { WebhookEvent } from '@zina/shared/schemas/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** An event to tell the endpoints that asked for it. */
export interface QueuedWebhook {
  event: WebhookEvent;
  /** The payload's `data` (an order's reference, id, status, total…). */
  data: Record<string, unknown>;
  /** What the event is about (an order's id): one key's deliveries leave in the order queued. */
  key: string;
  /** When it happened: the payload's `timestamp`. */
  at: Date;
}

/**
 * One delivery per active endpoint subscribed to the event and per row of `rows` (a select of
 * `key text, data jsonb`), as a statement of its own or a CTE of the caller's (the checkout). With
 * no such endpoint it inserts nothing: one scan of a table of a few rows, so a shop without
 * webhooks pays nothing measurable. Ids are made in SQL (one per row), time-ordered as newId's.
 * `at` is the time as ISO text, a value or a prepared statement's placeholder.
 */
export const webhooksQueuingFrom = (event: WebhookEvent, rows: SQL, at: SQLWrapper): SQL =>
  sql`insert into ${webhookDeliveries} (id, endpoint_id, event, payload, order_key)
    select lpad(to_hex(extract(epoch from now())::bigint), 8, '0')
        || substr(md5(random()::text || e.id || r.key), 1, 16),
      e.id, ${event},
      jsonb_build_object('type', ${event}::text, 'timestamp', ${at}::text,
        'data', r.data),
      r.key
    from (${rows}) r cross join ${webhookEndpoints} e
    where e.active and ${event} = any(e.events)`;

/** One event's row for webhooksQueuingFrom: `key` as text, `data` as JSON text. */
export const webhookRow = (key: SQLWrapper, data: SQLWrapper): SQL =>
  sql`select ${key}::text as key, ${data}::jsonb as data`;

/** webhooksQueuingFrom for one event. */
export const webhooksQueuing = ({ event, data, key, at }: QueuedWebhook): SQL =>
  webhooksQueuingFrom(
    event,
    webhookRow(sql`${key}`, sql`${JSON.stringify(data)}`),
    sql`${at.toISOString()}`,
  );

/**
 * Queues the events in the caller's transaction: a delivery exists exactly when its cause does.
 * One statement for each event name and time, however many orders a bulk change touches.
 */
export async function queueWebhooks(tx: Db, events: readonly QueuedWebhook[]): Promise<void> {
  const groups = new Map<string, QueuedWebhook[]>();
  for (const e of events) {
    const name = `${e.event} ${e.at.toISOString()}`;
    const group = groups.get(name);
    if (group) group.push(e);
    else groups.set(name, [e]);
  }
  for (const [first, ...rest] of groups.values()) {
    if (rest.length === 0) {
      await tx.execute(webhooksQueuing(first!));
      continue;
    }
    const rows = JSON.stringify([first!, ...rest].map(({ key, data }) => ({ key, data })));
    await tx.execute(
      webhooksQueuingFrom(
        first!.event,
        sql`select x.key, x.data from jsonb_to_recordset(${rows}::jsonb) as x(key text, data jsonb)`,
        sql`${first!.at.toISOString()}`,
      ),
    );
  }
}
