/**
 * The key of an API answer embedded in a page (the server writes it, the web's first call reads
 * it): the method, the path and the body as sent.
 */
export const pageAnswerKey = (method: string, path: string, body: unknown): string =>
  `${method} ${path} ${JSON.stringify(body ?? null)}`;
