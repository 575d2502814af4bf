import { useMutation, useQueryClient } from '@tanstack/react-query';
import { handleApiError } from '../../api/errors';
import { toast } from '../../lib/toast';
import { codKey } from './api/confirmation-queue';

/**
 * A change to the desk's settings or blocklist: the server's message as a toast (`fallback` when
 * it says nothing), `onSaved`, then the desk read again, since the queue shows both (the blocked
 * phones' flags, the WhatsApp links written with the template).
 */
export function useDeskMutation<I>(
  call: (input: I) => Promise<string>,
  fallback: string,
  onSaved?: (input: I) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (message, input) => {
      toast.success(message || fallback);
      onSaved?.(input);
      await queryClient.invalidateQueries({ queryKey: codKey });
    },
    onError: handleApiError,
  });
}
