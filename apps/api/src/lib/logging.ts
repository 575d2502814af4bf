import { pino } from 'pino';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Paths whose query string may carry a secret (OAuth code and state, tokens, reset codes,
 * e-mail addresses): the request log keeps the path only.
 */
const SECRET_QUERY_PATHS = [
  '/auth',
  '/api/user/',
  '/login',
  '/register',
  '/forgot-password',
  '/verification-otp',
  '/reset-password',
];

/**
 * Paths whose rest is a secret: the order confirmation link's token, an express order's tracking
 * token (its page and its API routes, the cancel included).
 */
const SECRET_SEGMENT_PATHS = [
  '/commande/confirmer/',
  '/suivi/',
  '/api/order/track/',
  '/equipe/invitation/',
];

/** The URL as the log may show it. */
export function loggableUrl(url: string): string {
  const secretPath = SECRET_SEGMENT_PATHS.find((prefix) => url.startsWith(prefix));
  if (secretPath) return `${secretPath}[masqué]`;
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  return SECRET_QUERY_PATHS.some((prefix) => path.startsWith(prefix)) ? `${path}?[masqué]` : url;
}

export interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number } | null;
}

/** What a request's log line says about it: never its headers (Authorization, cookies) or body. */
function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? loggableUrl(req.url) : undefined,
    host: req.host,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

/** Whatever else gets logged by hand: credentials are masked wherever they appear. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'req.query',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.otp',
  '*.token',
  '*.accesstoken',
  '*.accessToken',
  '*.refreshToken',
];

/** Fastify's logger options for every process (production, development, tests). */
export function loggerOptions(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    redact: { paths: REDACTED, censor: '[masqué]' },
    serializers: { req: serializeRequest },
  };
}

/** Lines wait until this many bytes are ready (as nginx's `access_log … buffer=64k`)… */
export const LOG_BUFFER_BYTES = 64 * 1024;
/** …or at most this long: a quiet shop's line still shows within a blink. */
export const LOG_FLUSH_MS = 250;

/**
 * The log's way out to stdout (a file or a collector): lines gathered like nginx's access_log
 * (`buffer=4k flush=…`), so that a busy shop writes about forty lines a system call instead of
 * one or two (a quarter of a cached read's throughput, docs/PERFORMANCE.md), and asynchronously
 * (sonic-boom). The lines are gathered here, not by sonic-boom's own `minLength`: sonic-boom
 * measures the whole pending buffer's UTF-8 length on every write (flattening it first), which
 * cost a cached read a third of its CPU once lines waited for 4 KiB. Nothing is lost at exit,
 * a crash included: what is gathered goes out, synchronously, before the process ends; only a
 * process killed outright (SIGKILL) loses its last LOG_FLUSH_MS.
 */
export function logDestination() {
  let lines: string[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const out = pino.destination({ dest: 1, sync: false });
  const closed = () => (out as unknown as { destroyed: boolean }).destroyed;
  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0 || closed()) return;
    out.write(lines.join(''));
    lines = [];
    size = 0;
  }
  // Ahead of the handlers pino gave `out` (it flushes, and at beforeExit ends, the stream): what
  // is gathered here goes into the stream first.
  process.prependListener('beforeExit', flush);
  process.prependListener('exit', () => {
    flush();
    if (!closed()) out.flushSync();
  });
  return {
    write(line: string) {
      lines.push(line);
      // UTF-16 units: near enough to bytes for a threshold, and free to count.
      size += line.length;
      if (size >= LOG_BUFFER_BYTES) flush();
      else timer ??= setTimeout(flush, LOG_FLUSH_MS).unref();
      return true;
    },
    flush(callback?: (error?: Error) => void) {
      flush();
      out.flush(callback);
    },
    flushSync() {
      flush();
      out.flushSync();
    },
  };
}

const ACCESS_MESSAGE = 'requête traitée';
const ACCESS_LINE_END = `,"msg":${JSON.stringify(ACCESS_MESSAGE)}`;

/** The pino internals a line is made of (`pino.symbols`, public for transports and the like). */
interface PinoInternals {
  [pino.symbols.streamSym]?: { write(line: string): unknown };
  [pino.symbols.lsCacheSym]: Record<number, string>;
  [pino.symbols.timeSym]: () => string;
  [pino.symbols.chindingsSym]: string;
  [pino.symbols.endSym]: string;
}

let epochMs = 0;
let epochFields = '';

/** pino's time field; its default one (epoch milliseconds) made once a millisecond. */
function timeFields(time: () => string): string {
  if (time !== pino.stdTimeFunctions.epochTime) return time();
  const now = Date.now();
  if (now !== epochMs) {
    epochMs = now;
    epochFields = `,"time":${now}`;
  }
  return epochFields;
}

/** A request's address part of its line, kept for its connection (see `clientFields`). */
const clientFieldsOf = new WeakMap<object, { host?: string; ip?: string; json: string }>();

