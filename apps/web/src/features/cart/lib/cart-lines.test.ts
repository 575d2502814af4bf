import { describe, expect, it } from 'vitest';
import type { CartItem } from '@zina/shared/schemas/cart';
import { cartTotals, checkoutItems, PENDING_ID_PREFIX, splitCart } from './cart-lines';

const product = (id: string, price: number, discount = 0, extra: object = {}) => ({
  _id: id.padEnd(24, '0'),
  name: `Produit ${id}`,
  image: [],
  category: [],
  subCategory: [],
  unit: '',
  stock: 10,
  price,
  discount,
  description: '',
  more_details: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const item = (id: string, quantity: number, p: unknown): CartItem =>
  ({
    _id: id,
    productId: p,
    productName: 'Nom gardé',
    quantity,
    userId: 'u',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as CartItem;

describe('cart totals', () => {
  it('adds quantities, discounted and undiscounted totals', () => {
    const { lines } = splitCart([
      // 199.90 at -15 %: the deduction 29.985 is rounded up to 30 → 169.90
      item('a', 2, product('a', 199.9, 15)),
      item('b', 1, product('b', 350)),
    ]);
    expect(cartTotals(lines)).toEqual({
      totalQty: 3,
      totalPrice: 2 * 169.9 + 350,
      totalOriginalPrice: 2 * 199.9 + 350,
    });
  });

  it('sums in centimes, without floating-point drift', () => {
    const { lines } = splitCart([item('a', 3, product('a', 0.1)), item('b', 1, product('b', 0.2))]);
    // 0.1 * 3 + 0.2 in floating point is 0.5000000000000001
    expect(cartTotals(lines).totalPrice).toBe(0.5);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ totalQty: 0, totalPrice: 0, totalOriginalPrice: 0 });
  });
});

describe('cleaning the cart', () => {
  it('keeps valid lines and drops those without id, product, name or price, or with quantity ≤ 0', () => {
    const good = item('good', 1, product('g', 100));
    const split = splitCart([
      good,
      item('', 1, product('n', 100)),
      item('deleted', 2, null),
      item('noname', 1, product('x', 100, 0, { name: '  ' })),
      item('noprice', 1, product('y', 100, 0, { price: undefined })),
      item('zero', 0, product('z', 100)),
      item('negative', -1, product('w', 100)),
      item('missing', 1, undefined),
    ]);
    expect(split.lines).toEqual([good]);
    expect(split.removedKeys).toEqual([
      '#1',
      'deleted',
      'noname',
      'noprice',
      'zero',
      'negative',
      'missing',
    ]);
  });

  it("keeps a deleted product's line aside, so the panel can offer to remove it", () => {
    const split = splitCart([item('deleted', 2, null), item('gone-zero', 0, null)]);
    expect(split.unavailable.map((i) => i._id)).toEqual(['deleted']);
    expect(split.lines).toEqual([]);
  });

  it('accepts a missing list', () => {
    expect(splitCart(undefined)).toEqual({ lines: [], unavailable: [], removedKeys: [] });
  });

  it('sends the order every server line, a deleted product included, but no pending one', () => {
    expect(
      checkoutItems([
        item('a', 2, product('a', 10)),
        item('deleted', 1, null),
        item(`${PENDING_ID_PREFIX}x`, 1, product('x', 10)),
        item('', 1, product('n', 10)),
      ]),
    ).toEqual([
      { _id: 'a', quantity: 2 },
      { _id: 'deleted', quantity: 1 },
    ]);
  });
});
