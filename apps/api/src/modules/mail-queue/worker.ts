import type { FastifyBaseLogger } from 'fastify';
import type { MailQueue } from './service';

/** How often each process looks for due mail (retries come due without anyone waking it). */
const POLL_MS = 1000;

/**
 * Runs the queue in this process: every second, and at once when woken (a mail was just queued
 * here). One run at a time; a wake during a run starts another right after it.
 */
export function mailWorker(queue: Pick<MailQueue, 'runDue'>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = queue
      .runDue()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'mail queue run failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  return {
    start() {
      stopped = false;
      timer = setInterval(tick, POLL_MS);
      timer.unref();
      tick();
    },
    wake: () => setImmediate(tick),
    /** Stops polling and waits for the mails being sent (graceful shutdown). */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
export type MailWorker = ReturnType<typeof mailWorker>;
