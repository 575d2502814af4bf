import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

const json = { 'content-type': 'application/json' };

/**
 * The shop's cities, read from packages/shared/src/cities.ts (TypeScript, which Node 20 does not
 * import): the form accepts only these.
 */
export function moroccanCities() {
  const source = readFileSync(
    new URL('../../packages/shared/src/cities.ts', import.meta.url),
    'utf8',
  );
  const list = /MOROCCAN_CITIES\s*=\s*\[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
  const cities = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  if (cities.length < 10) throw new Error('Liste des villes introuvable dans cities.ts');
  return cities;
}

/** Visitors so far in this run: `express-warm` goes on with new ones after `express`. */
let visitors = 0;

/** A distinct Moroccan mobile for the n-th order of the run: 07 and eight digits. */
export const benchPhone = (n) => `07${String(n % 100_000_000).padStart(8, '0')}`;

/**
 * Visitors ordering without an account at once (SPEC.md §11): each autocannon connection is a
 * visitor sending the product page's form, POST /api/order/express with an Idempotency-Key as the
 * storefront does, one or two units of one of 20 products, a phone of its own for every order
 * (so the pending cap per phone never answers), a city from the shop's list and an e-mail (the
 * confirmation mail queued, as the account checkout does).
 */
export async function expressScenario(url, databaseUrl, opts, usage) {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => {}); // the run's database is dropped with FORCE when the run fails
  await db.connect();
  const { rows } = await db.query(
    `UPDATE products SET stock = 100000000 WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 20) RETURNING id`,
  );
  const productIds = rows.map((r) => r.id);
  const cities = moroccanCities();
  const count = async () =>
    (
      await db.query(
        'SELECT count(*)::int AS n, count(*) FILTER (WHERE user_id IS NULL)::int AS guests FROM orders',
      )
    ).rows[0];
  const before = await count();

  // One probe before the load: a refusal here (express off, a changed contract) says why.
  const probe = await fetch(`${url}/api/order/express`, {
    method: 'POST',
    headers: { ...json, 'idempotency-key': randomUUID() },
    body: JSON.stringify(form(visitors++, productIds, cities)),
  });
  if (probe.status !== 201) {
    throw new Error(`Commande sans compte refusée (${probe.status}) : ${await probe.text()}`);
  }

  let ordered = 0;
  usage.start();
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    requests: [
      {
        method: 'POST',
        path: '/api/order/express',
        setupRequest: (req) => ({
          ...req,
          headers: { ...json, 'idempotency-key': randomUUID() },
          body: JSON.stringify(form(visitors++, productIds, cities)),
        }),
        onResponse(status) {
          if (status === 201) ordered++;
        },
      },
    ],
  });
  const used = usage.stop();
  const after = await count();
  const movements = (
    await db.query(
      'SELECT count(DISTINCT order_id)::int AS n FROM stock_movements WHERE order_id IS NOT NULL',
    )
  ).rows[0].n;
  await db.end();
  const orders = after.n - before.n - 1; // less the probe
  return {
    result,
    usage: used,
    extra: {
      orders,
      ordersAnswered: ordered,
      ordersLost: ordered - orders,
      ordersWithoutAccount: after.guests - before.guests - 1,
      ordersWithStockMovement: movements,
      ordersPerSecond: Math.round(orders / opts.duration),
    },
  };
}

/** The n-th visitor's form: what the product page sends. */
function form(n, productIds, cities) {
  return {
    items: [{ productId: productIds[n % productIds.length], quantity: 1 + (n % 2) }],
    name: `Visiteur ${n}`,
    phone: benchPhone(n),
    city: cities[n % cities.length],
    address: `${n} Rue de la Liberté`,
    email: `visiteur${n}@zina.ma`,
  };
}
