import { describe, expect, it } from 'vitest';
import { invoiceNumber, vatBreakdown } from './invoice';

describe('invoice rules', () => {
  it('numbers invoices per year on six digits', () => {
    expect(invoiceNumber(2026, 1)).toBe('FAC-2026-000001');
    expect(invoiceNumber(2027, 123456)).toBe('FAC-2027-123456');
  });

  it('splits a VAT-inclusive amount into HT and 20 % VAT that add up to the centime', () => {
    expect(vatBreakdown(12000)).toEqual({ ht: 10000, tva: 2000, ttc: 12000 });
    expect(vatBreakdown(269980)).toEqual({ ht: 224983, tva: 44997, ttc: 269980 });
    for (const ttc of [1, 99, 16999, 1_000_001]) {
      const { ht, tva } = vatBreakdown(ttc);
      expect(ht + tva).toBe(ttc);
      expect(Math.abs(tva - ht * 0.2)).toBeLessThanOrEqual(1);
    }
  });
});
