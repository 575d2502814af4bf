import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { isStopWord } from '@zina/shared/message-texts';
import { normalizeMoroccanPhone } from '@zina/shared/phone';
import { MoroccanPhoneSchema } from '@zina/shared/schemas/address';
import { invalid, unauthenticated } from '../../lib/errors';
import { queueWorker } from '../mail-queue';
import { optOut } from './queue';
import { messageSender } from './sender';
import { messageTemplateRoutes } from './template-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes this process's message worker (after a commit that queued messages). */
    wakeMessageWorker(): void;
    /** Sends the messages due now from this process (tests); how many were tried. */
    sendDueMessages(): Promise<number>;
  }
}

const PhoneSchema = z.object({ phone: MoroccanPhoneSchema });

/** What WhatsApp posts when a customer writes to the shop's number (only what is read here). */
interface InboundWebhook {
  entry?: Array<{
    changes?: Array<{ value?: { messages?: Array<{ from?: string; text?: { body?: string } }> } }>;
  }>;
}

/** X-Hub-Signature-256 as Meta signs webhooks: sha256=HMAC(app secret, the raw body). */
function signedByMeta(secret: string | undefined, raw: string, header: unknown): boolean {
  if (!secret || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'));
  const given = Buffer.from(header.slice(7));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Messages to customers (issue 47): the worker (as mail's, unless `run` is false), a STOP an agent
 * heard on the phone, and WhatsApp's inbound webhook where a customer's STOP opts them out.
 * Not encapsulated: the order module's routes wake the worker.
 */
export const messagesRoutes = fp(async (app: FastifyInstance, opts: { run?: boolean }) => {
  const sender = messageSender(app.deps, (job, error) => {
    const err = error instanceof Error ? { name: error.name, message: error.message } : error;
    app.log.error({ messageJob: job.id, template: job.template, err }, 'message not sent');
  });
  const worker = queueWorker(sender, app.log);
  const run = opts.run !== false;
  app.decorate('wakeMessageWorker', () => {
    if (run) worker.wake();
  });
  app.decorate('sendDueMessages', () => sender.runDue());
  // A write of the order or delivery modules may have queued a message: it leaves now, not at
  // the next poll.
  app.addHook('onResponse', (request, reply, done) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    const url = request.url;
    if (run && write && reply.statusCode < 400 && /^\/api\/(order|delivery)\//.test(url)) {
      worker.wake();
    }
    done();
  });
  if (run) {
    app.addHook('onReady', async () => worker.start());
    app.deps.lifecycle.onDrain(() => worker.stop());
    app.addHook('onClose', async () => worker.stop());
  }

  await app.register(messageTemplateRoutes);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/messages/opt-out',
    {
      config: { access: 'staff' },
      schema: {
        body: PhoneSchema,
        response: { 200: apiResponse(z.object({ phone: z.string() })) },
      },
    },
    async (request) => {
      await optOut(app.deps.db, request.body.phone);
      return {
        success: true,
        error: false,
        message: 'Ce numéro ne recevra plus de messages',
        data: { phone: request.body.phone },
      };
    },
  );

  await app.register(async (inbound) => {
    // The signature is over the bytes sent: the body is kept as text before it is read.
    inbound.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body, done) => {
        (request as { rawBody?: string }).rawBody = String(body);
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(invalid('Corps JSON invalide'), undefined);
        }
      },
    );
    inbound.post('/api/messages/webhook', { config: { access: 'public' } }, async (request) => {
      const raw = (request as { rawBody?: string }).rawBody ?? '';
      const secret = app.deps.config.messages.appSecret;
      if (!signedByMeta(secret, raw, request.headers['x-hub-signature-256'])) {
        throw unauthenticated('Signature invalide');
      }
      const body = request.body as InboundWebhook;
      for (const entry of body.entry ?? []) {
        for (const change of entry.changes ?? []) {
          for (const message of change.value?.messages ?? []) {
            const phone = normalizeMoroccanPhone(`+${message.from ?? ''}`);
            if (phone && isStopWord(message.text?.body ?? '')) await optOut(app.deps.db, phone);
          }
        }
      }
      return { success: true, error: false, message: 'Reçu' };
    });
  });
});
