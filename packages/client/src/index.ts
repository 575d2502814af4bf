import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi-types';

export type { components, paths } from './openapi-types';

export interface ZinaClientOptions {
  /** The shop's address, e.g. https://boutique.example.ma (its API is under /api). */
  baseUrl: string;
  /** The signed-in account's access token, read before each request (it rotates). */
  accessToken?: () => string | null | undefined;
  /** Another fetch (a test's, a framework's). */
  fetch?: typeof globalThis.fetch;
}

export type ZinaClient = Client<paths>;

/** A fetch client whose paths, bodies and answers are the OpenAPI document's types. */
export function createZinaClient({ baseUrl, accessToken, fetch }: ZinaClientOptions): ZinaClient {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  if (accessToken) {
    client.use({
      onRequest({ request }) {
        const token = accessToken();
        if (token) request.headers.set('authorization', `Bearer ${token}`);
        return request;
      },
    });
  }
  return client;
}
