import { lookup, promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { WEBHOOK_MSG } from '@zina/shared/schemas/webhooks';
import { invalid } from '../../lib/errors';
import { isPrivateDestination } from '../../lib/private-network';

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * SSRF guard at creation (ADR 0017): an endpoint whose host is, or resolves to, a loopback,
 * private or link-local address is refused unless WEBHOOK_ALLOW_PRIVATE=true. A name that does
 * not resolve is refused too: nothing could be delivered to it.
 */
export async function checkDestination(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = bare(new URL(url).hostname);
  if (isIP(host) || host === 'localhost') {
    if (isPrivateDestination(host)) throw invalid(WEBHOOK_MSG.privateAddress);
    return;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await dns.lookup(host, { all: true });
  } catch {
    throw invalid(WEBHOOK_MSG.unknownHost);
  }
  if (addresses.some((a) => isPrivateDestination(a.address))) {
    throw invalid(WEBHOOK_MSG.privateAddress);
  }
}

export class PrivateDestinationError extends Error {}

/** At sending, an address literal is checked before connecting (no lookup happens for it). */
export function refuseLiteral(url: URL, allowPrivate: boolean): void {
  const host = bare(url.hostname);
  if (!allowPrivate && (isIP(host) || host === 'localhost') && isPrivateDestination(host)) {
    throw new PrivateDestinationError(`adresse privée refusée (${host})`);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The connection's own DNS lookup, checked: the address connected to is the address checked, so
 * a name that resolved to a public address at creation and to a private one now (DNS rebinding)
 * is refused at sending.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((a) => isPrivateDestination(a.address));
      if (!allowPrivate && refused) {
        return callback(
          new PrivateDestinationError(`adresse privée refusée (${refused.address})`),
          [],
        );
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}
