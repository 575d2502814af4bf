import { apiResponse } from '@zina/shared/api-response';
import { DeletedOrderSchema, OrderSchema } from '@zina/shared/schemas/order';
import { api } from '../../../api/http';

const UpdatedAnswerSchema = apiResponse(OrderSchema);
const DeletedAnswerSchema = apiResponse(DeletedOrderSchema);

/** PUT /api/order/admin/update-status: the server's message is the toast. */
export async function updateOrderStatus(orderId: string, order_status: string): Promise<string> {
  const body = await api.put(UpdatedAnswerSchema, '/api/order/admin/update-status', {
    orderId,
    order_status,
  });
  return body.message;
}

/** DELETE /api/order/admin/delete-order: a refusal is a 409 with the reason in French. */
export async function deleteOrder(orderId: string): Promise<string> {
  const body = await api.delete(DeletedAnswerSchema, '/api/order/admin/delete-order', { orderId });
  return body.message;
}
