import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { FailedMailSchema, MailJobIdSchema } from '@zina/shared/schemas/mail-queue';
import { mailsFailed, mailsSent, registerQueueGauges } from '../../lib/metrics';
import { MAIL_QUEUE_MSG, mailQueue } from './service';
import { mailWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes this process's mail worker (after a commit that queued mail). */
    wakeMailWorker(): void;
    /**
     * After a commit that queued a mail its reader may look for at once (a reset code): the dev
     * outbox has it before the answer; real mail leaves after the answer, whose time tells nothing.
     */
    mailQueuedForAnswer(): Promise<void>;
    /** Sends the mail due now from this process, whether its worker runs or not (tests); how many. */
    sendDueMail(): Promise<number>;
  }
}

/**
 * The worker (unless `run` is false: tests send by hand) and the back office's failed mails.
 * Not encapsulated: other modules' routes wake the worker.
 */
export const mailQueueRoutes = fp(async (app: FastifyInstance, opts: { run?: boolean }) => {
  const queue = mailQueue(app.deps, {
    onSent: () => mailsSent.inc(),
    onFailed: (job, error, willRetry) => {
      mailsFailed.inc();
      // The error only: the message may hold a code, and is never logged.
      const err = error instanceof Error ? { name: error.name, message: error.message } : error;
      app.log.error({ mailJob: job.id, subject: job.subject, willRetry, err }, 'mail not sent');
    },
  });
  const worker = mailWorker(queue, app.log);
  const run = opts.run !== false;
  app.decorate('wakeMailWorker', () => {
    if (run) worker.wake();
  });
  app.decorate('sendDueMail', () => queue.runDue());
  app.decorate('mailQueuedForAnswer', async () => {
    if (!run) return;
    if (app.deps.mailer.local) await worker.flush();
    else worker.wake();
  });
  if (run) {
    registerQueueGauges(queue.depth);
    app.addHook('onReady', async () => worker.start());
    // SIGTERM: the mails being sent finish before the database closes.
    app.deps.lifecycle.onDrain(() => worker.stop());
  }
  // The mail server's connections close with the app, once the mail in flight has left.
  app.addHook('onClose', async () => {
    if (run) await worker.stop();
    app.deps.mailer.close();
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  r.get(
    '/api/mail-queue/failed',
    { config: admin, schema: { response: { 200: apiResponse(z.array(FailedMailSchema)) } } },
    async () => ({
      success: true,
      error: false,
      message: 'Emails non envoyés',
      data: await queue.failed(),
    }),
  );

  r.post(
    '/api/mail-queue/:id/retry',
    {
      config: admin,
      schema: { params: MailJobIdSchema, response: { 200: apiResponse(z.undefined().optional()) } },
    },
    async (request) => {
      await queue.retry(request.params.id);
      if (run) worker.wake();
      return { success: true, error: false, message: MAIL_QUEUE_MSG.retried };
    },
  );
});
