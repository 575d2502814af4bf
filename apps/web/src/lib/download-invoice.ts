import { ACCESS_TOKEN_KEY } from '@zina/shared/constants';
import { ApiError } from '../api/client';
import { api } from '../api/http';
import { fetchUserDetails } from '../api/session';

const fetchWithToken = (url: string) => {
  const token = window.localStorage.getItem(ACCESS_TOKEN_KEY);
  return fetch(url, {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
};

async function failure(response: Response): Promise<ApiError> {
  let message: string | null = null;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // Not JSON: the status decides the text.
  }
  return new ApiError('http', message ?? `HTTP ${response.status}`, response.status, message);
}

/**
 * A file the API makes (a PDF, a CSV: not JSON), fetched with the bearer token and saved
 * through a temporary link under the server's file name, else `fallbackName`.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string>,
  fallbackName: string,
): Promise<string> {
  const url = api.url(path, query);
  let response: Response;
  try {
    response = await fetchWithToken(url);
    if (response.status === 401) {
      // An expired access token: a JSON call renews the session (SPEC.md §8), then one retry.
      await fetchUserDetails();
      response = await fetchWithToken(url);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('network', 'network');
  }
  if (!response.ok) throw await failure(response);

  const header = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

/** GET /api/invoice/generate?orderId=: the invoice's PDF (FAC-2026-000001.pdf). */
export const downloadInvoice = (orderId: string): Promise<string> =>
  downloadFile('/api/invoice/generate', { orderId }, `facture-${orderId}.pdf`);

/** Saves a file the page made or fetched (the CSV export, an invoice). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the blob; it can be released on the next turn.
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}
