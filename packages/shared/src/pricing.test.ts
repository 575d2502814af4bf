import { describe, expect, it } from 'vitest';
import { discountedPrice, discountedPriceMad, toCentimes, toMad } from './pricing';

describe('discountedPrice', () => {
  it('rounds the deduction up to a whole dirham', () => {
    // 199 MAD at 15 % = 29.85 deducted, rounded up to 30 → 169 MAD
    expect(discountedPrice(19900, 15)).toBe(16900);
    // 249.90 MAD at 10 % = 24.99 → 25 → 224.90 MAD
    expect(discountedPrice(24990, 10)).toBe(22490);
  });
  it('keeps the price when there is no discount', () => {
    expect(discountedPrice(35000, 0)).toBe(35000);
  });
  it('never goes below zero', () => {
    expect(discountedPrice(100, 100)).toBe(0);
  });
  it('works on MAD numbers with the same rule', () => {
    expect(discountedPriceMad(199, 15)).toBe(169);
    expect(toMad(toCentimes(1499.9))).toBe(1499.9);
  });
});
