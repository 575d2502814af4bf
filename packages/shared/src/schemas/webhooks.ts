import { z } from 'zod';
import { IdSchema } from './common';

/** What a shop's endpoint may subscribe to (issue 48), in the order the back office lists them. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.confirmed',
  'order.cancelled',
  'order.shipped',
  'order.delivered',
  'order.returned',
  'product.updated',
  'stock.low',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The back office's words for each event. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.created': 'Commande reçue',
  'order.confirmed': 'Commande confirmée',
  'order.cancelled': 'Commande annulée',
  'order.shipped': 'Commande expédiée',
  'order.delivered': 'Commande livrée',
  'order.returned': 'Colis retourné',
  'product.updated': 'Produit modifié',
  'stock.low': 'Stock bas',
};

export const WEBHOOK_STATUSES = ['pending', 'sent', 'failed'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const WEBHOOK_MSG = {
  endpoints: 'Webhooks',
  created: 'Webhook ajouté',
  deleted: 'Webhook supprimé',
  deliveries: 'Envois du webhook',
  replayed: 'Envoi remis en file',
  notFound: 'Webhook introuvable',
  deliveryNotFound: 'Envoi introuvable',
  unknownEvent: 'Événement inconnu : choisissez parmi les événements proposés.',
  noEvent: 'Choisissez au moins un événement.',
  badUrl: 'L’adresse doit être une URL http:// ou https://.',
  privateAddress:
    'Adresse refusée : elle mène à un réseau privé ou local (WEBHOOK_ALLOW_PRIVATE=true pour l’autoriser).',
  unknownHost: 'Adresse introuvable : ce nom de domaine ne répond pas.',
} as const;

export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS, { message: WEBHOOK_MSG.unknownEvent });

/** http:// or https:// only: a receiver is a web server, never a file or another protocol. */
const WebhookUrlSchema = z
  .string({ message: WEBHOOK_MSG.badUrl })
  .trim()
  .max(2000, WEBHOOK_MSG.badUrl)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, WEBHOOK_MSG.badUrl);

export const WebhookEndpointInputSchema = z.object({
  url: WebhookUrlSchema,
  events: z
    .array(WebhookEventSchema, { message: WEBHOOK_MSG.noEvent })
    .min(1, WEBHOOK_MSG.noEvent)
    .transform((events) => [...new Set(events)]),
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInputSchema>;

export const WebhookEndpointSchema = z.object({
  _id: IdSchema,
  url: z.string(),
  events: z.array(WebhookEventSchema),
  active: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** The answer to a creation: the only time the signing secret is shown. */
export const NewWebhookEndpointSchema = WebhookEndpointSchema.extend({
  /** `whsec_` + base64 of 24 random bytes (Standard Webhooks). */
  secret: z.string(),
});
export type NewWebhookEndpoint = z.infer<typeof NewWebhookEndpointSchema>;

export const WebhookDeliverySchema = z.object({
  _id: IdSchema,
  endpointId: IdSchema,
  event: WebhookEventSchema,
  status: z.enum(WEBHOOK_STATUSES),
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null before a try or when none answered. */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookIdParamsSchema = z.object({ id: IdSchema });
export const WebhookDeliveriesQuerySchema = z.object({ endpointId: IdSchema });
