import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config';
import { clientAddressReader } from './client-address';

const forwarded = {
  'x-forwarded-for': '203.0.113.7, 10.0.0.2',
  'x-forwarded-host': 'zina.ma, boutique.zina.ma',
  host: 'interne:3000',
};

describe('the address the front answers count and log', () => {
  for (const setting of [undefined, '1', '3', 'loopback', '10.0.0.0/8,127.0.0.1', '192.0.2.1']) {
    it(`is Fastify's request.ip and request.host with TRUST_PROXY=${setting ?? '(unset)'}`, async () => {
      const trustProxy = parseTrustProxy(setting);
      const reader = clientAddressReader(trustProxy);
      const app = Fastify({ trustProxy: trustProxy as never });
      app.get('/', async (request) => ({
        fastify: [request.ip, request.host],
        front: [reader.ip(request.raw), reader.host(request.raw)],
      }));
      for (const remoteAddress of ['127.0.0.1', '10.0.0.9', '198.51.100.4']) {
        const res = await app.inject({ url: '/', headers: forwarded, remoteAddress });
        const { fastify, front } = res.json();
        expect(front).toEqual(fastify);
      }
      await app.close();
    });
  }
});
