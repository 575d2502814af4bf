import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiResponse } from '@zina/shared/api-response';
import {
  DELIVERY_FEES_MSG,
  DeliveryFeesSchema,
  type DeliveryFees,
} from '@zina/shared/schemas/delivery-fees';
import { handleApiError } from '../../../api/errors';
import { api } from '../../../api/http';
import { toast } from '../../../lib/toast';

const PATH = '/api/delivery/fees';
export const deliveryFeesKey = ['admin', 'delivery', 'fees'] as const;
const FeesAnswerSchema = apiResponse(DeliveryFeesSchema);

/** GET /api/delivery/fees: the free-delivery threshold and the fee of each city that has one. */
export async function getDeliveryFees(signal?: AbortSignal): Promise<DeliveryFees> {
  return (await api.get(FeesAnswerSchema, PATH, { signal })).data;
}

/** PUT /api/delivery/fees: the whole table, as the server keeps it. */
export async function putDeliveryFees(
  fees: DeliveryFees,
): Promise<{ message: string; fees: DeliveryFees }> {
  const body = await api.put(FeesAnswerSchema, PATH, fees);
  return { message: body.message, fees: body.data };
}

export function useDeliveryFeesQuery() {
  return useQuery({
    queryKey: deliveryFeesKey,
    queryFn: ({ signal }) => getDeliveryFees(signal),
    staleTime: 0,
  });
}

/** Saves the table: the server's message as a toast, `onSaved` with the table it kept. */
export function useSaveDeliveryFees(onSaved: (fees: DeliveryFees) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDeliveryFees,
    onSuccess: ({ message, fees }) => {
      toast.success(message || DELIVERY_FEES_MSG.saved);
      queryClient.setQueryData(deliveryFeesKey, fees);
      onSaved(fees);
    },
    onError: handleApiError,
  });
}
