import autocannon from 'autocannon';
import pg from 'pg';

const json = { 'content-type': 'application/json' };
const discounted = (price, discount) =>
  price - (discount > 0 ? Math.ceil((price * discount) / 100) : 0);

async function call(url, path, { method = 'POST', token, body } = {}) {
  const res = await fetch(url + path, {
    method,
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Customers placing cash-on-delivery orders at once: each connection is one customer who adds a
 * product to the cart, reads the cart and orders it, again and again.
 */
export async function orderScenario(url, databaseUrl, opts, usage) {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => {}); // the run's database is dropped with FORCE when the run fails
  await db.connect();
  const { rows } = await db.query(
    `UPDATE products SET stock = 100000000 WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 20) RETURNING id`,
  );
  const productIds = rows.map((r) => r.id);
  const before = (await db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;

  const customers = [];
  for (let i = 0; i < opts.connections; i++) {
    const email = `bench${i}-${Date.now()}@zina.ma`;
    const password = 'Bench-Client-2026!';
    await call(url, '/api/user/register', {
      body: { name: `Client ${i}`, email, password, confirmPassword: password },
    });
    const login = await call(url, '/api/user/login', { body: { email, password } });
    const token = login.body.data?.accesstoken;
    if (!token) throw new Error(`Connexion du client ${i} refusée : ${JSON.stringify(login.body)}`);
    const address = await call(url, '/api/address/create', {
      token,
      body: { adresse: `${i} Rue de la Liberté`, ville: 'Casablanca', telephone: '0612345678' },
    });
    customers.push({ token, addressId: address.body.data?._id });
  }

  let next = 0;
  let ordered = 0;
  // Sampled from here: the customers' sign-ups (a password hash each) are not the checkout's cost.
  usage.start();
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    setupClient(client) {
      // One customer per connection for the whole run (autocannon resets the context each loop).
      const iterator = client.requestIterator;
      iterator.initialContext = { customer: customers[next++ % customers.length] };
      iterator.resetContext();
      iterator.setRequests(iterator.requests); // the first request was built before this
    },
    requests: [
      {
        method: 'POST',
        path: '/api/cart/create',
        setupRequest(req, context) {
          const c = context.customer;
          if (!c) return req; // built once before setupClient, then rebuilt
          return {
            ...req,
            headers: { ...json, authorization: `Bearer ${c.token}` },
            body: JSON.stringify({
              productId: productIds[Math.floor(Math.random() * productIds.length)],
            }),
          };
        },
      },
      {
        method: 'GET',
        path: '/api/cart/get',
        setupRequest(req, context) {
          return { ...req, headers: { authorization: `Bearer ${context.customer.token}` } };
        },
        onResponse(status, body, context) {
          context.cart = status === 200 ? JSON.parse(body).data : [];
        },
      },
      {
        method: 'POST',
        path: '/api/order/cash-on-delivery',
        setupRequest(req, context) {
          const lines = (context.cart ?? []).filter((l) => l.productId);
          const total = lines.reduce(
            (sum, l) => sum + discounted(l.productId.price, l.productId.discount) * l.quantity,
            0,
          );
          return {
            ...req,
            headers: { ...json, authorization: `Bearer ${context.customer.token}` },
            body: JSON.stringify({
              list_items: lines.map((l) => ({ _id: l._id, quantity: l.quantity })),
              addressId: context.customer.addressId,
              subTotalAmt: total,
              totalAmt: total,
            }),
          };
        },
        onResponse(status) {
          if (status === 200 || status === 201) ordered++;
        },
      },
    ],
  });
  const used = usage.stop();
  const after = (await db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
  const movements = (
    await db.query(
      'SELECT count(DISTINCT order_id)::int AS n FROM stock_movements WHERE order_id IS NOT NULL',
    )
  ).rows[0].n;
  await db.end();
  return {
    result,
    usage: used,
    extra: {
      orders: after - before,
      ordersAnswered: ordered,
      ordersLost: ordered - (after - before),
      ordersWithStockMovement: movements,
      ordersPerSecond: Math.round((after - before) / opts.duration),
    },
  };
}
