import type { QueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@zina/shared/api-response';
import { MSG } from '@zina/shared/messages';
import { ApiError } from '../../../api/client';
import { api } from '../../../api/http';

/** Every query of this feature lives under this key. */
export const ADMIN_KEY = 'admin-catalogue';

/**
 * Catalogue GETs may be kept by the browser (Cache-Control with an ETag). Reading them with
 * `cache: 'no-cache'` asks the server and stores its answer in the browser's cache, so the
 * storefront's next plain read of the same address sees the change at once, whatever the policy.
 */
export async function fetchFresh<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(api.url(path), {
      cache: 'no-cache',
      credentials: 'include',
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('network', MSG.network);
  }
  const body = (await response.json().catch(() => null)) as ApiBody<T> | null;
  if (!response.ok || !body || body.error) {
    const message = body?.message || null;
    throw new ApiError('http', message ?? MSG.generic, response.status, message);
  }
  return body.data as T;
}

/** What an admin change touches elsewhere (a category's name shows on its products…). */
const TOUCHED = {
  category: ['category', 'subcategory', 'product'],
  subcategory: ['subcategory', 'product'],
  // The cart lines and the other admin screens (stock, orders) show products too.
  product: ['product', 'cart', 'admin'],
  banner: ['banner'],
} as const;

/** The cached GET behind each area, refreshed in the browser's cache first. */
const CACHED_GET: Partial<Record<keyof typeof TOUCHED, string>> = {
  category: '/api/category/get',
  banner: '/api/banner/active',
};

/**
 * SPEC.md §4: after a change the storefront shows it at once. The storefront's query keys begin
 * with 'category', 'subcategory', 'product' and 'banner' (features/catalogue/api).
 */
export async function refreshStorefront(
  queryClient: QueryClient,
  area: keyof typeof TOUCHED,
): Promise<void> {
  const path = CACHED_GET[area];
  if (path) await fetchFresh(path).catch(() => undefined);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
    ...TOUCHED[area].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  ]);
}
