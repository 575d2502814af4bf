import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { AddressSchema, type Address } from '@zina/shared/schemas/address';
import { api } from '../../../api/http';
import { useSession } from '../../../lib/session-store';

export const addressesQueryKey = (userId: string | null) => ['addresses', userId] as const;

const AddressesAnswerSchema = apiResponse(z.array(AddressSchema));

/** GET /api/address/get (the server lists only the visible ones, statut true). */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return (await api.get(AddressesAnswerSchema, '/api/address/get', { signal })).data;
}

/** SPEC.md §3: an address with statut false is hidden and unusable, whatever the server sent. */
export const visibleAddresses = (list: readonly Address[] | undefined) =>
  (list ?? []).filter((a) => a.statut === true);

export function useAddressesQuery() {
  const userId = useSession((s) => (s.status === 'signed-in' ? s.user._id : null));
  return useQuery({
    queryKey: addressesQueryKey(userId),
    queryFn: ({ signal }) => getAddresses(signal),
    enabled: userId !== null,
    select: visibleAddresses,
  });
}
