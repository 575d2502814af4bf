import type { Order } from '@zina/shared/schemas/order';
import { hexId } from '../../../test/fake-api/fixtures';

/** An admin-list order with sensible defaults. Test code only. */
export function makeOrder(extra: Partial<Order> = {}): Order {
  return {
    _id: hexId(),
    orderId: `ORD-20260304-${hexId().slice(-6).toUpperCase()}`,
    createdAt: '2026-03-04T10:00:00.000Z',
    totalAmt: 1499.9,
    subTotalAmt: 1499.9,
    payment_status: 'CASH ON DELIVERY',
    order_status: 'pending',
    items: [
      {
        _id: hexId(),
        quantity: 2,
        product_details: { name: 'Sac Tissé', image: ['/uploads/sac.webp'] },
        productId: { _id: hexId(), price: 649.95, originalPrice: 699.95 },
      },
      {
        _id: hexId(),
        quantity: 1,
        product_details: { name: 'Bague Argent', image: [] },
        productId: { _id: hexId(), price: 200, originalPrice: 200 },
      },
    ],
    userId: { _id: hexId(), name: 'Salma Benali', email: 'salma@example.ma' },
    delivery_address: {
      _id: hexId(),
      adresse: '5 avenue Hassan II',
      ville: 'Rabat',
      telephone: '+212612345678',
    },
    ...extra,
  };
}
