import { describe, expect, it } from 'vitest';
import { PENDING_ID_PREFIX } from './cart-lines';
import { cartStep } from './stepper';

const line = (quantity: number, _id = 'abc') => ({ _id, quantity });

describe('add control rules (SPEC.md §4–5)', () => {
  it('sends a visitor to sign in, with the text of the action', () => {
    expect(cartStep('add', { signedIn: false })).toEqual({
      kind: 'login',
      message: 'Veuillez vous connecter pour ajouter des articles au panier',
    });
    for (const intent of ['increase', 'decrease'] as const) {
      expect(cartStep(intent, { signedIn: false, line: line(2) })).toEqual({
        kind: 'login',
        message: 'Veuillez vous connecter pour modifier votre panier',
      });
    }
  });

  it('adds a product that is not in the cart', () => {
    expect(cartStep('add', { signedIn: true })).toEqual({ kind: 'create' });
  });

  it('plus adds one; minus takes one away, or deletes the line at 1', () => {
    expect(cartStep('increase', { signedIn: true, line: line(1) })).toEqual({
      kind: 'update',
      qty: 2,
    });
    expect(cartStep('decrease', { signedIn: true, line: line(3) })).toEqual({
      kind: 'update',
      qty: 2,
    });
    expect(cartStep('decrease', { signedIn: true, line: line(1) })).toEqual({ kind: 'delete' });
  });

  it('needs the cart line id to change a quantity', () => {
    expect(cartStep('increase', { signedIn: true, line: null })).toEqual({ kind: 'missing-id' });
    expect(cartStep('decrease', { signedIn: true, line: line(2, '') })).toEqual({
      kind: 'missing-id',
    });
    expect(
      cartStep('increase', { signedIn: true, line: line(1, `${PENDING_ID_PREFIX}p`) }),
    ).toEqual({ kind: 'missing-id' });
  });
});
