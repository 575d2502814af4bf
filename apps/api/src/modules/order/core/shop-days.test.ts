import { describe, expect, it } from 'vitest';
import { daysEndingOn, shopDay, shopMidnight } from './shop-days';

describe('days in Morocco', () => {
  // Dates before 20 September 2026, where every time-zone database agrees: from then on, tz
  // 2026e (Node 24) has Morocco on UTC+0 where 2025c (Node 20) keeps UTC+1 (DEPLOY.md).
  it('knows UTC+1 and the return to UTC+0 during Ramadan', () => {
    expect(shopMidnight('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(shopMidnight('2026-06-01').toISOString()).toBe('2026-05-31T23:00:00.000Z');
    // Ramadan 2026 (about 18 February to 20 March): Morocco is on UTC.
    expect(shopMidnight('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(shopDay(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(shopDay(new Date('2026-07-14T22:59:59Z'))).toBe('2026-07-14');
    expect(shopDay(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
  });

  it('lists calendar days across month ends, oldest first', () => {
    expect(daysEndingOn('2030-03-02', 4)).toEqual([
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
    ]);
  });
});
