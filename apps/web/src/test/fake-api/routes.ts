import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { ErrorCode } from '@zina/shared/errors';
import { MSG } from '@zina/shared/messages';
import { ACCESS_TOKEN } from '../session';
import { CONTRACT, type Body, type Route } from './contract';
import { answer, dropConnection, refuse } from './respond';

/** A request the fake API received, kept for the assertions. */
export interface Call {
  method: string;
  /** Without the query string. */
  path: string;
  query: Record<string, string>;
  auth?: string;
  type?: string;
  idempotencyKey?: string;
  /** The cookies the page's fetch sent along. */
  cookies: Record<string, string>;
  /** A JSON object body, parsed (undefined for any other). */
  body?: Record<string, unknown>;
  /** The body as sent (a multipart upload's text, for one). */
  text: string;
}

const calls: Call[] = [];

/** Every request of this test that a handler saw, in order. */
export const allCalls = (): readonly Call[] => calls;

/** The calls to `key`, e.g. 'PUT /api/cart/update-qty' (the real path, not a `:param` one). */
export const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);

type Step =
  | { kind: 'refuse'; status: number; message: string; code?: ErrorCode }
  | { kind: 'drop' }
  | { kind: 'hold'; release: Promise<void>; message?: string };

const steps = new Map<string, Step[]>();
const push = (route: string, step: Step) => steps.set(route, [...(steps.get(route) ?? []), step]);

/** The next call to `route` is refused with this status and message (code: the status's). */
export const refuseNext = (
  route: Route | RawRoute,
  status: number,
  message: string,
  code?: ErrorCode,
) => push(route, { kind: 'refuse', status, message, code });

/** The next call to `route` loses its connection (a network failure for the page). */
export const dropNext = (route: Route | RawRoute) => push(route, { kind: 'drop' });

/**
 * The next call to `route` waits for the returned function to be called, then is answered as
 * usual, with `message` instead of the usual one when given (to tell the server's text from the
 * page's own).
 */
export function holdNext(route: Route | RawRoute, message?: string) {
  let release!: () => void;
  push(route, { kind: 'hold', release: new Promise<void>((r) => (release = r)), message });
  return () => release();
}

/** Forgets the calls and the pending steps (after each test). */
export function resetRoutes() {
  calls.length = 0;
  steps.clear();
}

function jsonObject(text: string): Record<string, unknown> | undefined {
  const value = JSON.parse(text) as unknown;
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

async function record(request: Request, cookies: Record<string, string>): Promise<Call> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  const type = request.headers.get('content-type') ?? undefined;
  const call: Call = {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    auth: request.headers.get('authorization') ?? undefined,
    type,
    idempotencyKey: request.headers.get('idempotency-key') ?? undefined,
    cookies,
    body: text && type?.includes('application/json') ? jsonObject(text) : undefined,
    text,
  };
  calls.push(call);
  return call;
}

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};
type Method = keyof typeof METHODS;

export interface RouteOptions {
  /** Refused with 401 unless the request carries the signed-in test token (`signIn`). */
  signedIn?: boolean;
  /** The success status (201 for what the API creates). */
  status?: number;
}

type Reply<T> = T | Response;
export type Resolver<T> = (call: Call, params: PathParams) => Reply<T> | Promise<Reply<T>>;

/** The steps every handler takes: record the call, check the token, play a pending step. */
function handler<T>(
  route: string,
  reply: Resolver<T>,
  send: (out: T, message?: string) => Response,
  opts: RouteOptions,
) {
  const [method, path] = route.split(' ') as [Method, string];
  const resolver: HttpResponseResolver<PathParams, DefaultBodyType> = async ({
    request,
    params,
    cookies,
  }) => {
    const call = await record(request, cookies);
    if (opts.signedIn && call.auth !== `Bearer ${ACCESS_TOKEN}`) {
      return refuse(401, MSG.sessionExpired);
    }
    const step = steps.get(route)?.shift();
    if (step?.kind === 'drop') return dropConnection();
    if (step?.kind === 'refuse') return refuse(step.status, step.message, step.code);
    if (step?.kind === 'hold') await step.release;
    const out = await reply(call, params);
    return out instanceof Response
      ? out
      : send(out, step?.kind === 'hold' ? step.message : undefined);
  };
  return METHODS[method](`*${path}`, resolver);
}

/**
 * A handler for `route` of the contract: `reply` gives the success body (checked against the
 * route's shared schema) or a Response of its own (`refuse`, `dropConnection`).
 */
export function on<R extends Route>(route: R, reply: Resolver<Body<R>>, opts: RouteOptions = {}) {
  const schema = CONTRACT[route];
  return handler<Body<R>>(
    route,
    reply,
    (body, message) =>
      answer(schema, message === undefined ? body : { ...body, message }, opts.status),
    opts,
  );
}

/** A route outside the JSON contract (a PDF, a client test's own path): `reply` answers whole. */
export type RawRoute = `${Method} /${string}`;
export const onRaw = (route: RawRoute, reply: Resolver<never>, opts: RouteOptions = {}) =>
  handler<never>(route, reply, () => new Response(null, { status: 500 }), opts);
