import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  CashRowSchema,
  DELIVERY_MSG,
  RemittanceSchema,
  type CashRow,
  type Remittance,
  type RemittanceInput,
} from '@zina/shared/schemas/delivery';
import { handleApiError } from '../../../api/errors';
import { api } from '../../../api/http';
import { toast } from '../../../lib/toast';
import type { Period } from '../lib/period';

const cashKey = ['admin', 'delivery', 'cash'] as const;
const CashAnswerSchema = apiResponse(z.array(CashRowSchema));
const RemittanceAnswerSchema = apiResponse(RemittanceSchema);
const RemittancesAnswerSchema = apiResponse(z.array(RemittanceSchema));

/** GET /api/delivery/cash (admin): per carrier, what the period's parcels brought and owe. */
export async function getCash(period: Period, signal?: AbortSignal): Promise<CashRow[]> {
  return (
    await api.get(CashAnswerSchema, '/api/delivery/cash', {
      query: { ...period },
      signal,
    })
  ).data;
}

/** GET /api/delivery/remittances (admin): the remittances dated within the period. */
export async function getRemittances(period: Period, signal?: AbortSignal): Promise<Remittance[]> {
  return (
    await api.get(RemittancesAnswerSchema, '/api/delivery/remittances', {
      query: { ...period },
      signal,
    })
  ).data;
}

/** POST /api/delivery/remittance (admin, 201): money a carrier paid back to the shop. */
export async function postRemittance(input: RemittanceInput): Promise<string> {
  return (await api.post(RemittanceAnswerSchema, '/api/delivery/remittance', input)).message;
}

export function useCashQuery(period: Period) {
  return useQuery({
    queryKey: [...cashKey, period],
    queryFn: ({ signal }) => getCash(period, signal),
    staleTime: 0,
  });
}

// Under the cash's key: a remittance recorded reads both again.
export function useRemittancesQuery(period: Period) {
  return useQuery({
    queryKey: [...cashKey, 'remittances', period],
    queryFn: ({ signal }) => getRemittances(period, signal),
    staleTime: 0,
  });
}

/** Records a remittance: the server's message as a toast, `onSaved`, the figures read again. */
export function useRecordRemittance(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRemittance,
    onSuccess: async (message) => {
      toast.success(message || DELIVERY_MSG.remittanceSaved);
      onSaved();
      await queryClient.invalidateQueries({ queryKey: cashKey });
    },
    onError: handleApiError,
  });
}
