import { apiResponse } from '@zina/shared/api-response';
import { OrderSchema, type Order, type ShipmentInput } from '@zina/shared/schemas/order';
import { api } from '../../../api/http';

const ShipmentAnswerSchema = apiResponse(OrderSchema);

/** PUT /api/order/admin/shipment: the carrier and tracking number of a confirmed or shipped order. */
export async function putShipment(
  input: ShipmentInput,
): Promise<{ message: string; order: Order }> {
  const body = await api.put(ShipmentAnswerSchema, '/api/order/admin/shipment', input);
  return { message: body.message, order: body.data };
}
