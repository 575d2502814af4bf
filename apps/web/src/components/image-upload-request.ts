import { ACCESS_TOKEN_KEY, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@zina/shared/constants';
import { MSG } from '@zina/shared/messages';
import { ApiError } from '../api/client';
import { api } from '../api/http';
import { fetchUserDetails } from '../api/session';

export const UPLOAD_PATH = '/api/file/upload';

/** SPEC.md §5 image rules, checked before anything is sent: JPG, PNG or WEBP, 5 MB at most. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return MSG.imageInvalid;
  if (file.size > IMAGE_MAX_BYTES) return MSG.imageTooBig;
  return null;
}

interface UploadBody {
  message?: unknown;
  error?: unknown;
  data?: { url?: unknown };
}

function parseBody(text: string): UploadBody | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as UploadBody) : null;
  } catch {
    return null;
  }
}

interface UploadOptions {
  /** From 0 to 1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const storedToken = () => window.localStorage.getItem(ACCESS_TOKEN_KEY);

/** One POST of the file as multipart field `image`, through XMLHttpRequest for its progress. */
function send(file: File, token: string | null, opts: UploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.url(UPLOAD_PATH));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) opts.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      const message = typeof body?.message === 'string' && body.message ? body.message : null;
      const url = body?.data?.url;
      if (
        xhr.status >= 200 &&
        xhr.status < 300 &&
        body?.error !== true &&
        typeof url === 'string'
      ) {
        opts.onProgress?.(1);
        resolve(url);
      } else {
        reject(new ApiError('http', message ?? MSG.generic, xhr.status, message));
      }
    };
    xhr.onerror = () => reject(new ApiError('network', MSG.network));
    xhr.ontimeout = () => reject(new ApiError('timeout', MSG.timeout));
    xhr.onabort = () => reject(new DOMException('Envoi annulé', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

/**
 * Uploads an image and answers its URL. SPEC.md §8: a 401 is retried once after the session is
 * renewed; the renewal goes through the app's client (one shared refresh for all requests).
 */
export async function uploadImage(file: File, opts: UploadOptions = {}): Promise<string> {
  const token = storedToken();
  try {
    return await send(file, token, opts);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const current = storedToken();
    if (current === null || current === token) {
      // An authenticated read: the client refreshes the token on its 401, or gives up.
      try {
        await fetchUserDetails(opts.signal);
      } catch {
        throw error;
      }
      if (storedToken() === token) throw error;
    }
    opts.onProgress?.(0);
    return send(file, storedToken(), opts);
  }
}
