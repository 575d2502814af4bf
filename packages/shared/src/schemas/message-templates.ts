import { z } from 'zod';
import { MESSAGE_EVENTS, MESSAGE_TEXTS, type MessageEvent } from '../message-texts';

export const MESSAGE_TEMPLATES_MSG = {
  templates: 'Messages aux clients',
  saved: 'Message enregistré',
  reset: 'Message remis par défaut',
  tooLong: 'Le message doit faire entre 1 et 1 000 caractères.',
  unknownEvent: 'Message inconnu.',
  unknownPlaceholder: (name: string, allowed: readonly string[]) =>
    `La valeur {${name}} n’existe pas pour ce message. Valeurs possibles : ${allowed
      .map((p) => `{${p}}`)
      .join(', ')}.`,
} as const;

/** The {placeholders} a text names, in order, once each. */
export const placeholdersOf = (text: string): string[] => [
  ...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)),
];

/** The values every order's message carries (order/core/order-messages.ts fills them). */
const EVERY_MESSAGE = ['nom', 'commande', 'total'];

/** What an event's text may name: every message's values and those its default text names. */
export const allowedPlaceholders = (event: MessageEvent): string[] => [
  ...new Set([...EVERY_MESSAGE, ...placeholdersOf(MESSAGE_TEXTS[event])]),
];

export const MessageEventSchema = z.enum(MESSAGE_EVENTS, {
  message: MESSAGE_TEMPLATES_MSG.unknownEvent,
});

export const MessageTemplateSchema = z.object({
  event: MessageEventSchema,
  /** The text sent now: the shop's own, or the default. */
  text: z.string(),
  defaultText: z.string(),
  placeholders: z.array(z.string()),
  /** Whether the shop changed it. */
  custom: z.boolean(),
});
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;

export const MessageTemplateInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, MESSAGE_TEMPLATES_MSG.tooLong)
    .max(1000, MESSAGE_TEMPLATES_MSG.tooLong),
});
export type MessageTemplateInput = z.infer<typeof MessageTemplateInputSchema>;

/** The first placeholder the event does not fill, if any (the text would go out with it raw). */
export function unknownPlaceholder(event: MessageEvent, text: string): string | null {
  const allowed = allowedPlaceholders(event);
  return placeholdersOf(text).find((p) => !allowed.includes(p)) ?? null;
}
