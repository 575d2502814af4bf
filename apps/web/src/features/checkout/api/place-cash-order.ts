import { apiResponse } from '@zina/shared/api-response';
import { OrderSchema, type CashOnDelivery } from '@zina/shared/schemas/order';
import { api } from '../../../api/http';

const OrderAnswerSchema = apiResponse(OrderSchema);

/**
 * POST /api/order/cash-on-delivery. The Idempotency-Key stays the same for every try of one
 * attempt, so a retried or doubled request makes one order.
 */
export const placeCashOrder = (payload: CashOnDelivery, idempotencyKey: string) =>
  api.post(OrderAnswerSchema, '/api/order/cash-on-delivery', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
