import type { z } from 'zod';
import type { ApiErrorSchema } from '@zina/shared/api-response';
import { codeOfStatus, type ErrorCode } from '@zina/shared/errors';
import { expect } from 'vitest';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

export type Handler = (req: IncomingMessage & { body: string }, res: ServerResponse) => unknown;

/**
 * The servers started inside a test (or its beforeEach) and not closed: `closeTestServers`, after
 * each test, ends them. One started in a beforeAll serves the whole file and is its own to close.
 */
const running = new Set<() => Promise<void>>();

export async function closeTestServers(): Promise<void> {
  await Promise.all([...running].map((close) => close()));
}

/** A real HTTP server on 127.0.0.1 for client tests (happy-dom has no network of its own). */
export async function startTestServer(handler: Handler) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => void handler(Object.assign(req, { body }), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      running.delete(close);
      if (!server.listening) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  if (expect.getState().currentTestName !== undefined) running.add(close);
  return { url: `http://127.0.0.1:${port}`, close };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Sends an error answer as the API does (ApiErrorSchema of packages/shared): its French message
 * and its code, by default the one the API gives that status.
 */
export function sendError(res: ServerResponse, status: number, message: string, code?: ErrorCode) {
  sendJson(res, status, errorBody(status, message, code));
}

/** The body of an error answer, as the API writes it. */
export const errorBody = (status: number, message: string, code?: ErrorCode): ApiErrorBody => ({
  success: false,
  error: true,
  code: code ?? codeOfStatus(status),
  message,
});

/** A token store like localStorage, for tests running outside a browser. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    snapshot: () => Object.fromEntries(map),
  };
}
