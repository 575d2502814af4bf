import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { RouteEntry } from '../../src/lib/access';
import { ADMIN, createTestApp, loginAs, type TestApp } from '../test-app';
import {
  FIXED_CASES,
  HTML,
  hostileRequests,
  isSchema,
  mayBeValid,
  objectShape,
  SQL,
  type HostileRequest,
} from './hostile-bodies';
import { concrete, filesUnder, notAFrenchRefusal, snapshotDatabase } from './security-kit';

const BODIES_PER_ROUTE = 100;
const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));

let t: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
type Schemas = { body?: unknown; querystring?: unknown; response?: object };
/** The schemas each route declared, as Fastify holds them, read by a hook on a first request. */
const schemas = new Map<string, Schemas>();
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same database, with one more hook: it reads each route's schemas.
  app = await buildApp({ deps: t.deps });
  app.addHook('onRequest', async (request) => {
    const { method, url, schema } = request.routeOptions;
    if (url) schemas.set(key({ method: String(method), url }), (schema ?? {}) as Schemas);
  });
  await app.ready();
  admin = (await loginAs(app, ADMIN.email, ADMIN.password)).auth;
  console.log(`hostile input: fast-check seed ${SEED} (FC_SEED=${SEED} to replay)`);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/**
 * Calls go as the admin, so that no access check hides the validation; public routes have no
 * check to pass, and go without a token (the session lookup is most of a request's cost).
 */
const headersFor = (route: RouteEntry) => (route.access === 'public' ? {} : admin);

async function schemasOf(route: RouteEntry): Promise<Schemas> {
  if (!schemas.has(key(route))) {
    await app.inject({
      method: route.method as 'POST',
      url: concrete(route.url),
      headers: { ...headersFor(route), 'content-type': 'application/json' },
      payload: route.method === 'GET' ? undefined : '[]',
    });
  }
  return schemas.get(key(route)) ?? {};
}

/** 5xx statuses a route declares itself (online payment answers 503 whatever is sent). */
const declared5xx = (s: Schemas) =>
  Object.keys(s.response ?? {})
    .map(Number)
    .filter((status) => status >= 500);

