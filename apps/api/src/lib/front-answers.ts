import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, preParsingHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ClientAddressReader } from './client-address';
import { requestRouteFields, writeAccessLine } from './logging';
import { limitName } from './rate-limit/counters-store';
import type { LimitCounters } from './rate-limit/database-counters';
import { limitKey } from './rate-limit/limit-key';
import type { Encoding } from './compression';
import type { CachedAnswer } from './read-cache';
import { encodedAnswer } from './shared-cache';

/**
 * The front answers: a public read the shop has answered from its read cache is answered again,
 * while the cache still holds that answer, before the framework builds its request — the bytes,
 * status and headers the full path sent for the same request (method, URL, body, and the headers
 * an answer varies on), counted against the same rate limit and written to the same access log.
 * A cached read cost a worker about three times a bare `node:http` answer through the framework's
 * request, hooks and plugins (docs/PERFORMANCE.md); here it costs little more than one.
 * Like an HTTP cache in front of the shop (nginx's microcaching), minus the staleness: an answer
 * goes the moment its cache entry does (`CachedAnswer.isCurrent`).
 * Left to the full path: anything carrying credentials or a conditional header, other methods,
 * bodies that are not small JSON, a client at its limit (the full path answers 429).
 */

/** The front's key for a request the full path is asked to answer (see `noted`). */
const kKey = Symbol('zina.front.key');
/** What sendAnswer sent for that request. */
const kNoted = Symbol('zina.front.noted');
/** The body the front read, handed to the framework's parser (frontBodyHook). */
const kBody = Symbol('zina.front.body');

interface Noted {
  answer: CachedAnswer;
  /** The encoding sent, or null for the answer's text. */
  encoding: Encoding | null;
  route: { method: string; url: string };
}

interface NotedReply extends Noted {
  /** Its headers are final once the answer is written (Fastify hands them to writeHead whole). */
  reply: FastifyReply;
}

interface FrontRequest extends IncomingMessage {
  [kKey]?: string;
  [kNoted]?: NotedReply;
  [kBody]?: Buffer;
}

/**
 * A remembered answer holds the cache's answer weakly: once the cache lets it go, nothing here
 * keeps its bytes alive (the front's memory is its headers, not a second catalogue cache).
 */
interface Replay {
  answer: WeakRef<CachedAnswer>;
  encoding: Encoding | null;
  route: Noted['route'];
  /** Names and values in turn: Node writes such a list without walking an object's keys. */
  headers: OutgoingHttpHeader[];
  /** The method and path its access lines show (`requestRouteFields`). */
  logged: string;
}

