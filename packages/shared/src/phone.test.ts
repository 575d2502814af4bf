import { describe, expect, it } from 'vitest';
import { formatMoroccanPhone, normalizeMoroccanPhone } from './phone';

describe('normalizeMoroccanPhone', () => {
  it.each([
    ['0612345678', '+212612345678'],
    ['06 12 34 56 78', '+212612345678'],
    ['06.12.34.56.78', '+212612345678'],
    ['06-12-34-56-78', '+212612345678'],
    ['0712345678', '+212712345678'],
    ['0528001122', '+212528001122'],
    ['+212612345678', '+212612345678'],
    ['+212 6 12 34 56 78', '+212612345678'],
    ['+212 (0)6 12 34 56 78', '+212612345678'],
    ['00212612345678', '+212612345678'],
    ['00 212 7 12 34 56 78', '+212712345678'],
    ['212612345678', '+212612345678'],
    ['  0612345678  ', '+212612345678'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeMoroccanPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '061234567',
    '06123456789',
    '0812345678',
    '0412345678',
    '+33612345678',
    '+2126123456789',
    '06 12 34 56 7a',
    '612345678',
    '++212612345678',
    '06/12/34/56/78',
  ])('refuses %j', (input) => {
    expect(normalizeMoroccanPhone(input)).toBeNull();
  });
});

describe('formatMoroccanPhone', () => {
  it('shows the stored form in the national way', () => {
    expect(formatMoroccanPhone('+212612345678')).toBe('06 12 34 56 78');
  });
  it('leaves anything else as it is', () => {
    expect(formatMoroccanPhone('')).toBe('');
    expect(formatMoroccanPhone('12345')).toBe('12345');
  });
});
