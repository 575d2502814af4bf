import { useQuery } from '@tanstack/react-query';
import type { FailedMail } from '@zina/shared/schemas/mail-queue';
import { api } from '../../../api/http';

export const failedMailsKey = ['admin', 'mail-queue', 'failed'] as const;

/** GET /api/mail-queue/failed: the mails the queue gave up on. */
export async function getFailedMails(signal?: AbortSignal): Promise<FailedMail[]> {
  const body = await api.get<FailedMail[]>('/api/mail-queue/failed', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export function useFailedMailsQuery() {
  return useQuery({
    queryKey: failedMailsKey,
    queryFn: ({ signal }) => getFailedMails(signal),
    staleTime: 0,
  });
}
