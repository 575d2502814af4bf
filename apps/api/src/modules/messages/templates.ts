import { eq } from 'drizzle-orm';
import { MESSAGE_EVENTS, MESSAGE_TEXTS, type MessageEvent } from '@zina/shared/message-texts';
import {
  allowedPlaceholders,
  MESSAGE_TEMPLATES_MSG,
  unknownPlaceholder,
  type MessageTemplate,
} from '@zina/shared/schemas/message-templates';
import type { Db } from '../../db/client';
import { messageTemplates } from '../../db/schema';
import { invalid } from '../../lib/errors';

/** The texts the shop saved, by event (events without one use their default). */
export async function savedTexts(db: Db): Promise<Map<string, string>> {
  const rows = await db.select().from(messageTemplates);
  return new Map(rows.map((r) => [r.event, r.text]));
}

/** Every event's text as sent now, with its default and the values it may name. */
export async function messageTemplateList(db: Db): Promise<MessageTemplate[]> {
  const saved = await savedTexts(db);
  return MESSAGE_EVENTS.map((event) => templateOf(event, saved.get(event)));
}

const templateOf = (event: MessageEvent, text: string | undefined): MessageTemplate => ({
  event,
  text: text ?? MESSAGE_TEXTS[event],
  defaultText: MESSAGE_TEXTS[event],
  placeholders: allowedPlaceholders(event),
  custom: text !== undefined,
});

/** Saves an event's text; a {value} the event does not fill is refused (400), nothing saved. */
export async function saveMessageTemplate(
  db: Db,
  event: MessageEvent,
  text: string,
  by: string,
): Promise<MessageTemplate> {
  const unknown = unknownPlaceholder(event, text);
  if (unknown) {
    throw invalid(MESSAGE_TEMPLATES_MSG.unknownPlaceholder(unknown, allowedPlaceholders(event)));
  }
  await db
    .insert(messageTemplates)
    .values({ event, text, updatedBy: by })
    .onConflictDoUpdate({
      target: messageTemplates.event,
      set: { text, updatedBy: by, updatedAt: new Date() },
    });
  return templateOf(event, text);
}

/** Back to the default text. */
export async function resetMessageTemplate(db: Db, event: MessageEvent): Promise<MessageTemplate> {
  await db.delete(messageTemplates).where(eq(messageTemplates.event, event));
  return templateOf(event, undefined);
}
