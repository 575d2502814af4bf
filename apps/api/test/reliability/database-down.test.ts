import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { MSG } from '@zina/shared/messages';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  api,
  freePort,
  freshPostgres,
  killAllServers,
  login,
  removeDir,
  sleep,
  startServer,
  tempDir,
  type Answer,
  type TestPostgres,
} from './harness';

/**
 * A TCP relay between the server and PostgreSQL: stopping it (listener closed, every
 * connection cut) is the database going away; starting it again on the same port, its return.
 * Started `silent`, it accepts connections and never answers: a database host that hangs.
 */
function dbRelay(target: { host: string; port: number }, port: number) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  return {
    start: (mode: 'forward' | 'silent' = 'forward') =>
      new Promise<void>((ok, fail) => {
        server = createServer((client) => {
          if (mode === 'silent') return track(client);
          const upstream = connect(target.port, target.host);
          track(client);
          track(upstream);
          client.pipe(upstream).pipe(client);
          client.once('close', () => upstream.destroy());
          upstream.once('close', () => client.destroy());
        });
        server.once('error', fail);
        server.listen(port, '127.0.0.1', () => ok());
      }),
    stop: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy();
        sockets.clear();
        if (!server) return ok();
        server.close(() => ok());
        server = null;
      }),
  };
}

let pgdb: TestPostgres | undefined;
let relay: ReturnType<typeof dbRelay> | undefined;
const dirs: string[] = [];
afterAll(async () => {
  await killAllServers();
  await relay?.stop();
  await pgdb?.drop();
  dirs.forEach(removeDir);
});

const OUTAGE_MS = 5_000;
/** The pool gives up connecting after 5 s (connectionTimeoutMillis): an answer comes by then. */
const ANSWER_WITHIN_MS = 6_500;

describe.runIf(process.env.DATABASE_URL)('PostgreSQL going away for 5 s', () => {
  it('answers 503 in French while it is gone, and recovers by itself when it returns', async () => {
    pgdb = await freshPostgres();
    const real = new URL(process.env.DATABASE_URL!);
    const relayPort = await freePort();
    relay = dbRelay({ host: real.hostname, port: Number(real.port || 5432) }, relayPort);
    await relay.start();
    const viaRelay = new URL(pgdb.url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relayPort);

    const dataDir = tempDir();
    dirs.push(dataDir);
    // The database path itself: with the catalogue cache on, the public read may be answered
    // from memory in the instant before the cache's lost listening connection empties it.
    const server = await startServer({
      dataDir,
      databaseUrl: viaRelay.toString(),
      extra: { CATALOGUE_CACHE_MB: '0' },
    });
    // A call that fails outright (a closed socket) says nothing of why: the server's state does.
    onTestFailed(() => {
      const { exitCode, signalCode } = server.child;
      const state =
        exitCode === null && signalCode === null ? 'running' : `exited (${exitCode ?? signalCode})`;
      console.log(`server ${state}; its output's end:\n${server.output().slice(-4000)}`);
    });
    const token = await login(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    // A public read, a signed-in read (the session is checked in the database) and a write.
    const calls = () =>
      Promise.all([
        api(server.url, 'POST', '/api/product/get', { body: { page: 1 }, timeoutMs: 20_000 }),
        api(server.url, 'GET', '/api/user/user-details', { token, timeoutMs: 20_000 }),
        api(server.url, 'POST', '/api/address/create', {
          token,
          body: { adresse: '1 place Jemaa el-Fna', ville: 'Marrakech', telephone: '0612345678' },
          timeoutMs: 20_000,
        }),
      ]);
    const before = await calls();
    expect(before.map((a) => a.status)).toEqual([200, 200, 201]);

    await relay.stop();
    const down = Date.now();
    const during: Answer[] = [];
    while (Date.now() - down < OUTAGE_MS) {
      during.push(...(await calls()));
      await sleep(300);
    }
    // Then a database that accepts connections and never answers: the pool gives up after 5 s.
    await relay.start('silent');
    const hanging = await calls();
    await relay.stop();
    await relay.start();
    const back = Date.now();

    let recoveredAfter = -1;
    const after: Answer[] = [];
    while (Date.now() - back < 20_000) {
      const answers = await calls();
      after.push(...answers);
      if (answers.every((a) => a.status === 200 || a.status === 201)) {
        recoveredAfter = Date.now() - back;
        break;
      }
      await sleep(250);
    }

    const statuses = during.map((a) => a.status);
    console.log(
      `database down: ${during.length} answers during ${OUTAGE_MS} ms (${[...new Set(statuses)].join(', ')}), ` +
        `slowest ${Math.max(...during.map((a) => a.ms))} ms; recovered ${recoveredAfter} ms after its return`,
    );
    if (during.some((a) => a.status !== 503)) console.log(server.output().slice(0, 4000));
    console.log(`database hanging: ${hanging.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}`);
    for (const a of [...during, ...hanging]) {
      expect(a.status, JSON.stringify(a.body)).toBe(503);
      expect(a.body).toEqual({
        success: false,
        error: true,
        code: 'UNAVAILABLE',
        message: MSG.unavailable,
      });
      expect(a.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // Back without a restart: same process, and no 500 on the way back either.
    expect(recoveredAfter).toBeGreaterThanOrEqual(0);
    expect(after.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect((await api(server.url, 'GET', '/readyz')).status).toBe(200);
  }, 180_000);
});
