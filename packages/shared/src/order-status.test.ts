import { describe, expect, it } from 'vitest';
import { canDeleteOrder, orderStatusLabel, paymentStatusLabel } from './order-status';
import { orderLabel } from './order-label';

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
  it('is #ORD-001 to #ORD-999 and stable for an id', () => {
    const label = orderLabel('ORD-6571a2b3c4d5e6f7a8b9c0d1');
    expect(label).toMatch(/^#ORD-\d{3}$/);
    expect(label).not.toBe('#ORD-000');
    expect(orderLabel('ORD-6571a2b3c4d5e6f7a8b9c0d1')).toBe(label);
    const labels = new Set(Array.from({ length: 200 }, (_, i) => orderLabel(`order-${i}`)));
    expect(labels.size).toBeGreaterThan(150);
  });
});
