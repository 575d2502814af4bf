/** The largest small integer V8 keeps unboxed: the count starts again there (as Fastify's). */
const MAX = 2147483647;
let last = 0;

/** Request ids of this process, for the framework's requests and the front answers alike. */
export function nextRequestId(): string {
  last = (last + 1) & MAX;
  return `req-${last.toString(36)}`;
}
