import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import {
  createWorld,
  ROUTE_BODIES,
  type Caller,
  type MatrixRequest,
  type MatrixWorld,
  type Role,
} from './route-bodies';
import { rows, stateTables } from './security/security-kit';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let w: MatrixWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
}, 120_000);
afterAll(() => t?.close());

const SAMPLE_ID = '0123456789abcdef01234567';
const ROLES: Role[] = ['visitor', 'other', 'agent', 'admin', 'owner'];

/** Row count and checksum of every table of the shop's state, in one statement. */
async function databaseState(db: Db): Promise<string> {
  const tables = await stateTables(db);
  const parts = tables.map(({ name }) => {
    const table = `"${name.replace(/"/g, '""')}"`;
    return `select '${name}' as name, count(*)::int as n,
              md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${table} t`;
  });
  const state = await rows<{ name: string; n: number; sum: string }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return state.map((s) => `${s.name}:${s.n}:${s.sum}`).join('\n');
}

/** Everything the owner has: account, cart lines, addresses, orders with lines, invoices. */
async function ownerState(db: Db, userId: string): Promise<string> {
  const [state] = await rows<{ s: string }>(
    db,
    sql`select concat_ws('#',
          (select string_agg(u::text, '|') from users u where u.id = ${userId}),
          (select string_agg(c::text, '|' order by c.id) from cart_items c where c.user_id = ${userId}),
          (select string_agg(a::text, '|' order by a.id) from addresses a where a.user_id = ${userId}),
          (select string_agg(o::text, '|' order by o.id) from orders o where o.user_id = ${userId}),
          (select string_agg(l::text, '|' order by l.id) from order_lines l
             join orders o on o.id = l.order_id where o.user_id = ${userId}),
          (select string_agg(i::text, '|' order by i.id) from invoices i where i.user_id = ${userId})
        ) as s`,
  );
  return state!.s;
}

function concrete(url: string, req: MatrixRequest): string {
  const path = url.replace(/:([A-Za-z]+)/g, (_, name: string) => req.params?.[name] ?? SAMPLE_ID);
  const query = req.query ? `?${new URLSearchParams(req.query)}` : '';
  return path + query;
}

async function send(
  method: string,
  url: string,
  req: MatrixRequest,
  auth: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...auth, ...req.headers };
  let payload: string | Buffer | undefined;
  if (req.raw) {
    Object.assign(headers, req.raw.headers);
    payload = req.raw.payload;
  } else if (req.payload !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(req.payload);
  }
  return t.app.inject({ method: method as 'GET', url: concrete(url, req), headers, payload });
}

const callerOf = (role: Role): Caller => ({
  role,
  person:
    role === 'visitor'
      ? null
      : role === 'owner'
        ? w.owner.person
        : role === 'other'
          ? w.other
          : role === 'agent'
            ? w.agent
            : w.admin,
});

type Outcome =
  { kind: 'refused'; statuses: number[] } | { kind: 'allowed'; expect?: number; generic: boolean };

/** What a caller must get on a route, given its access level and whose resource it names. */
function outcomeFor(access: string, role: Role, req: MatrixRequest, generic: boolean): Outcome {
  if (access !== 'public' && role === 'visitor') return { kind: 'refused', statuses: [401] };
  if (access === 'admin' && role !== 'admin') return { kind: 'refused', statuses: [403] };
  const staff = role === 'admin' || role === 'agent';
  if (access === 'staff' && !staff) return { kind: 'refused', statuses: [403] };
  // An agent is a customer outside the desk: another customer's things are refused to them.
  if (req.owned && (role === 'other' || (role === 'agent' && access !== 'staff'))) {
    return { kind: 'refused', statuses: req.owned.other };
  }
  if (req.owned?.admin && (role === 'admin' || (role === 'agent' && access === 'staff'))) {
    return { kind: 'refused', statuses: req.owned.admin };
  }
  return { kind: 'allowed', expect: req.expect, generic };
}

describe('access matrix over the route table', () => {
  it('every /api and /auth route, as visitor, customer, another customer, agent and admin', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') || r.url.startsWith('/auth/'),
    );
    expect(routes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    const withoutBuilder: string[] = [];
    let checks = 0;

    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      expect(route.access, `${key} declares no access level`).toMatch(
        /^(public|user|staff|admin)$/,
      );
      const builder = ROUTE_BODIES[key];
      if (!builder) withoutBuilder.push(key);

      for (const role of ROLES) {
        const caller = callerOf(role);
        const auth = await w.headersOf(caller.person);
        const req: MatrixRequest = builder
          ? await builder(w, caller)
          : { payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} };
        const outcome = outcomeFor(route.access!, role, req, !builder);
        const secrets = w.secrets();
        const ownerBefore = await ownerState(t.deps.db, w.owner.person.id);
        const dbBefore = outcome.kind === 'refused' ? await databaseState(t.deps.db) : null;

        const res = await send(route.method, route.url, req, auth);
        checks++;
        const seen = `${role} ${key} → ${res.statusCode} ${res.body.slice(0, 160)}`;

        if (outcome.kind === 'refused') {
          if (!outcome.statuses.includes(res.statusCode)) {
            failures.push(`${seen} (expected ${outcome.statuses.join(' or ')})`);
          }
          if ((await databaseState(t.deps.db)) !== dbBefore) {
            failures.push(`${role} ${key}: refused (${res.statusCode}) but the database changed`);
          }
        } else if (outcome.generic) {
          if ([401, 403].includes(res.statusCode) || res.statusCode >= 500) {
            failures.push(`${seen} (no body builder: expected neither 401/403 nor 5xx)`);
          }
        } else if (
          outcome.expect !== undefined
            ? res.statusCode !== outcome.expect
            : res.statusCode < 200 || res.statusCode > 299
        ) {
          failures.push(`${seen} (expected ${outcome.expect ?? '2xx'})`);
        }

        if (role === 'other') {
          // Whatever the route, the other customer neither sees nor changes the owner's things.
          const leaked = secrets.filter((s) => res.body.includes(s));
          if (leaked.length > 0)
            failures.push(`other ${key} shows the owner's ${leaked.join(', ')}`);
          if ((await ownerState(t.deps.db, w.owner.person.id)) !== ownerBefore) {
            failures.push(`other ${key} changed the owner's cart, addresses, orders or invoices`);
          }
        }
      }
      await w.restore();
    }

    console.log(
      `access matrix: ${routes.length} routes × ${ROLES.length} roles = ${checks} checks, ${failures.length} failures`,
    );
    if (withoutBuilder.length > 0) {
      console.log(`access matrix: no body builder (called with {}): ${withoutBuilder.join(', ')}`);
    }
    expect(failures).toEqual([]);
  }, 360_000);

  it('the matrix itself notices a customer reaching the owner’s cart line', async () => {
    // Guard against a matrix that cannot fail: the other customer's refused call is checked
    // against a database snapshot, so a change slipping through is seen.
    const before = await ownerState(t.deps.db, w.owner.person.id);
    await t.deps.db.execute(
      sql`update cart_items set quantity = quantity + 1 where id = ${w.owner.cartLineId}`,
    );
    expect(await ownerState(t.deps.db, w.owner.person.id)).not.toBe(before);
  });
});
