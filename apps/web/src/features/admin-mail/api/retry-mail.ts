import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import { handleApiError } from '../../../api/errors';
import { api } from '../../../api/http';
import { toast } from '../../../lib/toast';
import { failedMailsKey } from './failed-mails';

/** POST /api/mail-queue/:id/retry: the mail goes back in the queue; the server's message is the toast. */
export async function retryMail(id: string): Promise<string> {
  const path = `/api/mail-queue/${encodeURIComponent(id)}/retry`;
  const body = await api.post(MessageResponseSchema, path);
  return body.message;
}

/** Retries one mail, then reloads the list (the mail is no longer failed, so it leaves it). */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: async (message) => {
      toast.success(message || 'Email remis en file d’envoi');
      await queryClient.invalidateQueries({ queryKey: failedMailsKey });
    },
    // A 404 means someone else already put it back: the list is stale either way.
    onError: async (error) => {
      handleApiError(error);
      await queryClient.invalidateQueries({ queryKey: failedMailsKey });
    },
  });
}
