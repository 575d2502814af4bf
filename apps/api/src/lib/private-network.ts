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

/** As destinations, the unspecified addresses reach this host too (0.0.0.0 is 127.0.0.1 there). */
const UNSPECIFIED = new BlockList();
UNSPECIFIED.addSubnet('0.0.0.0', 8, 'ipv4');
UNSPECIFIED.addAddress('::', 'ipv6');

/**
 * Whether a listening address stays off the public internet: `localhost`, or a loopback, private
 * or link-local address (an IPv4-mapped IPv6 address by its IPv4). A host name other than
 * localhost, or an address that listens everywhere (0.0.0.0, ::), is not.
 */
export function isPrivateListenAddress(host: string): boolean {
  return inList(PRIVATE, host);
}

/**
 * Whether an outgoing request to this address (or `localhost`) stays on the host's own networks:
 * the listening ranges, plus the unspecified addresses. A host name other than localhost is not
 * (resolve it first: the webhooks' SSRF guard).
 */
export function isPrivateDestination(host: string): boolean {
  return inList(PRIVATE, host) || inList(UNSPECIFIED, host);
}

function inList(list: BlockList, host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (value === 'localhost') return true;
  const mapped = mappedIpv4(value);
  if (mapped) return list.check(mapped, 'ipv4');
  const family = isIP(value);
  if (family === 0) return false;
  return list.check(value, family === 4 ? 'ipv4' : 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 one, dotted or in hex (`::ffff:7f00:1`, as URLs write it). */
function mappedIpv4(value: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(value);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
