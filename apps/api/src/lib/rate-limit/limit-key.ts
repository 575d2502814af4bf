import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/** An IPv6 client is counted by its /64: one home or phone rotates addresses within it. */
const IPV6_SUBNET = 64;

/**
 * The client a limit counts (as @fastify/rate-limit's own key generator does): an IPv4 address
 * as it is, an IPv4-mapped IPv6 address as IPv4, any other IPv6 address by its /64.
 */
export function limitKey(ip: string): string {
  if (!ip.includes(':') || !isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/${IPV6_SUBNET}`).startAddress().correctForm();
}
