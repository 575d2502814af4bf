import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';

describe('mail retry schedule', () => {
  it('doubles from 15 s up to an hour', () => {
    const middle = () => 0.5;
    expect(retryDelayMs(1, middle)).toBe(15_000);
    expect(retryDelayMs(2, middle)).toBe(30_000);
    expect(retryDelayMs(3, middle)).toBe(60_000);
    expect(retryDelayMs(20, middle)).toBe(3_600_000);
  });

  it('keeps trying for more than a day before giving up, even with the shortest jitter', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++)
      total += retryDelayMs(attempt, () => 0);
    expect(total).toBeGreaterThan(24 * 3600 * 1000);
  });
});
