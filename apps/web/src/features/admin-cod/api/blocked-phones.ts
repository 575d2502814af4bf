import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  BlockedPhoneSchema,
  type BlockedPhone,
  type BlockPhoneInput,
} from '@zina/shared/schemas/cod';
import { answerOf } from '../../../api/answer';
import { api } from '../../../api/http';
import { codKey } from './confirmation-queue';

const PATH = '/api/order/admin/blocked-phones';
export const blockedPhonesKey = [...codKey, 'blocked-phones'] as const;

const BlockedListSchema = apiResponse(z.array(BlockedPhoneSchema));
const BlockedOneSchema = apiResponse(BlockedPhoneSchema);
const UnblockedSchema = apiResponse(z.object({ phone: z.string() }));

/** GET: every blocked phone. */
export async function getBlockedPhones(signal?: AbortSignal): Promise<BlockedPhone[]> {
  return answerOf(BlockedListSchema, await api.get(PATH, { signal })).data;
}

/** POST: blocks a phone (any Moroccan form; the server stores +212…). */
export async function blockPhone(input: BlockPhoneInput): Promise<string> {
  return answerOf(BlockedOneSchema, await api.post(PATH, input)).message;
}

/** DELETE: unblocks a phone. */
export async function unblockPhone(phone: string): Promise<string> {
  return answerOf(UnblockedSchema, await api.delete(PATH, { phone })).message;
}

export function useBlockedPhones() {
  return useQuery({
    queryKey: blockedPhonesKey,
    queryFn: ({ signal }) => getBlockedPhones(signal),
    staleTime: 0,
  });
}
