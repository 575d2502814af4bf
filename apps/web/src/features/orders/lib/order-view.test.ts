import { describe, expect, it } from 'vitest';
import { cardItems, formatWholeMad, totalSpent } from './order-view';

describe('order card items (SPEC.md §2)', () => {
  it('shows every item up to 2, with nothing more to say', () => {
    expect(cardItems([])).toEqual({ shown: [], more: null });
    expect(cardItems(['a'])).toEqual({ shown: ['a'], more: null });
    expect(cardItems(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
  });

  it("shows the first 2, then '+ N autre(s)'", () => {
    expect(cardItems(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b'], more: '+ 1 autre(s)' });
    expect(cardItems(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b'],
      more: '+ 3 autre(s)',
    });
  });
});

describe('total spent', () => {
  it('sums totalAmt and rounds to an integer', () => {
    const paid = (totalAmt: number) => ({ totalAmt, order_status: 'delivered' });
    expect(totalSpent([paid(169.9), paid(350.4)])).toBe(520);
    expect(totalSpent([paid(0.2), paid(0.3)])).toBe(1);
    expect(totalSpent([])).toBe(0);
  });

  it('leaves out cancelled and returned orders, which were not paid', () => {
    expect(
      totalSpent([
        { totalAmt: 100, order_status: 'pending' },
        { totalAmt: 50, order_status: 'cancelled' },
        { totalAmt: 70, order_status: 'retourné' },
      ]),
    ).toBe(100);
  });

  it('is shown in whole dirhams', () => {
    expect(formatWholeMad(1040).replace(/\s/g, ' ')).toBe('1.040 MAD');
  });
});
