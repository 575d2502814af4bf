import type { FastifyBaseLogger } from 'fastify';
import type { MailQueue } from './service';

/** How often each process looks for due mail (retries come due without anyone waking it). */
const POLL_MS = 1000;
/**
 * Wakes this close together make one run: a busy shop's orders share one claim (a statement and
 * a batch) instead of each starting a run, for at most this long a wait before a mail leaves.
 */
export const WAKE_WITHIN_MS = 20;

/**
 * Runs the queue in this process: every second, and within WAKE_WITHIN_MS when woken (a mail was
 * just queued here). One run at a time; a wake during a run starts another right after it.
 */
export function mailWorker(
  queue: Pick<MailQueue, 'runDue'>,
  log: FastifyBaseLogger,
  /** The queue's name in the log (the runner serves the message and webhook queues too). */
  name = 'mail queue',
) {
  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
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
    wake() {
      wakeTimer ??= setTimeout(() => {
        wakeTimer = undefined;
        tick();
      }, WAKE_WITHIN_MS);
    },
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
      clearTimeout(wakeTimer);
      wakeTimer = undefined;
      await running;
      waiting.splice(0).forEach((done) => done());
    },
  };
}
export type MailWorker = ReturnType<typeof mailWorker>;
