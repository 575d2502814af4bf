import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { FailedMail } from '@zina/shared/schemas/mail-queue';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared-query';
import { mailJobs } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../db/ids';
import type { MailMessage } from '../../lib/mail';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';
import { tryBatch } from './batch';
import { dueJobsClaim } from './claim';

export interface QueuedMail {
  /** Names the cause (`order:<id>:customer`): queuing the same key again sends nothing more. */
  key: string;
  message: MailMessage;
  /** When the mail stops being of use (a reset code's expiry): it is dropped rather than sent late. */
  expiresAt?: Date;
  /** Not sent before then (a desk outcome's notice waits out its undo window). */
  runAt?: Date;
}

/**
 * A worker holds a claimed job this long; after a crash, another takes it once it lapses. Longer
 * than a job's wait in its batch plus the longest try (the SMTP timeouts of lib/mail.ts add up
 * to 30 s), so a lease never runs out while its mail is still being tried.
 */
const LOCK_MS = 45 * 1000;
/** Jobs claimed at once: one claim and one record of the sent for a busy shop's many mails. */
const BATCH = 20;

export const MAIL_QUEUE_MSG = {
  notFound: 'Email introuvable',
  retried: 'Email remis en file d’envoi',
  expired: 'Expiré avant l’envoi',
  expiredRetry: 'Cet email a expiré : il ne peut plus être envoyé',
} as const;

/** The mails as the one JSON parameter of mailsQueuing (a fresh job id each). */
export const mailRows = (mails: readonly QueuedMail[]): string =>
  JSON.stringify(
    mails.map(({ key, message, expiresAt, runAt }) => ({
      id: newId(),
      idempotency_key: key,
      recipient: message.to,
      subject: message.subject,
      message,
      expires_at: expiresAt ?? null,
      run_at: runAt ?? null,
    })),
  );

/**
 * Queues mails as a statement for the caller to run within its own, inserted from `rows`
 * (mailRows' JSON, as a value or a prepared statement's placeholder): the statement's text is
 * the same whatever the mails, so nothing is built per mail (a checkout queues two with every
 * order, in a statement built once).
 */
export const mailsQueuing = (rows: SQLWrapper): SQL =>
  sql`insert into ${mailJobs} (id, idempotency_key, recipient, subject, message, expires_at,
      run_at)
    select id, idempotency_key, recipient, subject, message, expires_at, coalesce(run_at, now())
    from json_populate_recordset(null::${mailJobs}, ${rows}::json)
    on conflict (idempotency_key) do nothing`;

/**
 * Queues mails in the caller's transaction: they exist exactly when what caused them was
 * committed, and leave later through the worker (mailQueue().runDue).
 */
export async function queueMails(tx: Db, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.execute(mailsQueuing(sql`${mailRows(mails)}`));
}

/** Withdraws mails no worker has taken yet (the notice of an undone desk outcome). */
export async function withdrawMails(tx: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .delete(mailJobs)
    .where(
      and(
        inArray(mailJobs.idempotencyKey, [...keys]),
        isNull(mailJobs.sentAt),
        or(isNull(mailJobs.lockedUntil), lte(mailJobs.lockedUntil, sql`now()`)),
      ),
    );
}

type Job = typeof mailJobs.$inferSelect;

/** The mail queue's worker side and its back-office view. */
export interface MailQueueHooks {
  onSent?(): void;
  /** A try failed; `willRetry` is false once the job gave up or expired. */
  onFailed?(job: { id: string; subject: string }, error: unknown, willRetry: boolean): void;
}

const claimQuery = dueJobsClaim(mailJobs, 'mail_claim', BATCH);

// Run after every claim that sent something: built once, as the claim (claim.ts).

const recordSentQuery = preparedPerDb((db) =>
  db
    .update(mailJobs)
    .set({
      sentAt: sql`${sql.placeholder('now')}`,
      lockedUntil: null,
      lastError: null,
      message: null,
    })
    .where(sql`${mailJobs.id} = any(${sql.placeholder('ids')})`)
    .prepare('mail_record_sent'),
);

