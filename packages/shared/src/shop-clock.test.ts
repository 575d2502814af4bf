import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';
import {
  daysEndingOn,
  shopDay,
  shopInputValue,
  shopMidnight,
  shopTimeFromInput,
  shopTimeOn,
  shopWallClock,
} from './shop-clock';

describe("the shop's clock (Africa/Casablanca)", () => {
  it('knows UTC+1 and the return to UTC+0 during Ramadan', () => {
    expect(shopMidnight('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(shopMidnight('2026-06-01').toISOString()).toBe('2026-05-31T23:00:00.000Z');
    // Ramadan 2026 (about 18 February to 20 March): Morocco is on UTC.
    expect(shopMidnight('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(shopDay(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(shopDay(new Date('2026-07-14T22:59:59Z'))).toBe('2026-07-14');
    expect(shopDay(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
  });

  // tz 2026e: Morocco on UTC+0 from 20 September 2026, 02:00 (01:00 UTC). The runtime's ICU need
  // not know it (Node 20.20's does not): these held on it only once the shop carried the data.
  it('is on UTC+0 since 20 September 2026, whatever the runtime’s time-zone data says', () => {
    expect(shopWallClock(Date.parse('2026-09-20T00:59:59Z'))).toMatchObject({
      hour: 1,
      minute: 59,
    });
    expect(shopWallClock(Date.parse('2026-09-20T01:00:00Z'))).toMatchObject({ hour: 1, minute: 0 });
    expect(shopMidnight('2026-12-01').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(shopDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11-30');
    expect(formatDateTime('2026-11-29T09:05:00Z')).toMatch(/^29\/11\/2026.*09:05/);
    expect(formatDate('2026-11-30T23:30:00Z')).toMatch(/^30 novembre 2026/);
  });

  it("finds today's 19 h and tomorrow's 10 h on the shop's clock", () => {
    const summer = Date.parse('2026-07-29T09:05:00.000Z');
    expect(new Date(shopTimeOn(summer, 0, 19)).toISOString()).toBe('2026-07-29T18:00:00.000Z');
    expect(new Date(shopTimeOn(summer, 1, 10)).toISOString()).toBe('2026-07-30T09:00:00.000Z');
    // Late in the evening UTC, the shop is already on the next day.
    const late = Date.parse('2026-07-29T23:30:00.000Z');
    expect(new Date(shopTimeOn(late, 1, 10)).toISOString()).toBe('2026-07-31T09:00:00.000Z');
    const winter = Date.parse('2026-11-29T09:05:00.000Z');
    expect(new Date(shopTimeOn(winter, 0, 19)).toISOString()).toBe('2026-11-29T19:00:00.000Z');
    // Across the change: on 19 September at noon, tomorrow's 10 h is already on UTC+0.
    const eve = Date.parse('2026-09-19T11:00:00.000Z');
    expect(new Date(shopTimeOn(eve, 1, 10)).toISOString()).toBe('2026-09-20T10:00:00.000Z');
  });

  it('reads and writes a datetime-local value on the shop’s clock', () => {
    expect(shopTimeFromInput('2026-07-29T19:00')?.toISOString()).toBe('2026-07-29T18:00:00.000Z');
    expect(shopTimeFromInput('2026-11-29T19:30')?.toISOString()).toBe('2026-11-29T19:30:00.000Z');
    expect(shopInputValue(Date.parse('2026-07-29T18:00:00Z'))).toBe('2026-07-29T19:00');
    expect(shopInputValue(Date.parse('2026-11-29T19:30:00Z'))).toBe('2026-11-29T19:30');
    for (const bad of ['', 'demain', '2026-07-29', '2026-07-29 19:00', '2026-07-29T19:00Z'])
      expect(shopTimeFromInput(bad)).toBeNull();
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
