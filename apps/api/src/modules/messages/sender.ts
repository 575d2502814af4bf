import { eq, inArray, sql } from 'drizzle-orm';
import { preparedPerDb } from '../../db/prepared-query';
import { messageJobs } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { fillMessage } from '@zina/shared/message-texts';
import { dueJobsClaim, MAX_ATTEMPTS, retryDelayMs, tryBatch } from '../mail-queue';
import { savedTexts } from './templates';

/** A worker holds claimed jobs this long; after a crash, another takes them once it lapses. */
const LOCK_MS = 45_000;
const BATCH = 20;

type Job = typeof messageJobs.$inferSelect;

/**
 * The text as the shop's template says when it leaves (edited since it was queued, it goes out
 * as edited), filled with the values kept with the job; the text written at queuing otherwise.
 */
const textOf = (job: Job, saved: Map<string, string>): string => {
  const template = saved.get(job.template);
  return template && job.params ? fillMessage(template, job.params) : job.text;
};

// The mail queue's claim on this queue's table; its record of the sent, built once as well.
const claimQuery = dueJobsClaim(messageJobs, 'message_claim', BATCH);

const recordSentQuery = preparedPerDb((db) =>
  db
    .update(messageJobs)
    .set({ sentAt: sql`${sql.placeholder('now')}`, lockedUntil: null, lastError: null })
    .where(sql`${messageJobs.id} = any(${sql.placeholder('ids')})`)
    .prepare('message_record_sent'),
);

/**
 * The message queue's worker side, as the mail queue's: due jobs claimed with SKIP LOCKED (any
 * number of processes share the queue), sent through the configured channel, retried with the
 * mail queue's backoff, set aside after its tries.
 */
export function messageSender(deps: AppDeps, onFailed?: (job: Job, error: unknown) => void) {
  const { db, clock, messenger } = deps;

  async function claim(): Promise<Job[]> {
    const now = clock.now();
    const claimed = await claimQuery(db).execute({
      now,
      until: new Date(now.getTime() + LOCK_MS),
    });
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || (a.id < b.id ? -1 : 1));
  }

  /** Sends one job; a failure is recorded at once (retry later, or give up). */
  async function deliver(job: Job, saved: Map<string, string>): Promise<boolean> {
    const now = clock.now();
    try {
      await messenger.send({
        to: job.recipient,
        text: textOf(job, saved),
        template: job.template,
        params: job.params,
        orderId: job.orderId,
      });
      return true;
    } catch (error) {
      const giveUp = job.attempts >= MAX_ATTEMPTS;
      await db
        .update(messageJobs)
        .set({
          lockedUntil: null,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          ...(giveUp
            ? { failedAt: now }
            : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
        })
        .where(eq(messageJobs.id, job.id));
      onFailed?.(job, error);
      return false;
    }
  }

  /**
   * The sent jobs, in one statement (a busy shop sends a message with every order). Delivery is
   * at least once, as for mail: a process that dies mid-batch leaves that batch's sent messages
   * to go again once their lease lapses.
   */
  async function recordSent(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await recordSentQuery(db).execute({ ids, now: clock.now() });
  }

  /** Jobs claimed but not tried go back, due at once, their try not counted. */
  async function release(jobs: Job[]): Promise<void> {
    if (jobs.length === 0) return;
    await db
      .update(messageJobs)
      .set({ lockedUntil: null, attempts: sql`${messageJobs.attempts} - 1` })
      .where(
        inArray(
          messageJobs.id,
          jobs.map((j) => j.id),
        ),
      );
  }

  /** Sends every message due now, batch after batch; how many were tried. */
  async function runDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const jobs = await claim();
      if (jobs.length > 0) {
        const saved = await savedTexts(db);
        const { sent, untried } = await tryBatch(jobs, (job) => deliver(job, saved), clock);
        await recordSent(sent);
        await release(untried);
        tried += jobs.length - untried.length;
      }
      if (jobs.length < BATCH) return tried;
    }
  }

  return { runDue };
}