export function mailQueue(deps: AppDeps, hooks: MailQueueHooks = {}) {
  const { db, clock, mailer } = deps;

  /** Takes up to BATCH due jobs for this worker; SKIP LOCKED lets workers share the queue. */
  async function claim(): Promise<Job[]> {
    const now = clock.now();
    const claimed = await claimQuery(db).execute({
      now,
      until: new Date(now.getTime() + LOCK_MS),
    });
    // RETURNING keeps no order: mails leave in the order they were due (ids are time-ordered).
    return claimed.sort(
      (a, b) => a.runAt.getTime() - b.runAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }

  /** Dropped unsent, its message (which may hold a code) erased with it. */
  async function expire(job: Job): Promise<void> {
    await db
      .update(mailJobs)
      .set({
        failedAt: clock.now(),
        lockedUntil: null,
        lastError: MAIL_QUEUE_MSG.expired,
        message: null,
      })
      .where(eq(mailJobs.id, job.id));
    hooks.onFailed?.(job, new Error(MAIL_QUEUE_MSG.expired), false);
  }

  /** One try of a job: true once sent (recorded by the caller with the batch's others). */
  async function deliver(job: Job): Promise<boolean> {
    if (job.expiresAt && job.expiresAt <= clock.now()) {
      await expire(job);
      return false;
    }
    try {
      if (!job.message) throw new Error('message missing');
      await mailer.send({ ...job.message, messageId: `<${job.id}@mail.zina>` });
      return true;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = job.attempts >= MAX_ATTEMPTS;
      const now = clock.now();
      await db
        .update(mailJobs)
        .set({
          lockedUntil: null,
          lastError,
          ...(giveUp
            ? { failedAt: now }
            : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
        })
        .where(eq(mailJobs.id, job.id));
      hooks.onFailed?.(job, error, !giveUp);
      return false;
    }
  }

  /** The sent jobs, in one statement; their messages are dropped with it. */
  async function recordSent(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await recordSentQuery(db).execute({ ids, now: clock.now() });
    for (const _ of ids) hooks.onSent?.();
  }

  /** Jobs claimed but not tried go back, due at once, their try not counted. */
  async function release(jobs: Job[]): Promise<void> {
    if (jobs.length === 0) return;
    await db
      .update(mailJobs)
      .set({ lockedUntil: null, attempts: sql`${mailJobs.attempts} - 1` })
      .where(
        inArray(
          mailJobs.id,
          jobs.map((j) => j.id),
        ),
      );
  }

  /** Tries a claimed batch in order; what a slow server kept from starting in time goes back. */
  async function deliverBatch(jobs: Job[]): Promise<number> {
    const { sent, untried } = await tryBatch(jobs, deliver, clock);
    await recordSent(sent);
    await release(untried);
    return jobs.length - untried.length;
  }

  /** Sends every job due now, batch after batch; the number of jobs tried. */
  async function runDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const jobs = await claim();
      if (jobs.length > 0) tried += await deliverBatch(jobs);
      // A short batch took every job due: later ones wake the worker or wait for its poll.
      if (jobs.length < BATCH) return tried;
    }
  }

  /** Mails that gave up, newest first, for the back office. */
  async function failed(limit = 100): Promise<FailedMail[]> {
    const rows = await db
      .select({
        _id: mailJobs.id,
        recipient: mailJobs.recipient,
        subject: mailJobs.subject,
        attempts: mailJobs.attempts,
        lastError: mailJobs.lastError,
        createdAt: mailJobs.createdAt,
        failedAt: mailJobs.failedAt,
      })
      .from(mailJobs)
      .where(isNotNull(mailJobs.failedAt))
      .orderBy(desc(mailJobs.failedAt))
      .limit(limit);
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      failedAt: row.failedAt?.toISOString() ?? null,
    }));
  }

  /** Puts a failed mail back in the queue, due now, with a fresh set of tries. */
  async function retry(id: string): Promise<void> {
    const [row] = await db
      .update(mailJobs)
      .set({ failedAt: null, attempts: 0, runAt: clock.now(), lockedUntil: null })
      .where(and(eq(mailJobs.id, id), isNotNull(mailJobs.failedAt), isNotNull(mailJobs.message)))
      .returning({ id: mailJobs.id });
    if (row) return;
    const [failed] = await db
      .select({ id: mailJobs.id })
      .from(mailJobs)
      .where(and(eq(mailJobs.id, id), isNotNull(mailJobs.failedAt)))
      .limit(1);
    throw failed ? conflict(MAIL_QUEUE_MSG.expiredRetry) : notFound(MAIL_QUEUE_MSG.notFound);
  }

  /** Jobs waiting to leave and the age of the oldest (for metrics). */
  async function depth(): Promise<{ depth: number; oldestAgeSeconds: number }> {
    const [row] = await db
      .select({
        depth: sql<number>`count(*)::int`,
        oldest: sql<Date | null>`min(${mailJobs.createdAt})`,
      })
      .from(mailJobs)
      .where(and(isNull(mailJobs.sentAt), isNull(mailJobs.failedAt)));
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
    return {
      depth: row?.depth ?? 0,
      oldestAgeSeconds: oldest === null ? 0 : (clock.now().getTime() - oldest) / 1000,
    };
  }

  return { runDue, failed, retry, depth };
}
export type MailQueue = ReturnType<typeof mailQueue>;
