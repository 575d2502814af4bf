import autocannon from 'autocannon';
import pg from 'pg';
import { startBaseline } from './baseline.mjs';

export const QUEUE_ORDERS = 10_000;
const QUEUE_PATH = '/api/order/admin/confirmations';

/**
 * 10 000 pending orders written straight in SQL (one statement each for the customers, the
 * orders and their lines), placed over the last three days from 2 000 phones so that the
 * queue's per-phone history and duplicate checks have something to find. Its ids are fixed:
 * when a scenario earlier in the run (cod-claim, cod-queue) has filled it, it is left as it is.
 */
export async function fillQueue(db) {
  const filled = await db.query(
    `SELECT count(*)::int AS n FROM orders WHERE id = substr(md5('cod-bench-order1'), 1, 24)`,
  );
  if (filled.rows[0].n > 0) return;
  const { rows } = await db.query(
    'SELECT id, name, images, price_centimes, discount FROM products ORDER BY id LIMIT 50',
  );
  if (rows.length === 0) throw new Error('Aucun produit : le catalogue doit être créé avant');
  await db.query(`
    INSERT INTO users (id, name, email, password_hash, verify_email)
    SELECT substr(md5('cod-bench-user' || n), 1, 24), 'Client file ' || n,
           'cod-bench-' || n || '@zina.ma', NULL, true
    FROM generate_series(1, 500) AS n
    ON CONFLICT (email) DO NOTHING`);
  await db.query(
    `
    INSERT INTO orders (id, order_id, user_id, delivery_adresse, delivery_ville, delivery_telephone,
                        sub_total_centimes, total_centimes, payment_status, order_status,
                        created_at, updated_at)
    SELECT substr(md5('cod-bench-order' || n), 1, 24), 'ORD-' || substr(md5('cod-bench-order' || n), 1, 24),
           substr(md5('cod-bench-user' || (n % 500 + 1)), 1, 24),
           n || ' Rue de la Liberté', (ARRAY['Casablanca','Rabat','Marrakech','Fès','Tanger','Agadir','Oujda'])[n % 7 + 1],
           '+2126' || lpad(((n % 2000) * 4973 % 100000000)::text, 8, '0'),
           $1::int, $1::int, 'CASH ON DELIVERY', 'pending',
           now() - (n % 4320) * interval '1 minute', now() - (n % 4320) * interval '1 minute'
    FROM generate_series(1, $2::int) AS n`,
    [rows[0].price_centimes, QUEUE_ORDERS],
  );
  await db.query(
    `
    INSERT INTO order_lines (id, order_id, product_id, position, name, image, unit_price_centimes,
                             original_price_centimes, quantity)
    SELECT substr(md5('cod-bench-line' || n), 1, 24), substr(md5('cod-bench-order' || n), 1, 24),
           $1, 0, $2, $3::text[], $4::int, $4::int, 1
    FROM generate_series(1, $5::int) AS n`,
    [rows[0].id, rows[0].name, rows[0].images, rows[0].price_centimes, QUEUE_ORDERS],
  );
  await db.query('ANALYZE orders; ANALYZE order_lines');
}

/**
 * The confirmation desk's queue under load: `GET /api/order/admin/confirmations` as the admin,
 * 10 000 orders waiting. Skipped (with a note) when the build has no such route yet.
 */
export async function codQueueScenario(url, databaseUrl, opts, usage) {
  const login = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@zina.ma', password: 'Bench-Admin-2026!' }),
  }).then((r) => r.json());
  const token = login.data?.accesstoken;
  if (!token) throw new Error(`Connexion de l’admin refusée : ${JSON.stringify(login)}`);
  const headers = { authorization: `Bearer ${token}` };
  const probe = await fetch(url + QUEUE_PATH, { headers });
  if (probe.status === 404) return { skipped: `${QUEUE_PATH} absent de ce build` };

  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => {}); // the run's database is dropped with FORCE when the run fails
  await db.connect();
  try {
    await fillQueue(db);
  } finally {
    await db.end();
  }
  // The orders were written beside the API: one admin write through it (the settings, saved as
  // they are) empties the queue answer the probe left in the shop's cache.
  const settingsPath = '/api/order/admin/cod-settings';
  const settings = await fetch(url + settingsPath, { headers }).then((r) => r.json());
  await fetch(url + settingsPath, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(settings.data),
  });
  const first = await fetch(url + QUEUE_PATH, { headers }).then((r) => r.json());
  if ((first.totalCount ?? 0) < QUEUE_ORDERS || first.data?.length !== 100) {
    throw new Error(
      `File d’attente inattendue : ${first.totalCount} en attente, ${first.data?.length} lignes`,
    );
  }
  // The desk is a browser page: its polls ask for a compressed answer, as every browser does.
  const browser = { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const requests = [{ method: 'GET', path: QUEUE_PATH, headers: browser }];
  const load = (asked = requests) =>
    autocannon({ url, connections: opts.connections, duration: opts.duration, requests: asked });
  // Warm-up, not recorded, as for the other scenarios.
  await autocannon({ url, connections: opts.connections, duration: opts.warmup, requests });
  usage.start();
  const polling = await load();
  const pollingUsage = usage.stop();

  // The same, while an agent records a call every half second: each empties the shared answer,
  // so the agents' reads meet a fresh load of the whole queue after every call.
  let calls = 0;
  let calling = true;
  const labels = first.data.map((row) => row.orderId);
  const agent = (async () => {
    while (calling) {
      const callbackAt = new Date(Date.now() + 3600e3).toISOString();
      const res = await fetch(`${url}/api/order/admin/call-attempt`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          orderId: labels[calls % labels.length],
          outcome: 'callback',
          callbackAt,
        }),
      });
      if (res.ok) calls++;
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  usage.start();
  const busy = await load();
  const busyUsage = usage.stop();
  calling = false;
  await agent;

  // A client that asks for no compression (a script, a load tester): 100 KB a poll.
  usage.start();
  const plain = await load([{ method: 'GET', path: QUEUE_PATH, headers }]);
  const plainUsage = usage.stop();

  // The floor on this machine: a bare server sending the same uncompressed bytes, loaded the same
  // way, alone and after one `select 1` through a pool (as the session check costs a read).
  const floor = await startBaseline(3901, JSON.stringify(first), opts.workers, databaseUrl);
  const bareLoad = (target) =>
    autocannon({ url: target, connections: opts.connections, duration: opts.duration });
  floor.usage.start();
  const bare = await bareLoad(floor.url);
  const bareUsage = floor.usage.stop();
  floor.usage.start();
  const bareDb = await bareLoad(floor.dbUrl);
  const bareDbUsage = floor.usage.stop();
  await floor.stop();

  const extra = { pending: QUEUE_ORDERS, queueTotalCount: first.totalCount };
  const bytes = JSON.stringify(first).length;
  return {
    runs: [
      { name: 'cod-queue', result: polling, usage: pollingUsage, extra },
      { name: 'cod-queue-calls', result: busy, usage: busyUsage, extra: { ...extra, calls } },
      { name: 'cod-queue-plain', result: plain, usage: plainUsage, extra },
      { name: 'cod-queue-floor', result: bare, usage: bareUsage, extra: { bytes } },
      { name: 'cod-queue-floor-db', result: bareDb, usage: bareDbUsage, extra: { bytes } },
    ],
  };
}
