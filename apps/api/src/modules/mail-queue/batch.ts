import type { Clock } from '../../lib/clock';

/** A batch's jobs not started this long after the claim go back to the queue (a slow server). */
export const START_WITHIN_MS = 10 * 1000;

/**
 * Tries a claimed batch in order, one job at a time, and answers the ids sent and the jobs not
 * tried: a job is started only within START_WITHIN_MS of the claim, so that the last one ends
 * (its own timeouts) well inside the claim's lease and no sent job lapses back to the queue
 * before the caller records it. The caller records the sent ones in one statement and gives the
 * untried ones back. Shared by the mail and message queues.
 */
export async function tryBatch<Job extends { id: string }>(
  jobs: readonly Job[],
  deliver: (job: Job) => Promise<boolean>,
  clock: Pick<Clock, 'now'>,
): Promise<{ sent: string[]; untried: Job[] }> {
  const claimedAt = clock.now().getTime();
  const sent: string[] = [];
  let tried = 0;
  for (const job of jobs) {
    if (clock.now().getTime() - claimedAt > START_WITHIN_MS) break;
    if (await deliver(job)) sent.push(job.id);
    tried++;
  }
  return { sent, untried: jobs.slice(tried) };
}
