import { ACCESS_TOKEN_KEY } from '@zina/shared/constants';
import { ApiError } from '../api/client';
import { api } from '../api/http';
import { fetchUserDetails } from '../api/session';

const fetchPdf = (url: string) => {
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
 * GET /api/invoice/generate?orderId= with the bearer token (a PDF, not JSON): saved through a
 * temporary link under the server's file name (FAC-2026-000001.pdf).
 */
export async function downloadInvoice(orderId: string): Promise<string> {
  const url = api.url('/api/invoice/generate', { orderId });
  let response: Response;
  try {
    response = await fetchPdf(url);
    if (response.status === 401) {
      // An expired access token: a JSON call renews the session (SPEC.md §8), then one retry.
      await fetchUserDetails();
      response = await fetchPdf(url);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('network', 'network');
  }
  if (!response.ok) throw await failure(response);

  const header = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(header)?.[1] ?? `facture-${orderId}.pdf`;
  saveBlob(await response.blob(), name);
  return name;
}

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
