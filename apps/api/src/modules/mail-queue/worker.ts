import type { FastifyBaseLogger } from 'fastify';
import type { MailQueue } from './service';

/** How often each process looks for due mail (retries come due without anyone waking it). */
const POLL_MS = 1000;

/**
 * Runs the queue in this process: every second, and at once when woken (a mail was just queued
 * here). One run at a time; a wake during a run starts another right after it.
 */
export function mailWorker(
  queue: Pick<MailQueue, 'runDue'>,
  log: FastifyBaseLogger,
  /** The queue's name in the log (the runner serves the message and webhook queues too). */
  name = 'mail queue',
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  /** Callers of flush(), answered by the next run to start. */
  const waiting: Array<() => void> = [];

  function tick() {
    if (stopped) {
      waiting.splice(0).forEach((done) => done());
      return;
    }
    if (running) {
      again = true;
      return;
    }
    const served = waiting.splice(0);
    running = queue
      .runDue()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${name} run failed`))
      .finally(() => {
        running = null;
        served.forEach((done) => done());
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
    /** Resolves once a run that started after this call has ended (the mail just queued went). */
    flush(): Promise<void> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        tick();
      });
    },
    /** Stops polling and waits for the mails being sent (graceful shutdown). */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      waiting.splice(0).forEach((done) => done());
    },
  };
}
export type MailWorker = ReturnType<typeof mailWorker>;
