import { Socket } from 'node:net';

/** Whether a Redis answers PING at `host:port` within `timeoutMs`. */
export function redisAnswers(port = 6379, host = '127.0.0.1', timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => answer(false));
    socket.once('error', () => answer(false));
    socket.once('data', (data) => answer(data.toString().startsWith('+PONG')));
    socket.connect(port, host, () => socket.write('PING\r\n'));
  });
}

/**
 * Whether the tests that need Redis (kits/redis-test-kit.ts) run: always in CI (CI=true), where a
 * Redis that does not answer must fail them, never skip them; elsewhere, when one answers on
 * 127.0.0.1:6379. So `npm test` passes on a fresh machine without Redis (the README's promise),
 * those tests reported as skipped.
 */
export async function redisForTests(
  env: NodeJS.ProcessEnv = process.env,
  answers: () => Promise<boolean> = () => redisAnswers(),
): Promise<boolean> {
  return env.CI === 'true' || (await answers());
}
