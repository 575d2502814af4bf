import { describe, expect, it } from 'vitest';
import { customerHistoryText } from './cod-texts';

const none = {
  orders: 0,
  delivered: 0,
  returned: 0,
  refused: 0,
  cancelled: 0,
  risk: 'none' as const,
};

describe('customerHistoryText', () => {
  it('names a first order « Nouveau client »', () => {
    expect(customerHistoryText(none)).toBe('Nouveau client');
  });

  it('counts the past orders, leaving out the kinds with none', () => {
    expect(customerHistoryText({ ...none, orders: 3, delivered: 2, returned: 1 })).toBe(
      '3 commandes · 2 livrées · 1 retournée',
    );
    expect(customerHistoryText({ ...none, orders: 1, refused: 1 })).toBe('1 commande · 1 refusée');
    expect(customerHistoryText({ ...none, orders: 4, cancelled: 2, delivered: 1 })).toBe(
      '4 commandes · 1 livrée · 2 annulées',
    );
  });
});
