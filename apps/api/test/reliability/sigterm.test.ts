import { get, request, type ClientRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cleanedUpAfterFile,
  login,
  sleep,
  startServer,
} from './harness';

const made = cleanedUpAfterFile();

const IN_FLIGHT = 100;
const onPostgres = Boolean(process.env.DATABASE_URL);

/** The production server on PostgreSQL with 2 workers when the run has one, else on PGlite. */
async function startShop(extra: Record<string, string> = {}) {
  const pgdb = onPostgres ? await made.freshPostgres() : undefined;
  return startServer({
    dataDir: pgdb ? made.tempDir() : await made.preparePgliteDir(),
    databaseUrl: pgdb?.url,
    workers: onPostgres ? 2 : 1,
    extra,
  });
}

/** A GET on a connection of its own (a load balancer's health check). */
const probe = (url: string) =>
  new Promise<{ status: number; body: string }>((ok, fail) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.once('end', () => ok({ status: res.statusCode ?? 0, body }));
    }).once('error', fail);
  });

interface Flight {
  label: string;
  req: ClientRequest;
  body: string;
  /** The server read the request's headers (it sent "100 Continue"). */
  started: Promise<void>;
  answer: Promise<{ status: number; body: string }>;
}

/**
 * A request the server has begun but cannot finish yet: headers sent with
 * `Expect: 100-continue`, the body held back until the test releases it.
 */
function flight(
  port: number,
  label: string,
  path: string,
  payload: unknown,
  token?: string,
): Flight {
  const body = JSON.stringify(payload);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const started = new Promise<void>((ok) => req.once('continue', () => ok()));
  const answer = new Promise<{ status: number; body: string }>((ok, fail) => {
    req.once('error', (error) => fail(new Error(`${label}: ${error.message}`)));
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.once('end', () => ok({ status: res.statusCode ?? 0, body: text }));
      res.once('error', (error) => fail(new Error(`${label}: ${error.message}`)));
    });
  });
  req.flushHeaders();
  return { label, req, body, started, answer };
}

describe(`SIGTERM under load (${onPostgres ? 'PostgreSQL, 2 workers' : 'PGlite'})`, () => {
  it('answers every request in flight, with no 5xx, then exits 0', async () => {
    const server = await startShop();
    const token = await login(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);

    // Sign-ins (argon2), catalogue reads and address writes, all begun before the signal.
    const flights = Array.from({ length: IN_FLIGHT }, (_, i) => {
      if (i % 20 === 0) {
        return flight(server.port, `login ${i}`, '/api/user/login', {
          email: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
        });
      }
      // One account holds at most 20 addresses: the writes stay within it.
      if (i % 5 !== 1) {
        return flight(server.port, `products ${i}`, '/api/product/get', { page: 1 });
      }
      return flight(
        server.port,
        `address ${i}`,
        '/api/address/create',
        { adresse: `${i} boulevard Zerktouni`, ville: 'Casablanca', telephone: '0612345678' },
        token,
      );
    });
    // Any answer before the bodies are sent would be a refusal: collect it as a failure below.
    const settled = flights.map((f) =>
      f.answer.then(
        (a) => ({ label: f.label, ...a, error: null as string | null }),
        (e: Error) => ({ label: f.label, status: 0, body: '', error: e.message }),
      ),
    );
    await Promise.race([
      Promise.all(flights.map((f) => f.started)),
      sleep(60_000).then(() => {
        throw new Error('the server did not begin all the requests');
      }),
    ]);

    const signalled = Date.now();
    process.kill(server.pid, 'SIGTERM');
    // Let the shutdown begin (listener closed) before the bodies arrive.
    await sleep(300);
    for (const f of flights) f.req.end(f.body);

    const results = await Promise.all(settled);
    const answeredMs = Date.now() - signalled;
    const exit = await Promise.race([server.exited, sleep(30_000).then(() => null)]);
    const broken = results.filter((r) => r.error || r.status >= 500 || r.status === 0);
    const byStatus = results.reduce<Record<number, number>>(
      (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
      {},
    );
    console.log(
      `SIGTERM test: ${IN_FLIGHT} requests in flight, answers ${JSON.stringify(byStatus)}, ` +
        `${broken.length} reset or 5xx, last answer ${answeredMs} ms after the signal, ` +
        `exit ${JSON.stringify(exit)} ${Date.now() - signalled} ms after`,
    );
    expect(broken.map((r) => `${r.label}: ${r.error ?? r.status} ${r.body.slice(0, 120)}`)).toEqual(
      [],
    );
    expect(results.every((r) => r.status >= 200 && r.status < 300)).toBe(true);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
  }, 240_000);

  it('answers /readyz 503 while draining, during SHUTDOWN_GRACE_MS, answers the slow request, then exits 0', async () => {
    const graceMs = 3000;
    const server = await startShop({ SHUTDOWN_GRACE_MS: String(graceMs) });
    const token = await login(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await probe(`${server.url}/readyz`)).status).toBe(200);

    // A slow request: begun before the signal, its body sent only after the probe below.
    const slow = flight(
      server.port,
      'address',
      '/api/address/create',
      { adresse: '5 rue de la Liberté', ville: 'Agadir', telephone: '0612345678' },
      token,
    );
    await slow.started;
    const signalled = Date.now();
    process.kill(server.pid, 'SIGTERM');
    await sleep(500);

    const ready = await probe(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    // Still serving during the grace: only readiness changed.
    expect((await probe(`${server.url}/healthz`)).status).toBe(200);

    slow.req.end(slow.body);
    const answer = await slow.answer;
    expect(answer.status, answer.body).toBe(201);
    const exit = await Promise.race([server.exited, sleep(30_000).then(() => null)]);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(graceMs);
  }, 240_000);
});
