import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { redisAnswers, redisForTests } from './redis-probe';

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** A TCP server on a free port that answers each connection's first bytes with `reply`. */
async function serverAnswering(reply: string | null): Promise<number> {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => {
      if (reply !== null) socket.write(reply);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('the Redis of the tests', () => {
  it('answers when a Redis says PONG, not when nothing listens or the server stays silent', async () => {
    expect(await redisAnswers(await serverAnswering('+PONG\r\n'))).toBe(true);
    expect(await redisAnswers(await serverAnswering('-ERR unknown command\r\n'))).toBe(false);
    expect(await redisAnswers(await serverAnswering(null), '127.0.0.1', 200)).toBe(false);
    const closed = await serverAnswering(null);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await redisAnswers(closed)).toBe(false);
  });

  it('is required in CI, whether it answers or not, and asked for elsewhere', async () => {
    const down = async () => false;
    const up = async () => true;
    expect(await redisForTests({ CI: 'true' }, down)).toBe(true);
    expect(await redisForTests({}, down)).toBe(false);
    expect(await redisForTests({}, up)).toBe(true);
  });
});
