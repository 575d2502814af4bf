import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ADDRESS_MSG } from '@zina/shared/schemas/address';
import { handleApiError } from '../../../api/errors';
import { disableAddress } from './disable-address';

/** SPEC.md §4: deleting an address disables it (statut false); toast 'Adresse supprimée'. */
export function useDisableAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableAddress,
    onSuccess: async (body) => {
      toast.success(body.message || ADDRESS_MSG.disabled);
      await queryClient.invalidateQueries({ queryKey: ['addresses'] });
    },
    onError: handleApiError,
  });
}
