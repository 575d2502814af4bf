import { describe, expect, it } from 'vitest';
import { ageText, isLate } from './age';

const created = '2026-11-25T10:00:00.000Z';
const after = (ms: number) => Date.parse(created) + ms;

describe('the age of a waiting order', () => {
  it('counts minutes and seconds, then hours, then days', () => {
    expect(ageText(created, after(65_000))).toBe('1 min 05 s');
    expect(ageText(created, after((2 * 60 + 7) * 60_000))).toBe('2 h 07 min');
    expect(ageText(created, after((3 * 24 + 4) * 3_600_000))).toBe('3 j 4 h');
    // A clock a little behind the server's never shows a negative age.
    expect(ageText(created, after(-5_000))).toBe('0 min 00 s');
  });

  it('is late from 15 minutes on', () => {
    expect(isLate(created, after(14 * 60_000 + 59_000))).toBe(false);
    expect(isLate(created, after(15 * 60_000))).toBe(true);
  });
});
