import { ACCESS_TOKEN_KEY } from '@zina/shared/constants';
import { ApiError } from '../../../api/client';
import { api } from '../../../api/http';
import { fetchUserDetails } from '../../../api/session';

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

/** The file name the server gives (FAC-2026-000001.pdf), else one made from the order. */
function fileName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(header);
  return match?.[1] ?? fallback;
}

/**
 * GET /api/invoice/generate?orderId=: the PDF comes as a file, so it is fetched with the bearer
 * token, turned into a blob and saved through a temporary link.
 */
export async function downloadInvoice(orderId: string): Promise<string> {
  const url = api.url('/api/invoice/generate', { orderId });
  let response: Response;
  try {
    response = await fetchPdf(url);
    if (response.status === 401) {
      // An expired access token: any JSON call renews the session (SPEC.md §8), then retry once.
      await fetchUserDetails();
      response = await fetchPdf(url);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('network', 'network');
  }
  if (!response.ok) throw await failure(response);

  const name = fileName(response, `facture-${orderId}.pdf`);
  const blob = await response.blob();
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
  return name;
}
