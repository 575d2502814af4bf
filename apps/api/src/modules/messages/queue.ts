import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { fillMessage, MESSAGE_TEXTS, type MessageEvent } from '@zina/shared/message-texts';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { messageJobs, messageOptOuts } from '../../db/schema';

/** A message to a customer's phone, queued with what causes it. */
export interface QueuedMessage {
  /** Names the cause (`order:<id>:shipped`): queuing the same key again sends nothing more. */
  key: string;
  /** +212XXXXXXXXX. */
  to: string;
  event: MessageEvent;
  values: Record<string, string>;
  orderId?: string | null;
}

/** The messages as the one JSON parameter of messagesQueuing (their texts filled in). */
export const messageRows = (messages: readonly QueuedMessage[]): string =>
  JSON.stringify(
    messages.map((m) => ({
      id: newId(),
      idempotency_key: m.key,
      recipient: m.to,
      template: m.event,
      text: fillMessage(MESSAGE_TEXTS[m.event], m.values),
      params: m.values,
      order_id: m.orderId ?? null,
    })),
  );

/**
 * Inserts the messages (`rows`: messageRows' JSON, a value or a prepared statement's
 * placeholder) as jobs, as a statement of its own or a CTE of the caller's (the checkout): a
 * phone that answered STOP gets none, and a key already queued is not queued again.
 */
export const messagesQueuing = (rows: SQLWrapper): SQL =>
  sql`insert into ${messageJobs} (id, idempotency_key, recipient, template, text, params, order_id)
    select m.id, m.idempotency_key, m.recipient, m.template, m.text, m.params, m.order_id
    from json_populate_recordset(null::${messageJobs}, ${rows}::json) m
    where not exists (select 1 from ${messageOptOuts} o where o.phone = m.recipient)
    on conflict (idempotency_key) do nothing`;

/** Queues messages in the caller's transaction: they exist exactly when their cause does. */
export async function queueMessages(tx: Db, messages: readonly QueuedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.execute(messagesQueuing(sql`${messageRows(messages)}`));
}

/** The phone answered STOP: nothing more is sent to it, and what waits is dropped. */
export async function optOut(db: Db, phone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(messageOptOuts).values({ phone }).onConflictDoNothing();
    await tx.execute(
      sql`delete from ${messageJobs} where ${messageJobs.recipient} = ${phone} and ${messageJobs.sentAt} is null`,
    );
  });
}
