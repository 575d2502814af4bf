import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new endpoint's signing secret, as Standard Webhooks writes it: whsec_ + base64 of 24 bytes. */
export const newWebhookSecret = (): string => PREFIX + randomBytes(24).toString('base64');

/**
 * The `webhook-signature` header of Standard Webhooks: `v1,` + base64 HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the secret's bytes (the base64 after whsec_).
 */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(
    secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret,
    'base64',
  );
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}
