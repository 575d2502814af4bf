import { useQuery } from '@tanstack/react-query';
import type { Address } from '@zina/shared/schemas/address';
import { api } from '../../../api/http';
import { useSession } from '../../../lib/session-store';

export const addressesQueryKey = (userId: string | null) => ['addresses', userId] as const;

/** GET /api/address/get (the server lists only the visible ones, statut true). */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const body = await api.get<Address[]>('/api/address/get', { signal });
  return Array.isArray(body.data) ? body.data : [];
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
