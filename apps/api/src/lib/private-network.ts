import { BlockList, isIP } from 'node:net';

/** Loopback, private and link-local ranges: addresses no one outside the host's networks reaches. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

/**
 * Whether a listening address stays off the public internet: `localhost`, or a loopback, private
 * or link-local address (an IPv4-mapped IPv6 address by its IPv4). A host name other than
 * localhost, or an address that listens everywhere (0.0.0.0, ::), is not.
 */
export function isPrivateListenAddress(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (value === 'localhost') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(value);
  if (family === 0) return false;
  return PRIVATE.check(value, family === 4 ? 'ipv4' : 'ipv6');
}