/** `"key":value` pairs of the defined values, in order: JSON.stringify's object, in pieces. */
function jsonFields(fields: [string, string | number | undefined][]): string {
  let json = '';
  for (const [key, value] of fields) {
    if (value !== undefined) json += `${json ? ',' : ''}"${key}":${JSON.stringify(value)}`;
  }
  return json;
}

/**
 * What a line says of a request's method and path (the path masked, as `serializeRequest`): the
 * front answers keep it with each answer they replay, the same request's every time.
 */
export function requestRouteFields(method: string | undefined, url: string | undefined): string {
  if (method !== undefined && url !== undefined) {
    return `"method":${JSON.stringify(method)},"url":${JSON.stringify(loggableUrl(url))}`;
  }
  return jsonFields([
    ['method', method],
    ['url', typeof url === 'string' ? loggableUrl(url) : undefined],
  ]);
}

/**
 * What a line says of the client (host, address, port): the same for every request a kept
 * connection brings while its host and address stay, so made once for it.
 */
function clientFields(request: LoggedRequest): string {
  const { host, socket } = request;
  const ip = request.ip ?? socket?.remoteAddress;
  const kept = socket ? clientFieldsOf.get(socket) : undefined;
  if (kept && kept.host === host && kept.ip === ip) return kept.json;
  const json = jsonFields([
    ['host', host],
    ['remoteAddress', ip],
    ['remotePort', socket?.remotePort],
  ]);
  if (socket) clientFieldsOf.set(socket, { host, ip, json });
  return json;
}

/**
 * Writes the access line as pino would (its level, time, bindings and line end, to its stream),
 * without its generic path: the line holds only what `serializeRequest` lets through (method,
 * masked path, host, address), the status and the time, so there is nothing to redact or
 * serialize by key; the request's parts are made once for the answer replayed (`routeFields`,
 * from `requestRouteFields`) and once for the connection. pino's generic path cost a cached read
 * about 6 % of its CPU, and the request's parts made for every line about as much again
 * (docs/PERFORMANCE.md). False when the logger is not a pino one writing to a stream. The front
 * answers (lib/front-answers.ts) write theirs here too.
 */
export function writeAccessLine(
  log: FastifyBaseLogger,
  id: string,
  request: LoggedRequest,
  statusCode: number,
  responseTime: number,
  routeFields = requestRouteFields(request.method, request.url),
): boolean {
  const logger = log as unknown as pino.Logger & PinoInternals;
  const stream = logger[pino.symbols.streamSym];
  if (typeof stream?.write !== 'function' || typeof logger.isLevelEnabled !== 'function') {
    return false;
  }
  if (!logger.isLevelEnabled('info')) return true;
  const client = clientFields(request);
  stream.write(
    logger[pino.symbols.lsCacheSym][logger.levels.values.info!] +
      timeFields(logger[pino.symbols.timeSym]) +
      logger[pino.symbols.chindingsSym] +
      `,"reqId":${JSON.stringify(id)}` +
      `,"req":{${routeFields}${routeFields && client ? ',' : ''}${client}}` +
      `,"res":{"statusCode":${statusCode}}` +
      `,"responseTime":${responseTime}` +
      ACCESS_LINE_END +
      logger[pino.symbols.endSym],
  );
  return true;
}

/**
 * The access log: one line per request once it is answered (what was asked, the status, how long
 * it took), instead of Fastify's two (one on arrival, one on answer): half the log volume on the
 * hot path. Errors keep their own line, redacted like every other.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'requête en erreur',
      );
      return;
    }
    const { log } = request.server;
    if (writeAccessLine(log, request.id, request, reply.statusCode, reply.elapsedTime)) return;
    request.server.log.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      ACCESS_MESSAGE,
    );
  }
}

type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger (request.log), made on its first line: most requests log nothing of their own
 * (their access line is the app's), and a pino child, with the bindings put through the
 * redaction, cost a cached read 2.6 % of its CPU. Lines logged through it are the child's: the
 * request's id, the same redaction.
 */
class RequestLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: { level?: string },
  ) {}

  get #log(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  /** A route's own level (its logLevel) is in the options until the child is made. */
  get level() {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#log.level = level;
  }
  #call(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]) {
    (this.#log[level] as LogMethod)(...args);
  }
  fatal(...args: unknown[]) {
    this.#call('fatal', args);
  }
  error(...args: unknown[]) {
    this.#call('error', args);
  }
  warn(...args: unknown[]) {
    this.#call('warn', args);
  }
  info(...args: unknown[]) {
    this.#call('info', args);
  }
  debug(...args: unknown[]) {
    this.#call('debug', args);
  }
  trace(...args: unknown[]) {
    this.#call('trace', args);
  }
  silent() {}
  child(bindings: Record<string, unknown>, options?: object) {
    return this.#log.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: request.log made on first use (see RequestLogger). */
export const requestLogger: FastifyChildLoggerFactory = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
