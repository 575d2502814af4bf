import { describe, expect, it } from 'vitest';
import { cashOnDeliveryState, newIdempotencyKey, successTitle } from './checkout-rules';

describe('cash-on-delivery button (SPEC.md §4)', () => {
  it('is disabled until an address is selected', () => {
    expect(cashOnDeliveryState({ address: null, lineCount: 2, busy: false })).toEqual({
      enabled: false,
      reason: 'Veuillez sélectionner une adresse de livraison valide',
    });
  });

  it('is disabled for an address whose statut is not true', () => {
    expect(cashOnDeliveryState({ address: { statut: false }, lineCount: 2, busy: false })).toEqual({
      enabled: false,
      reason: 'Veuillez sélectionner une adresse de livraison valide',
    });
  });

  it('is enabled with a valid address and something to order', () => {
    expect(cashOnDeliveryState({ address: { statut: true }, lineCount: 1, busy: false })).toEqual({
      enabled: true,
      reason: null,
    });
  });

  it('is disabled while the order is being sent, and for an empty cart', () => {
    expect(cashOnDeliveryState({ address: { statut: true }, lineCount: 1, busy: true })).toEqual({
      enabled: false,
      reason: null,
    });
    expect(cashOnDeliveryState({ address: { statut: true }, lineCount: 0, busy: false })).toEqual({
      enabled: false,
      reason: 'Votre panier est vide',
    });
  });
});

describe('success page title (SPEC.md §2)', () => {
  it("is 'Commande Réussie !' by default and for the checkout's 'Order'", () => {
    expect(successTitle(undefined)).toBe('Commande Réussie !');
    expect(successTitle('')).toBe('Commande Réussie !');
    expect(successTitle('Order')).toBe('Commande Réussie !');
  });

  it("puts 'Réussie !' after another supplied text", () => {
    expect(successTitle('Paiement')).toBe('Paiement Réussie !');
  });
});

it('makes a new idempotency key each time', () => {
  const a = newIdempotencyKey();
  expect(a).toMatch(/^[\x21-\x7e]{16,200}$/);
  expect(newIdempotencyKey()).not.toBe(a);
});
