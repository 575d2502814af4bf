import { apiResponse } from '@zina/shared/api-response';
import { OrderSchema, type Order } from '@zina/shared/schemas/order';
import type { OrderEdit } from '@zina/shared/schemas/order-edit';
import { api } from '../../../api/http';

const EditedAnswerSchema = apiResponse(OrderSchema);

/**
 * PATCH /api/order/admin/edit: the order's lines (the whole list after the edit) and/or its
 * delivery; the server re-prices it and answers the order with its new total. A 409 says why in
 * French (stock short, shipped, invoiced).
 */
export async function editOrder(edit: OrderEdit): Promise<{ message: string; order: Order }> {
  const body = await api.patch(EditedAnswerSchema, '/api/order/admin/edit', edit);
  return { message: body.message, order: body.data };
}
