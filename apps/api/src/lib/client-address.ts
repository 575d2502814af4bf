import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

type Trust = (address: string, hop: number) => boolean;

/**
 * Fastify's reading of TRUST_PROXY (its request.ip and request.host), for the answers made before
 * Fastify sees the request (lib/front-answers.ts): the same address limits count and logs show.
 */
export function clientAddressReader(trustProxy: Config['trustProxy']) {
  const trust: Trust | null = !trustProxy
    ? null
    : typeof trustProxy === 'number'
      ? // As Fastify: a hop count cannot check the peer, so no forwarded header is believed.
        () => false
      : proxyAddr.compile(trustProxy);
  return {
    ip(req: IncomingMessage): string | undefined {
      if (!trust) return req.socket.remoteAddress;
      const addresses = proxyAddr.all(req, trust);
      return addresses[addresses.length - 1];
    },
    host(req: IncomingMessage): string {
      const forwarded = req.headers['x-forwarded-host']?.toString();
      const peer = req.socket.remoteAddress;
      if (trust && forwarded && peer !== undefined && trust(peer, 0)) {
        return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
      }
      return req.headers.host ?? '';
    },
  };
}
export type ClientAddressReader = ReturnType<typeof clientAddressReader>;
