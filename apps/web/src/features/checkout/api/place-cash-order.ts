import type { CashOnDelivery, Order } from '@zina/shared/schemas/order';
import { api } from '../../../api/http';

/**
 * POST /api/order/cash-on-delivery. The Idempotency-Key stays the same for every try of one
 * attempt, so a retried or doubled request makes one order.
 */
export const placeCashOrder = (payload: CashOnDelivery, idempotencyKey: string) =>
  api.post<Order>('/api/order/cash-on-delivery', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
