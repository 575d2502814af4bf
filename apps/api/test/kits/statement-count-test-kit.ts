import pg from 'pg';
import { afterAll } from 'vitest';

/**
 * Every statement sent to PostgreSQL while counting, through the driver every pool connection
 * uses (wrapped before the app opens its first connection; the real query runs unchanged).
 * Cache invalidations (NOTIFY) and rate-limit counts (rate_limit_counters) are not the request's:
 * each is sent on a timer, gathered across requests, and may land in whichever step is running.
 * Call it at the top of a test file; `statementsOf(run)` answers what `run` sent.
 */
export function countingStatements() {
  const sent: string[] = [];
  let counting = false;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    if (counting && !/pg_notify|^\s*listen|"rate_limit_counters"/i.test(text)) sent.push(text);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  afterAll(() => {
    pg.Client.prototype.query = query;
  });

  return async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    sent.length = 0;
    counting = true;
    try {
      await run();
    } finally {
      counting = false;
    }
    return [...sent];
  };
}
