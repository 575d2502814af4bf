import { describe, expect, it } from 'vitest';
import { callbackPresets } from './callback-presets';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

describe('the call-back presets (Africa/Casablanca)', () => {
  it('gives in an hour, tonight at 19 h and tomorrow at 10 h on the shop’s clock', () => {
    const now = Date.parse('2026-07-29T09:05:00.000Z'); // 10:05 in Casablanca
    expect(callbackPresets(now).map((p) => [p.label, iso(p.at)])).toEqual([
      ['dans 1 h', '2026-07-29T10:05:00.000Z'],
      ['ce soir 19 h', '2026-07-29T18:00:00.000Z'],
      ['demain 10 h', '2026-07-30T09:00:00.000Z'],
    ]);
  });

  it('offers no « ce soir » once 19 h has passed in the shop', () => {
    const now = Date.parse('2026-07-29T18:30:00.000Z'); // 19:30 in Casablanca
    expect(callbackPresets(now)[1]!.at).toBeNull();
  });
});
