import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { FailedMailSchema, type FailedMail } from '@zina/shared/schemas/mail-queue';
import { api } from '../../../api/http';

export const failedMailsKey = ['admin', 'mail-queue', 'failed'] as const;

const FailedMailsAnswerSchema = apiResponse(z.array(FailedMailSchema));

/** GET /api/mail-queue/failed: the mails the queue gave up on. */
export async function getFailedMails(signal?: AbortSignal): Promise<FailedMail[]> {
  return (await api.get(FailedMailsAnswerSchema, '/api/mail-queue/failed', { signal })).data;
}

export function useFailedMailsQuery() {
  return useQuery({
    queryKey: failedMailsKey,
    queryFn: ({ signal }) => getFailedMails(signal),
    staleTime: 0,
  });
}
