import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { handleApiError } from '../../api/errors';
import { refreshStorefront } from './api/storefront-refresh';

interface Options<I> {
  /** The toast when the server says nothing. */
  fallbackMessage: string;
  onSuccess?: (input: I) => void;
  /** Answers true when it handled the failure itself (no toast then). */
  onError?: (error: unknown, input: I) => boolean;
}

/**
 * An admin change: the server's message as a toast, then the admin lists and the storefront's
 * caches refreshed before the form closes (SPEC.md §4), so what shows next is already the new state.
 */
export function useAdminMutation<I>(
  call: (input: I) => Promise<string>,
  area: Parameters<typeof refreshStorefront>[1],
  { fallbackMessage, onSuccess, onError }: Options<I>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (message, input) => {
      toast.success(message || fallbackMessage);
      await refreshStorefront(queryClient, area);
      onSuccess?.(input);
    },
    onError: (error, input) => {
      if (onError?.(error, input)) return;
      handleApiError(error);
    },
  });
}