/** Every byte percent-encoded: a lone surrogate goes as the bytes Node would send. */
const percent = (s: string) =>
  [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

function groupFailures(failures: string[]): string[] {
  const byRoute = new Map<string, string[]>();
  for (const f of failures) {
    const route = f.split(' [')[0]!;
    byRoute.set(route, [...(byRoute.get(route) ?? []), f]);
  }
  return [...byRoute.values()].flatMap((list) => list.slice(0, 3));
}

describe('hostile input', () => {
  it(
    'answers schema-breaking bodies on every JSON route with a French 4xx, changing nothing',
    {
      timeout: 300_000,
    },
    async () => {
      const routes = app.routeTable.filter(
        (r) => r.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
      );
      expect(routes.length).toBeGreaterThan(0);
      const before = await snapshotDatabase(t.deps.db);
      const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
      const filesBefore = filesUnder(t.dataDir);
      const failures: string[] = [];
      let sent = 0;
      let serverErrors = 0;
      let validDraws = 0;

      for (const [index, route] of routes.entries()) {
        const declared = await schemasOf(route);
        const schema = isSchema(declared.body) ? declared.body : null;
        const breaksSchema = (req: HostileRequest) => {
          if (!schema || !mayBeValid(req, schema)) return true;
          validDraws++;
          return false;
        };
        const drawn = fc.sample(hostileRequests(schema).filter(breaksSchema), {
          numRuns: BODIES_PER_ROUTE,
          seed: SEED + index,
        });
        for (const req of [...FIXED_CASES.filter(breaksSchema), ...drawn]) {
          const res = await app.inject({
            method: route.method as 'POST',
            url: concrete(route.url),
            headers: { ...headersFor(route), 'content-type': req.contentType },
            payload: req.payload,
          });
          sent++;
          const where = `${route.method} ${route.url} [${req.label.slice(0, 60)}]`;
          const status = res.statusCode;
          const declaredError = declared5xx(declared).includes(status);
          if (status >= 500 && !declaredError) serverErrors++;
          // A route that declares no body takes none: it may ignore what it is sent.
          if (!schema && status < 400) continue;
          if ((status < 400 || status >= 500) && !declaredError) {
            failures.push(`${where}: ${status} ${res.body.slice(0, 120)}`);
            continue;
          }
          const why = notAFrenchRefusal(res);
          if (why) failures.push(`${where}: ${status} ${why}`);
        }
      }

      console.log(
        `hostile input: ${routes.length} routes, ${sent} bodies sent, ${serverErrors} server errors` +
          ` (${validDraws} valid draws discarded unsent)`,
      );
      expect(groupFailures(failures)).toEqual([]);
      expect(await snapshotDatabase(t.deps.db)).toEqual(before);
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(filesUnder(t.dataDir)).toEqual(filesBefore);
    },
  );

  it('answers hostile query strings without a server error, on routes that declare one', async () => {
    // GET routes without a query schema are left alone: some act on the session (logout).
    const routes = app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.method === 'GET' && !r.url.includes('logout'),
    );
    const before = await snapshotDatabase(t.deps.db);
    const failures: string[] = [];
    let sent = 0;
    let tested = 0;
    const value = fc.oneof(
      fc.constantFrom(...SQL, ...HTML, '\u0000', 'a\u0000b', '\ud800', 'x'.repeat(10_000), ''),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    for (const [index, route] of routes.entries()) {
      const shape = objectShape((await schemasOf(route)).querystring);
      if (!shape) continue;
      tested++;
      const names = [...Object.keys(shape), '__proto__', 'constructor[prototype][polluted]'];
      const pairs = fc.array(fc.tuple(fc.constantFrom(...names), value), {
        minLength: 1,
        maxLength: 4,
      });
      const draws = fc.sample(
        fc.oneof(
          pairs.map((q) => ({
            qs: q.map(([k, v]) => `${percent(k)}=${percent(v)}`).join('&'),
            label: JSON.stringify(q).slice(0, 80),
          })),
          fc
            .constantFrom('%', '%E0%A4%A', '%00', '%ZZ', '&&&', '=x')
            .map((qs) => ({ qs, label: qs })),
        ),
        { numRuns: 40, seed: SEED + 1000 + index },
      );
      for (const { qs, label } of draws) {
        const res = await app.inject({
          method: 'GET',
          url: `${concrete(route.url)}?${qs}`,
          headers: headersFor(route),
        });
        sent++;
        const where = `GET ${route.url} [${label}]`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body}`);
        else if (res.statusCode >= 400) {
          const why = notAFrenchRefusal(res);
          if (why) failures.push(`${where}: ${why}`);
        }
      }
    }
    console.log(`hostile query strings: ${tested} routes, ${sent} queries sent`);
    expect(groupFailures(failures)).toEqual([]);
    expect(await snapshotDatabase(t.deps.db)).toEqual(before);
  });

  it('refuses a NUL character in otherwise valid text with 400, storing nothing', async () => {
    const before = await snapshotDatabase(t.deps.db);
    const password = 'Zina!2026x';
    const cases: Array<[string, string, object]> = [
      [
        'POST',
        '/api/user/register',
        { name: 'Nul\u0000', email: 'nul@exemple.ma', password, confirmPassword: password },
      ],
      ['POST', '/api/user/login', { email: 'nul\u0000@exemple.ma', password }],
      ['PUT', '/api/user/forgot-password', { email: 'nul\u0000@exemple.ma' }],
      [
        'PUT',
        '/api/user/update-user',
        { name: 'A\u0000', email: ADMIN.email, mobile: '0612345678' },
      ],
      [
        'POST',
        '/api/address/create',
        { adresse: 'Rue\u0000', ville: 'Rabat', telephone: '0612345678' },
      ],
    ];
    for (const [method, url, payload] of cases) {
      const res = await app.inject({ method: method as 'POST', url, headers: admin, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(notAFrenchRefusal(res)).toBeNull();
    }
    const query = await app.inject({
      method: 'GET',
      url: '/api/order/details?orderId=%00',
      headers: admin,
    });
    expect(query.statusCode).toBe(400);
    expect(notAFrenchRefusal(query)).toBeNull();
    expect(await snapshotDatabase(t.deps.db)).toEqual(before);
  });
});
