import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '@zina/shared/schemas/cart';
import { api } from '../../../api/http';
import { cartAnswer } from './answers';

/** One cart per signed-in user: the key carries the user, so a new session never sees another's. */
export const cartQueryKey = (userId: string | null) => ['cart', userId] as const;

/** GET /api/cart/get */
export async function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  return (await api.get(cartAnswer('CartAnswerSchema'), '/api/cart/get', { signal })).data;
}

/** SPEC.md §4: the cart is loaded once the user is known. */
export const useCartQuery = (userId: string | null) =>
  useQuery({
    queryKey: cartQueryKey(userId),
    queryFn: ({ signal }) => getCart(signal),
    enabled: userId !== null,
  });