/** Small JSON bodies only: the catalogue's reads ask with a few fields. */
const MAX_BODY_BYTES = 4096;
/** Requests remembered (each its headers, a few hundred bytes: the answers are the cache's). */
const MAX_REPLAYS = 20_000;
/** Paths learned, past which the list starts again. */
const MAX_PATHS = 20_000;
/** Clients whose limit name is kept, past which the list starts again. */
const MAX_CLIENTS = 10_000;
/** Headers the server sets for each answer itself. */
const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface FrontAnswersOptions {
  /** The shop's rate-limit counters, the plugin's too. */
  counters: LimitCounters;
  limit: { max: number; windowMs: number };
  client: ClientAddressReader;
  log: () => FastifyBaseLogger;
  nextRequestId: () => string;
  /**
   * Whether the server still takes new connections: once it closes, Fastify answers what still
   * arrives on kept connections (503, connection closed), so the front steps aside.
   */
  open: () => boolean;
  /** Told of each answer given (the metrics: route pattern, method, status, seconds). */
  answered?: (route: string, method: string, status: number, seconds: number) => void;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function frontAnswers(options: FrontAnswersOptions) {
  const replays = new LRUCache<string, Replay>({ max: MAX_REPLAYS });
  /** Paths whose answers come from the read cache: only their requests are looked up. */
  const paths = new Set<string>();
  /** Each client's name in the limit's counts, made once (a kept string's hash is kept too). */
  const limitNames = new Map<string, string>();
  let served = 0;

  function globalLimitName(ip: string): string {
    let name = limitNames.get(ip);
    if (name === undefined) {
      if (limitNames.size >= MAX_CLIENTS) limitNames.clear();
      limitNames.set(ip, (name = limitName.global(limitKey(ip))));
    }
    return name;
  }

  function remember(req: FrontRequest, res: ServerResponse) {
    const key = req[kKey]!;
    const noted = req[kNoted];
    if (!noted || res.statusCode !== 200 || !noted.answer.isCurrent()) return;
    const { answer, encoding, route } = noted;
    const sent = noted.reply.getHeaders();
    // What was written is what was noted (no hook changed the body on its way out).
    if (Number(sent['content-length']) !== sentBody(answer, encoding).length) return;
    const headers: OutgoingHttpHeader[] = [];
    for (const [name, value] of Object.entries(sent)) {
      if (!PER_ANSWER_HEADERS.has(name.toLowerCase()) && value !== undefined) {
        headers.push(name, value);
      }
    }
    replays.set(key, {
      answer: new WeakRef(answer),
      encoding,
      route,
      headers,
      logged: requestRouteFields(req.method, req.url),
    });
  }

  /** Asks the full path, which notes what it sends for this key. */
  function ask(req: FrontRequest, res: ServerResponse, key: string, handler: Handler) {
    req[kKey] = key;
    res.once('finish', () => remember(req, res));
    handler(req, res);
  }

  function replay(
    req: FrontRequest,
    res: ServerResponse,
    entry: Replay,
    answer: CachedAnswer,
    ip: string,
    startedAt: number,
  ) {
    res.writeHead(200, entry.headers);
    res.end(sentBody(answer, entry.encoding), 'latin1');
    served++;
    const responseTime = performance.now() - startedAt;
    const id = options.nextRequestId();
    writeAccessLine(
      options.log(),
      id,
      {
        method: req.method,
        url: req.url,
        host: options.client.host(req),
        ip,
        socket: req.socket,
      },
      200,
      responseTime,
      entry.logged,
    );
    options.answered?.(entry.route.url, req.method!, 200, responseTime / 1000);
  }

  function answer(
    req: FrontRequest,
    res: ServerResponse,
    key: string,
    handler: Handler,
    startedAt: number,
  ) {
    const entry = replays.get(key);
    const kept = entry?.answer.deref();
    if (!entry || !kept?.isCurrent()) {
      if (entry) replays.delete(key);
      return ask(req, res, key, handler);
    }
    const ip = options.client.ip(req);
    if (ip === undefined) return ask(req, res, key, handler);
    const { max, windowMs } = options.limit;
    const name = globalLimitName(ip);
    const counted = options.counters.hit(name, windowMs, max);
    if (!(counted instanceof Promise)) {
      return counted.current > max
        ? handler(req, res)
        : replay(req, res, entry, kept, ip, startedAt);
    }
    // Near the limit: the shared count decides; counts that cannot be read leave it to the full path.
    counted.then(
      ({ current }) =>
        current > max ? handler(req, res) : replay(req, res, entry, kept, ip, startedAt),
      () => handler(req, res),
    );
  }

  return {
    /** The server's request listener: a front answer, or the framework's handler. */
    listener(handler: Handler): Handler {
      return (req: FrontRequest, res) => {
        const { method, url, headers } = req;
        if (
          (method !== 'GET' && method !== 'POST') ||
          headers.authorization !== undefined ||
          headers['if-none-match'] !== undefined ||
          headers['if-modified-since'] !== undefined ||
          !paths.has(pathOf(url!)) ||
          !options.open()
        ) {
          return handler(req, res);
        }
        const startedAt = performance.now();
        const variant = `${method} ${url}\n${headers.origin ?? ''}\n${headers['accept-encoding'] ?? ''}`;
        if (method === 'GET') return answer(req, res, variant, handler, startedAt);
        const type = headers['content-type'];
        const length = Number(headers['content-length']);
        if (!type?.startsWith('application/json') || !(length > 0 && length <= MAX_BODY_BYTES)) {
          return handler(req, res);
        }
        readBody(req, (body) => {
          req[kBody] = body;
          answer(req, res, `${variant}\n${type}\n${body.toString('latin1')}`, handler, startedAt);
        });
      };
    },
    /**
     * Called by sendAnswer for every answer it sends from the read cache: learns the path, and
     * notes what was sent for the request the front asked about.
     */
    noted(reply: FastifyReply, answer: CachedAnswer, encoding: Encoding | null) {
      const { request } = reply;
      const { config } = request.routeOptions;
      // Public reads under the shop-wide limit only: a route's own limit is the plugin's to count.
      if (config?.access !== 'public' || config.rateLimit !== undefined) return;
      // An answer the cache does not keep (CATALOGUE_CACHE_MB=0) is not worth a body read.
      if (!answer.isCurrent()) return;
      if (paths.size >= MAX_PATHS) paths.clear();
      paths.add(pathOf(request.url));
      const raw = request.raw as FrontRequest;
      if (raw[kKey] === undefined) return;
      raw[kNoted] = {
        reply,
        answer,
        encoding,
        route: { method: request.method, url: request.routeOptions.url ?? request.url },
      };
    },
    /** Requests answered here, answers remembered to answer with, paths looked up. */
    get stats() {
      return { served, remembered: replays.size, paths: paths.size };
    },
  };
}
export type FrontAnswers = ReturnType<typeof frontAnswers>;

/** The body the front read goes to the framework's parser as if it came from the socket. */
export const frontBodyHook: preParsingHookHandler = (request, _reply, payload, done) => {
  const body = (request.raw as FrontRequest)[kBody];
  done(null, body ? Readable.from([body]) : payload);
};

/** Each answer's bytes as a one-byte string, one character a byte (see `sentBody`). */
const byteStrings = new WeakMap<Buffer, string>();

/**
 * The bytes the cache made once per answer (UTF-8, or compressed once per encoding), as a string
 * of one character a byte, sent as latin1: Node then writes them joined to the headers as one
 * piece, copied rather than encoded (a text body was encoded to UTF-8 again on every request, a
 * Buffer went as a third piece of the write: a sixth and a twentieth of a cached read's
 * instructions, docs/PERFORMANCE.md). The string lives as long as the cache keeps the bytes.
 */
function sentBody(answer: CachedAnswer, encoding: Encoding | null): string {
  const bytes = encoding ? encodedAnswer(answer, encoding) : answer.bytes;
  const kept = byteStrings.get(bytes);
  if (kept !== undefined) return kept;
  const body = bytes.toString('latin1');
  byteStrings.set(bytes, body);
  return body;
}

const pathOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? url : url.slice(0, at);
};

/**
 * Reads the body (Node's parser stops it at its Content-Length); a request that fails on the way
 * (the client gone) has its connection closed, as the framework would.
 */
function readBody(req: IncomingMessage, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    received += chunk.length;
  });
  req.on('end', () => done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)));
  req.on('error', () => req.socket.destroy());
}
