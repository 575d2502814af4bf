import { describe, expect, it } from 'vitest';
import { formatMad } from './format';

describe('money in fr-MA', () => {
  it('formats dirhams the Moroccan way', () => {
    const text = formatMad(1499.9).replace(/\s/g, ' ');
    expect(text).toContain('MAD');
    expect(text).toMatch(/1[ .\u00a0\u202f]?499,90/);
  });
});
