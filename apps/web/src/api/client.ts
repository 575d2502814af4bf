import type { z } from 'zod';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@zina/shared/constants';
import { isErrorCode, type ErrorCode } from '@zina/shared/errors';
import { MSG } from '@zina/shared/messages';
import { REQUEST_TIMEOUT_MS } from '../lib/ui-constants';
import { answerOf, answersIn, type AnswerSchema } from './answer';

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** Every failure of the client: an HTTP error status (or error flag), no network, or a time-out. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    /** The `message` field of the server's body, when there was one. */
    readonly serverMessage: string | null = null,
    /** The server's machine `code` (OUT_OF_STOCK, RATE_LIMITED…), when there was one. */
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON value, or FormData sent as multipart. */
  body?: unknown;
  /** Only non-empty values are sent. */
  query?: Query;
  signal?: AbortSignal;
  /** Sign-in calls: a 401 there means wrong credentials, not an expired session. */
  noRefresh?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

export type TokenStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ApiClientOptions {
  baseUrl?: string;
  /** Where the tokens live; read at each call (localStorage by default). */
  storage?: () => TokenStore;
  timeoutMs?: number;
  /** Called when a failed refresh has removed the stored tokens. */
  onSessionEnded?: () => void;
  /** An answer the page already holds for this call (method, path and body), used instead. */
  pageAnswer?: (method: string, path: string, body: unknown) => unknown;
}

const sessionAnswer = answersIn(() => import('./session-schemas'));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const storage = options.storage ?? (() => window.localStorage);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let refreshing: Promise<boolean> | null = null;

  const url = (path: string, query?: Query): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const qs = params.toString();
    return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
  };

  async function send(path: string, opts: RequestOptions, token: string | null): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    if (token) headers.authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', callerAbort, { once: true });
    if (opts.signal?.aborted) callerAbort();

    let response: Response;
    let json: unknown;
    try {
      response = await fetch(url(path, opts.query), {
        method: opts.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
      json = await readJson(response);
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', MSG.timeout);
      if (opts.signal?.aborted) throw error;
      throw new ApiError('network', MSG.network);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', callerAbort);
    }

    const flaggedError = isRecord(json) && json.error === true;
    if (!response.ok || flaggedError) {
      const serverMessage =
        isRecord(json) && typeof json.message === 'string' && json.message ? json.message : null;
      const code = isRecord(json) && isErrorCode(json.code) ? json.code : null;
      throw new ApiError(
        'http',
        serverMessage ?? MSG.generic,
        response.status,
        serverMessage,
        code,
      );
    }
    return isRecord(json) ? json : { success: true, error: false, message: '' };
  }

  const clearTokens = () => {
    storage().removeItem(ACCESS_TOKEN_KEY);
    storage().removeItem(REFRESH_TOKEN_KEY);
    options.onSessionEnded?.();
  };

  /** SPEC.md §8: concurrent 401s share one refresh, since the server rotates the refresh token. */
  function refreshSession(): Promise<boolean> {
    refreshing ??= (async () => {
      const refreshToken = storage().getItem(REFRESH_TOKEN_KEY);
      if (!refreshToken) return false;
      try {
        const body = await answerOf(
          sessionAnswer('RefreshedAnswerSchema'),
          await send('/api/user/refresh-token', { method: 'POST', noRefresh: true }, refreshToken),
        );
        if (!body.data.accessToken) return false;
        storage().setItem(ACCESS_TOKEN_KEY, body.data.accessToken);
        if (body.data.refreshToken) storage().setItem(REFRESH_TOKEN_KEY, body.data.refreshToken);
        return true;
      } catch {
        return false;
      }
    })()
      .then((ok) => {
        if (!ok) clearTokens();
        return ok;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** The call's body as it came (unread): the methods below hand it out only once checked. */
  async function request(path: string, opts: RequestOptions): Promise<unknown> {
    if (!(opts.body instanceof FormData)) {
      const held = options.pageAnswer?.(
        opts.method ?? 'GET',
        url(path, opts.query).slice(baseUrl.length),
        opts.body,
      );
      if (isRecord(held) && held.error !== true) return held;
    }
    const token = storage().getItem(ACCESS_TOKEN_KEY);
    try {
      return await send(path, opts, token);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || opts.noRefresh) throw error;
      const current = storage().getItem(ACCESS_TOKEN_KEY);
      // A request that failed with an old token while another one renewed the session needs no
      // second refresh (it would present an already rotated refresh token).
      const renewed = (current !== null && current !== token) || (await refreshSession());
      if (!renewed) throw error;
      return send(path, opts, storage().getItem(ACCESS_TOKEN_KEY));
    }
  }

  type Opts = Omit<RequestOptions, 'method' | 'body'>;
  /**
   * Every call names the shared schema (packages/shared) of the answer its route declares, or a
   * function that imports it (answer.ts): the body is typed by it, and checked against it outside
   * production builds (answerOf). There is no unchecked form.
   */
  const checked = async <S extends z.ZodType>(
    schema: AnswerSchema<S>,
    path: string,
    opts: RequestOptions,
  ): Promise<z.infer<S>> => answerOf(schema, await request(path, opts));
  return {
    url,
    get: <S extends z.ZodType>(schema: AnswerSchema<S>, path: string, opts?: Opts) =>
      checked(schema, path, { ...opts, method: 'GET' }),
    post: <S extends z.ZodType>(
      schema: AnswerSchema<S>,
      path: string,
      body?: unknown,
      opts?: Opts,
    ) => checked(schema, path, { ...opts, method: 'POST', body }),
    put: <S extends z.ZodType>(
      schema: AnswerSchema<S>,
      path: string,
      body?: unknown,
      opts?: Opts,
    ) => checked(schema, path, { ...opts, method: 'PUT', body }),
    patch: <S extends z.ZodType>(
      schema: AnswerSchema<S>,
      path: string,
      body?: unknown,
      opts?: Opts,
    ) => checked(schema, path, { ...opts, method: 'PATCH', body }),
    delete: <S extends z.ZodType>(
      schema: AnswerSchema<S>,
      path: string,
      body?: unknown,
      opts?: Opts,
    ) => checked(schema, path, { ...opts, method: 'DELETE', body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
