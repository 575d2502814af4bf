import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, refuseLiteral } from './destination';

/** A receiver has this long to answer (headers and body) before the try counts as failed. */
const TIMEOUT_MS = 10_000;

/**
 * POSTs a JSON body to a receiver and answers its status (the body is read and dropped). Redirects
 * are not followed (a 3xx is a failed try): a redirect could lead to a private address.
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  opts: { allowPrivate: boolean; timeoutMs?: number },
): Promise<number> {
  const url = new URL(target);
  refuseLiteral(url, opts.allowPrivate);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Zina-Webhooks/1',
        },
        lookup: guardedLookup(opts.allowPrivate),
        timeout: opts.timeoutMs ?? TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error('pas de réponse en 10 s')),
      opts.timeoutMs ?? TIMEOUT_MS,
    );
    req.on('close', () => clearTimeout(timer));
    req.on('timeout', () => req.destroy(new Error('pas de réponse en 10 s')));
    req.on('error', reject);
    req.end(body);
  });
}
