// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMad } from '@zina/shared/format';
import { deliveryOf, withDeliveryFee } from './delivery-quote';

const quote = (deliveryFee: number) => ({
  data: { subTotalAmt: 100, deliveryFee, totalAmt: 100 + deliveryFee },
  isError: false,
});
const waiting = { data: undefined, isError: false };

describe('the delivery a summary shows (issue 47)', () => {
  it('waits for a city, then for the quote', () => {
    expect(deliveryOf('', waiting, 100)).toEqual({
      fee: 'Selon la ville',
      total: 100,
      state: 'none',
    });
    expect(deliveryOf('Tanger', waiting, 100).state).toBe('pending');
    expect(deliveryOf('Tanger', { data: undefined, isError: true }, 100).state).toBe('failed');
  });

  it('says « Gratuit » for a fee of 0 and adds any other fee to the total', () => {
    expect(deliveryOf('Rabat', quote(0), 100)).toEqual({
      fee: 'Gratuit',
      total: 100,
      state: 'ready',
    });
    expect(deliveryOf('Tanger', quote(30), 100)).toEqual({
      fee: formatMad(30),
      total: 130,
      state: 'ready',
    });
  });

  it('charges nothing for a city outside the shop’s list (the server has no fee for it)', () => {
    expect(deliveryOf('Ville inconnue', waiting, 100)).toEqual({
      fee: 'Gratuit',
      total: 100,
      state: 'ready',
    });
  });

  it('adds in centimes', () => {
    expect(withDeliveryFee(0.1, 0.2)).toBe(0.3);
  });
});
