import pg from 'pg';

export const REPORT_ROWS = 5000;
const CARRIER = 'amana';

/**
 * 5 000 shipped orders of one carrier written straight in SQL (customers, orders with their
 * tracking numbers, one line each), the parcels a large shop sends in a month.
 */
async function shipOrders(db) {
  const { rows } = await db.query(
    'SELECT id, name, images, price_centimes FROM products ORDER BY id LIMIT 1',
  );
  if (rows.length === 0) throw new Error('Aucun produit : le catalogue doit être créé avant');
  const [p] = rows;
  await db.query(`
    INSERT INTO users (id, name, email, password_hash, verify_email)
    SELECT substr(md5('dlv-bench-user' || n), 1, 24), 'Client colis ' || n,
           'dlv-bench-' || n || '@zina.ma', NULL, true
    FROM generate_series(1, 500) AS n
    ON CONFLICT (email) DO NOTHING`);
  await db.query(
    `
    INSERT INTO orders (id, order_id, user_id, delivery_adresse, delivery_ville, delivery_telephone,
                        sub_total_centimes, total_centimes, payment_status, order_status,
                        carrier, tracking_number, created_at, updated_at)
    SELECT substr(md5('dlv-bench-order' || n), 1, 24), 'ORD-' || substr(md5('dlv-bench-order' || n), 1, 24),
           substr(md5('dlv-bench-user' || (n % 500 + 1)), 1, 24),
           n || ' Rue des Colis', 'Casablanca', '+2126' || lpad((n * 7919 % 100000000)::text, 8, '0'),
           $1::int, $1::int, 'CASH ON DELIVERY', 'shipped', $2, 'AMBENCH' || n,
           now() - interval '3 days', now() - interval '2 days'
    FROM generate_series(1, $3::int) AS n`,
    [p.price_centimes, CARRIER, REPORT_ROWS],
  );
  await db.query(
    `
    INSERT INTO order_lines (id, order_id, product_id, position, name, image, unit_price_centimes,
                             original_price_centimes, quantity)
    SELECT substr(md5('dlv-bench-line' || n), 1, 24), substr(md5('dlv-bench-order' || n), 1, 24),
           $1, 0, $2, $3::text[], $4::int, $4::int, 1
    FROM generate_series(1, $5::int) AS n`,
    [p.id, p.name, p.images, p.price_centimes, REPORT_ROWS],
  );
  await db.query('ANALYZE orders; ANALYZE order_lines');
  return p.price_centimes / 100;
}

/** The carrier's report: 80 % delivered with their cash, 10 % returned, 10 % in transit. */
function report(total) {
  const lines = ['tracking,status,collected,fee'];
  for (let n = 1; n <= REPORT_ROWS; n++) {
    const status = n % 10 === 0 ? 'returned' : n % 10 === 5 ? 'in_transit' : 'delivered';
    lines.push(`AMBENCH${n},${status},${status === 'delivered' ? total : 0},25`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A 5 000-row carrier report (issue 47): previewed, applied, then applied again (nothing left to
 * change), each timed once end to end through `POST /api/delivery/import`. Not a load: the
 * merchant uploads one file at a time. Skipped when the build has no such route.
 */
export async function deliveryReportScenario(url, databaseUrl, usage) {
  const login = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@zina.ma', password: 'Bench-Admin-2026!' }),
  }).then((r) => r.json());
  const token = login.data?.accesstoken;
  if (!token) throw new Error(`Connexion de l’admin refusée : ${JSON.stringify(login)}`);
  const headers = { authorization: `Bearer ${token}` };
  const probe = await fetch(`${url}/api/delivery/carriers`, { headers });
  if (probe.status === 404) return { skipped: '/api/delivery/import absent de ce build' };

  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => {});
  await db.connect();
  let total;
  try {
    total = await shipOrders(db);
  } finally {
    await db.end();
  }
  const csv = report(total);
  const send = async (apply) => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'rapport-amana.csv');
    const started = performance.now();
    const res = await fetch(`${url}/api/delivery/import?carrier=${CARRIER}&apply=${apply}`, {
      method: 'POST',
      headers,
      body: form,
    });
    const body = await res.json();
    const ms = Math.round(performance.now() - started);
    if (res.status !== 200)
      throw new Error(`Import refusé (${res.status}) : ${JSON.stringify(body)}`);
    return { ms, data: body.data };
  };
  usage.start();
  const preview = await send(false);
  const applied = await send(true);
  const again = await send(true);
  const used = usage.stop();
  const expected = { delivered: 4000, returned: 500, inTransit: 500 };
  for (const [k, v] of Object.entries(expected)) {
    if (applied.data[k] !== v) throw new Error(`${k} : ${applied.data[k]}, attendu ${v}`);
  }
  if (preview.data.changes !== 4500 || applied.data.changes !== 4500 || again.data.changes !== 0) {
    throw new Error(
      `Changements inattendus : ${preview.data.changes}, ${applied.data.changes}, ${again.data.changes}`,
    );
  }
  console.log(
    `delivery-report : ${REPORT_ROWS} lignes, aperçu ${preview.ms} ms, application ${applied.ms} ms, ` +
      `seconde application ${again.ms} ms`,
  );
  return {
    usage: used,
    extra: {
      rows: REPORT_ROWS,
      previewMs: preview.ms,
      applyMs: applied.ms,
      againMs: again.ms,
      csvBytes: Buffer.byteLength(csv),
    },
  };
}
