import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  BlockedPhoneSchema,
  type BlockedPhone,
  type BlockPhoneInput,
} from '@zina/shared/schemas/cod';
import { api } from '../../../api/http';
import { codKey } from './confirmation-queue';

const PATH = '/api/order/admin/blocked-phones';
export const blockedPhonesKey = [...codKey, 'blocked-phones'] as const;

const BlockedListSchema = apiResponse(z.array(BlockedPhoneSchema));
const BlockedOneSchema = apiResponse(BlockedPhoneSchema);
const UnblockedSchema = apiResponse(z.object({ phone: z.string() }));

/** GET: every blocked phone. */
export async function getBlockedPhones(signal?: AbortSignal): Promise<BlockedPhone[]> {
  return (await api.get(BlockedListSchema, PATH, { signal })).data;
}

/** POST: blocks a phone (any Moroccan form; the server stores +212…). */
export async function blockPhone(input: BlockPhoneInput): Promise<string> {
  return (await api.post(BlockedOneSchema, PATH, input)).message;
}

/** DELETE: unblocks a phone. */
export async function unblockPhone(phone: string): Promise<string> {
  return (await api.delete(UnblockedSchema, PATH, { phone })).message;
}

export function useBlockedPhones() {
  return useQuery({
    queryKey: blockedPhonesKey,
    queryFn: ({ signal }) => getBlockedPhones(signal),
    staleTime: 0,
  });
}
