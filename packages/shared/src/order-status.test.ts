import { describe, expect, it } from 'vitest';
import { canDeleteOrder, orderStatusLabel, paymentStatusLabel } from './order-status';
import { labelNumber, orderLabel } from './order-label';

describe('French status labels', () => {
  it.each([
    ['pending', 'En attente'],
    ['processing', 'En traitement'],
    ['confirmed', 'Confirmée'],
    ['shipped', 'Expédiée'],
    ['delivered', 'Livrée'],
    ['cancelled', 'Annulée'],
    ['retourné', 'Retournée'],
    ['something', 'something'],
    ['', 'Inconnu'],
  ])('%s → %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
  it('labels payment statuses, with the admin wording for cash on delivery', () => {
    expect(paymentStatusLabel('CASH ON DELIVERY')).toBe('À la livraison');
    expect(paymentStatusLabel('CASH ON DELIVERY', true)).toBe('Paiement à la livraison');
    expect(paymentStatusLabel('paid')).toBe('Payé');
    expect(paymentStatusLabel('failed')).toBe('Échoué');
  });
  it('allows deletion only when pending, cancelled or payment failed', () => {
    expect(canDeleteOrder('pending', 'CASH ON DELIVERY')).toBe(true);
    expect(canDeleteOrder('cancelled', 'paid')).toBe(true);
    expect(canDeleteOrder('delivered', 'failed')).toBe(true);
    expect(canDeleteOrder('shipped', 'CASH ON DELIVERY')).toBe(false);
  });
});

describe('order label', () => {
  it('is ZN- and the order number, and a typed label finds the number back', () => {
    expect(orderLabel(10542)).toBe('ZN-10542');
    for (const typed of ['ZN-10542', 'zn-10542', '#ZN-10542', ' ZN 10542 ', 'zn10542']) {
      expect(labelNumber(typed)).toBe(10542);
    }
    for (const other of ['ORD-10542', '10542', 'ZN-', 'ZN-12a', 'Amina']) {
      expect(labelNumber(other)).toBeNull();
    }
  });
});

describe('dates in mails and screens', () => {
  it('are written on the shop’s clock (Africa/Casablanca), whatever the server’s zone', async () => {
    const { formatDateTime } = await import('./format');
    // 23:30 UTC on 15 June 2026 is 00:30 on the 16th in Morocco (UTC+1).
    expect(formatDateTime('2026-06-15T23:30:00Z')).toMatch(/^16\/06\/2026.*00:30/);
  });
});
