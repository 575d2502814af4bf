import { describe, expect, it } from 'vitest';
import { shopTimeOn } from './shop-time';

describe("the shop's clock (Africa/Casablanca)", () => {
  it("finds today's 19 h and tomorrow's 10 h on the shop's clock", () => {
    const now = Date.parse('2026-07-29T09:05:00.000Z');
    expect(new Date(shopTimeOn(now, 0, 19)).toISOString()).toBe('2026-07-29T18:00:00.000Z');
    expect(new Date(shopTimeOn(now, 1, 10)).toISOString()).toBe('2026-07-30T09:00:00.000Z');
    // Late in the evening UTC, the shop is already on the next day.
    const late = Date.parse('2026-07-29T23:30:00.000Z');
    expect(new Date(shopTimeOn(late, 1, 10)).toISOString()).toBe('2026-07-31T09:00:00.000Z');
  });
});
