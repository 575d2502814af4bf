import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderItem } from '../../../test/fake-api';
import { editFieldsOf, editPayload, estimatedTotal } from './order-edit-form';

describe('the order edit form', () => {
  const order = makeOrder({
    items: [makeOrderItem('Sac Tissé', 2, 100), makeOrderItem('Bague Argent', 1, 50)],
  });
  const first = editFieldsOf(order);

  it('sends only what changed: the whole list of lines, or the delivery', () => {
    expect(editPayload(order, first, first)).toEqual({ orderId: order.orderId });
    const lines = [{ ...first.lines[0]!, quantity: '3' }];
    expect(editPayload(order, first, { ...first, lines })).toEqual({
      orderId: order.orderId,
      lines: [{ productId: first.lines[0]!.productId, quantity: '3' }],
    });
    const delivery = { ...first.delivery, address: '9 rue Nouvelle' };
    expect(editPayload(order, first, { ...first, delivery })).toEqual({
      orderId: order.orderId,
      delivery,
    });
  });

  it('shows the phone as people read it, and estimates the total at the prices shown', () => {
    expect(first.delivery.phone).toBe('06 12 34 56 78');
    expect(estimatedTotal(first.lines)).toBe(250);
  });
});
