import type { z } from 'zod';

/**
 * A body typed by the shared schema of its answer (packages/shared), never by a local
 * re-declaration. Outside production builds it is also checked against that schema, so a drift
 * between the contract and a test server (or the API) fails loudly in tests and development.
 */
export function answerOf<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  return import.meta.env.PROD ? (body as z.infer<S>) : schema.parse(body);
}
