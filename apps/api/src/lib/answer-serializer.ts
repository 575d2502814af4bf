import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { MediaUrls } from './media-urls';

/**
 * Every answer serialised through its response schema leaves with the uploads' absolute URLs
 * (ADR 0018): one pass over the text, and none at all when it names no upload (most answers).
 * Cached answers are rewritten once when they are loaded (lib/read-cache.ts), not here.
 */
export function answerSerializer(media: MediaUrls): FastifySerializerCompiler<unknown> {
  return (route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data) => media.inJson(serialize(data));
  };
}
