import { join } from 'node:path';
import { outboxFiles } from './outbox-files';
import type { Config } from '../config';

/** A short text to a phone (an order's news, a code): WhatsApp once configured, else the outbox. */
export interface PhoneMessage {
  /** +212XXXXXXXXX. */
  to: string;
  text: string;
  /** The event's template (order_received, shipped…); the provider's template of that name. */
  template?: string;
  /** The template's named values, in order. */
  params?: Record<string, string>;
  orderId?: string | null;
}

export interface Messenger {
  /** Which channel: the dev outbox writes at once, a provider answers over the network. */
  kind: 'outbox' | 'whatsapp' | 'sms';
  send(message: PhoneMessage): Promise<void>;
}

/**
 * The dev outbox of messages: one JSON file a message (`{ to, template, text, orderId, at }`)
 * under DATA_DIR/messages (outbox-files.ts).
 */
export function outboxMessenger(opts: { outboxDir: string }): Messenger {
  const outbox = outboxFiles(opts.outboxDir);
  return {
    kind: 'outbox',
    async send(message) {
      const at = new Date();
      const body = {
        to: message.to,
        template: message.template ?? 'text',
        text: message.text,
        orderId: message.orderId ?? null,
        at: at.toISOString(),
      };
      await outbox.write(JSON.stringify(body), at);
    },
  };
}

/** What the Cloud API answers when it refuses a message. */
interface GraphError {
  error?: { message?: string; code?: number };
}

/**
 * WhatsApp Business Cloud API: `POST <api>/<phone id>/messages` with the business token. Orders'
 * news goes out as template messages (business-initiated, outside the 24-hour window: the
 * templates are approved in Meta's manager under the events' names), their values named; the
 * French text travels as the template's last value so one approved body carries it. A refusal
 * (4xx/5xx, Graph's error body) throws: the queue tries again later.
 */
export function whatsappMessenger(opts: {
  apiUrl: string;
  phoneId: string;
  token: string;
  language: string;
  fetch?: typeof fetch;
}): Messenger {
  const send = opts.fetch ?? fetch;
  return {
    kind: 'whatsapp',
    async send(message) {
      const to = message.to.replace(/\D/g, '');
      const body = message.template
        ? {
            messaging_product: 'whatsapp',
            to,
            type: 'template',
            template: {
              name: `zina_${message.template}`,
              language: { code: opts.language },
              components: [
                {
                  type: 'body',
                  parameters: Object.entries({ ...message.params, texte: message.text }).map(
                    ([name, text]) => ({ type: 'text', parameter_name: name, text }),
                  ),
                },
              ],
            },
          }
        : { messaging_product: 'whatsapp', to, type: 'text', text: { body: message.text } };
      const res = await send(`${opts.apiUrl}/${opts.phoneId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) {
        const answer = (await res.json().catch(() => ({}))) as GraphError;
        throw new Error(`WhatsApp ${res.status}: ${answer.error?.message ?? 'refus'}`);
      }
    },
  };
}

/** What a Twilio-compatible API answers when it refuses a message. */
interface SmsError {
  code?: number;
  message?: string;
}

/**
 * SMS through a Twilio-compatible Messages API: `POST <api>/2010-04-01/Accounts/<sid>/Messages.json`,
 * form-encoded `To`, `From`, `Body`, HTTP Basic with the account's sid and token. An SMS carries
 * the text alone (no template to approve). A refusal throws: the queue tries again later.
 */
export function smsMessenger(opts: {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  fetch?: typeof fetch;
}): Messenger {
  const send = opts.fetch ?? fetch;
  const auth = Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64');
  return {
    kind: 'sms',
    async send(message) {
      const url = `${opts.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
      const res = await send(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: message.to, From: opts.from, Body: message.text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) {
        const answer = (await res.json().catch(() => ({}))) as SmsError;
        throw new Error(`SMS ${res.status}: ${answer.message ?? 'refus'}`);
      }
    },
  };
}

/** The channel the configuration names. */
export function createMessenger(config: Pick<Config, 'messages' | 'dataDir'>): Messenger {
  const m = config.messages;
  if (m.provider === 'whatsapp') return whatsappMessenger(m);
  if (m.provider === 'sms') return smsMessenger(m);
  return outboxMessenger({ outboxDir: join(config.dataDir, 'messages') });
}
