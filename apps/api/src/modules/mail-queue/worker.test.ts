import { afterEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { mailWorker, WAKE_WITHIN_MS } from './worker';

const quiet = pino({ level: 'silent' });

describe('the queue worker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes one run of the wakes that come together, and runs again for a later one', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const worker = mailWorker(
      {
        runDue: async () => {
          runs++;
          return 0;
        },
      },
      quiet,
    );
    worker.start(); // one run at once, then a poll every second (not reached below)
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    // Ten orders answered in a row: one claim for all of them, once the window has passed.
    for (let i = 0; i < 10; i++) worker.wake();
    await vi.advanceTimersByTimeAsync(WAKE_WITHIN_MS - 1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    worker.wake();
    await vi.advanceTimersByTimeAsync(WAKE_WITHIN_MS);
    expect(runs).toBe(3);
    await worker.stop();
    worker.wake();
    await vi.advanceTimersByTimeAsync(WAKE_WITHIN_MS * 2);
    expect(runs).toBe(3);
  });
});
