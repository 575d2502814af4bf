import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { fillQueue, QUEUE_ORDERS } from './cod-queue.mjs';

export const AGENTS = 5;
const PASSWORD = 'Bench-Admin-2026!';

/** The value at `q` (0–1) of sorted numbers. */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * A team on the desk (issue 46, #51's bound): five agents, each in a loop of `claim-next` (the
 * next order to call, held for them) and `release` (the call ended without an outcome, the order
 * back in the queue), over 10 000 pending orders. Only `claim-next` is timed: the pick and the
 * hold in one statement, with the four others picking at the same time. The agents are accounts
 * of role AGENT written in SQL with the bench admin's password (the invitation's mail is
 * another test's).
 */
export async function codClaimScenario(url, databaseUrl, opts, usage) {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => {}); // the run's database is dropped with FORCE when the run fails
  await db.connect();
  try {
    await fillQueue(db);
    await db.query(
      `
      INSERT INTO users (id, name, email, password_hash, verify_email, role)
      SELECT substr(md5('cod-bench-agent' || n), 1, 24), 'Agent ' || n,
             'agent' || n || '@zina.ma', (SELECT password_hash FROM users WHERE email = 'admin@zina.ma'),
             true, 'AGENT'
      FROM generate_series(1, $1::int) AS n
      ON CONFLICT (email) DO NOTHING`,
      [AGENTS],
    );
  } finally {
    await db.end();
  }

  const tokens = [];
  for (let n = 1; n <= AGENTS; n++) {
    const login = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `agent${n}@zina.ma`, password: PASSWORD }),
    }).then((r) => r.json());
    if (!login.data?.accesstoken) {
      throw new Error(`Connexion de l’agent ${n} refusée : ${JSON.stringify(login)}`);
    }
    tokens.push(login.data.accesstoken);
  }

  const claims = [];
  let failed = 0;
  let empty = 0;
  let firstRefusal = null;
  const refused = async (step, res) => {
    failed++;
    firstRefusal ??= `${step} ${res.status}: ${(await res.text()).slice(0, 200)}`;
  };
  const agent = async (token, until, timed) => {
    const auth = { authorization: `Bearer ${token}` };
    const headers = { ...auth, 'content-type': 'application/json' };
    while (performance.now() < until) {
      const start = performance.now();
      const res = await fetch(`${url}/api/order/admin/claim-next`, {
        method: 'POST',
        headers: auth, // no body, as the desk sends it
      });
      if (!res.ok) {
        await refused('claim-next', res);
        continue;
      }
      const body = await res.json();
      if (timed) claims.push(performance.now() - start);
      const order = body.data?.order;
      if (!order) {
        empty++;
        continue;
      }
      const back = await fetch(`${url}/api/order/admin/release`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ orderId: order.orderId }),
      });
      if (back.ok) await back.arrayBuffer();
      else await refused('release', back);
    }
  };
  const team = (seconds, timed) => {
    const until = performance.now() + seconds * 1000;
    return Promise.all(tokens.map((token) => agent(token, until, timed)));
  };
  await team(opts.warmup, false); // not recorded: first compilations, the pool's connections
  usage.start();
  await team(opts.duration, true);
  const used = usage.stop();

  const sorted = [...claims].sort((a, b) => a - b);
  const ms = (v) => Math.round(v * 10) / 10;
  const result = {
    requests: { average: claims.length / opts.duration, total: claims.length },
    latency: { p50: ms(quantile(sorted, 0.5)), p99: ms(quantile(sorted, 0.99)) },
    throughput: { total: 0 },
    non2xx: failed,
    errors: 0,
  };
  return {
    result,
    usage: used,
    extra: {
      pending: QUEUE_ORDERS,
      agents: AGENTS,
      claims: claims.length,
      emptyClaims: empty,
      ...(firstRefusal ? { firstRefusal } : {}),
    },
  };
}
