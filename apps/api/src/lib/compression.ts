import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import vary from 'vary';

/**
 * How text answers are compressed, in one place: on the fly by @fastify/compress, and once per
 * kept answer for the cached reads (see `encodedAnswer`).
 */
export const COMPRESSION = {
  /** Preferred first when the client accepts both. */
  encodings: ['br', 'gzip'] as const,
  /** Smaller answers cost more to compress than they save on the wire. */
  threshold: 1024,
};

/** A fast level: most answers are compressed while the client waits. */
export const brotliParams = (sizeHint?: number): Record<number, number> => ({
  [zlib.BROTLI_PARAM_QUALITY]: 4,
  ...(sizeHint ? { [zlib.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
});

export type Encoding = (typeof COMPRESSION.encodings)[number];

/** The encoding to answer `request` in, or null for the bytes as they are. */
export function acceptedEncoding(request: FastifyRequest, size: number): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || size < COMPRESSION.threshold) return null;
  return (negotiate(header, [...COMPRESSION.encodings]) as Encoding | null) ?? null;
}

export function compress(bytes: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: brotliParams(bytes.length) })
    : gzipSync(bytes);
}

/** Answers that may go compressed differ by Accept-Encoding: caches keep one per encoding. */
export function varyOnEncoding(reply: FastifyReply, size: number): void {
  if (size < COMPRESSION.threshold) return;
  reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), 'Accept-Encoding'));
}

/**
 * Bytes made for this request alone (a page's HTML, its answers embedded), compressed when the
 * client accepts it: the compress plugin does not reach the not-found handler that serves pages.
 */
export function sendEncoded(reply: FastifyReply, body: string): FastifyReply {
  const bytes = Buffer.from(body);
  varyOnEncoding(reply, bytes.length);
  const encoding = acceptedEncoding(reply.request, bytes.length);
  if (!encoding) return reply.send(bytes);
  return reply.header('content-encoding', encoding).send(compress(bytes, encoding));
}
