import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import {
  addresses,
  cartItems,
  invoices,
  mailJobs,
  orders,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema';
import { newId } from '../src/db/ids';
import { hashPassword } from '../src/modules/user/passwords';
import { sessionService } from '../src/modules/user/sessions';
import { catalogueFixture } from './fixtures/catalogue';
import { multipartFile } from './fixtures/multipart';
import { createAddress, createProduct } from './fixtures/shop';
import { ADMIN, type TestApp } from './test-app';

/**
 * Valid requests for every route of the access matrix (test/access-matrix.test.ts), built from
 * the real resources the test creates. Each builder names the OWNER's resources (the first
 * customer's cart line, address, order and invoice): the other customer's call with the same
 * request is then an attempt on someone else's data.
 */

/** `agent`: a desk agent (AGENT, issue 46), a customer elsewhere. */
export type Role = 'visitor' | 'other' | 'agent' | 'admin' | 'owner';

export interface Person {
  id: string;
  email: string;
  name: string;
  role: 'USER' | 'AGENT' | 'ADMIN';
}

export interface Caller {
  role: Role;
  /** null for the visitor. */
  person: Person | null;
}

export interface MatrixRequest {
  /** Values for the URL's :params (a sample id otherwise). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON body; none when undefined. */
  payload?: unknown;
  /** A ready body with its own content type (multipart uploads). */
  raw?: { payload: Buffer; headers: Record<string, string> };
  /** Replace the caller's headers (refresh-token reads its token from Authorization). */
  headers?: Record<string, string>;
  /** Status a caller allowed on the route gets; any 2xx when absent. */
  expect?: number;
  /**
   * The request names the owner's cart line, address, order or invoice. Statuses the other
   * customer may get (refused, nothing changed) and, when it differs, the admin.
   */
  owned?: { other: number[]; admin?: number[] };
}

export type Builder = (w: MatrixWorld, caller: Caller) => Promise<MatrixRequest> | MatrixRequest;

export interface OwnerResources {
  person: Person;
  /** A product with plenty of stock, in the owner's cart line. */
  productId: string;
  cartLineId: string;
  addressId: string;
  orderRowId: string;
  orderRef: string;
  invoiceNumber: string;
}

export interface MatrixWorld {
  t: TestApp;
  owner: OwnerResources;
  other: Person;
  agent: Person;
  admin: Person;
  catalogue: { categoryId: string; subcategoryId: string; productId: string };
  /** Bearer headers of a new session (routes such as logout close the one they get). */
  headersOf(person: Person | null): Promise<Record<string, string>>;
  fresh: {
    user(): Promise<Person & { password: string }>;
    category(): Promise<string>;
    subcategory(): Promise<string>;
    product(): Promise<string>;
    banner(): Promise<string>;
    /** A pending order without invoice, of a third customer (admin status change, deletion). */
    order(): Promise<string>;
    /** A recovery code requested through the API, read from the outbox. */
    resetCode(email: string): Promise<string>;
  };
  /** A URL of this shop's uploads, as catalogue rows require. */
  image(): string;
  /** The owner's identifiers that no other customer's answer may contain. */
  secrets(): string[];
  /** After destructive calls: the owner has a cart line, an active address, order and invoice. */
  restore(): Promise<void>;
}

const PASSWORD = 'Matrice2026!Zina';
let hashed: Promise<string> | undefined;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

const json = <T>(body: string) => JSON.parse(body) as { data: T };

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#b5651d' } })
    .png()
    .toBuffer();
}

const multipart = async (field: string) =>
  multipartFile(field, await png(), 'photo.png', 'image/png');

async function insertUser(t: TestApp, role: Person['role'] = 'USER') {
  hashed ??= hashPassword(PASSWORD);
  const email = `${unique('matrice')}@test.ma`;
  const name = `Client ${counter}`;
  const [row] = await t.deps.db
    .insert(users)
    .values({ name, email, passwordHash: await hashed, verifyEmail: true, role })
    .returning({ id: users.id });
  return { id: row!.id, email, name, role, password: PASSWORD } as const;
}

async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}

/** A mail the queue gave up on, for the back office's retry. */
async function failedMail(t: TestApp): Promise<string> {
  const [row] = await t.deps.db
    .insert(mailJobs)
    .values({
      idempotencyKey: unique('mail'),
      recipient: 'personne@test.ma',
      subject: 'Sujet',
      message: { to: 'personne@test.ma', subject: 'Sujet', text: 'Texte', html: '<p>Texte</p>' },
      attempts: 40,
      failedAt: new Date(),
      lastError: 'connect ECONNREFUSED',
    })
    .returning({ id: mailJobs.id });
  return row!.id;
}

/**
 * A webhook endpoint on a public documentation address (TEST-NET-3: no DNS, not private, and no
 * worker runs here to reach it) with one delivery queued: [endpoint id, delivery id].
 */
async function webhookWithDelivery(t: TestApp): Promise<[string, string]> {
  const [endpoint] = await t.deps.db
    .insert(webhookEndpoints)
    .values({ url: 'http://203.0.113.10/hook', events: ['order.created'], secret: 'whsec_AAAA' })
    .returning({ id: webhookEndpoints.id });
  const [delivery] = await t.deps.db
    .insert(webhookDeliveries)
    .values({
      id: newId(),
      endpointId: endpoint!.id,
      event: 'order.created',
      payload: { type: 'order.created' },
      orderKey: unique('order'),
    })
    .returning({ id: webhookDeliveries.id });
  return [endpoint!.id, delivery!.id];
}

/** Cash-on-delivery body for everything in the customer's cart, priced as the server does. */
async function checkoutBody(t: TestApp, userId: string, addressId: string) {
  const { rows } = (await t.deps.db.execute(sql`
    select c.id, c.quantity, p.sale_price_centimes as price
    from cart_items c join products p on p.id = c.product_id
    where c.user_id = ${userId} order by c.created_at, c.id`)) as unknown as {
    rows: Array<{ id: string; quantity: number; price: number }>;
  };
  const total = rows.reduce((s, r) => s + r.price * r.quantity, 0) / 100;
  return {
    list_items: rows.map((r) => ({ _id: r.id, quantity: r.quantity })),
    addressId,
    subTotalAmt: total,
    totalAmt: total,
  };
}

export async function createWorld(t: TestApp): Promise<MatrixWorld> {
  const { app, deps } = t;
  const { db } = deps;
  const sessions = sessionService(deps);
  const headersOf = async (p: Person | null): Promise<Record<string, string>> => {
    if (!p) return {};
    const tokens = await sessions.open({ id: p.id, role: p.role });
    return { authorization: `Bearer ${tokens.accessToken}` };
  };

  const [adminRow] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, ADMIN.email));
  const admin: Person = {
    id: adminRow!.id,
    email: ADMIN.email,
    name: adminRow!.name,
    role: 'ADMIN',
  };

  const fixture = catalogueFixture(db);
  const image = () => `/uploads/images/${newId()}-400.webp`;
  const category = await fixture.category(unique('Catégorie'), image());
  const subcategory = await fixture.subcategory(unique('Sous-catégorie'), [category._id], image());
  const product = await fixture.product({
    name: unique('Sac matrice'),
    stock: 100_000,
    categoryIds: [category._id],
    subcategoryIds: [subcategory._id],
    images: [image()],
  });

  const owner = await insertUser(t);
  const other = await insertUser(t);
  const agent = await insertUser(t, 'AGENT');
  const shopper = await insertUser(t);

  async function addToCart(p: Person, productId: string): Promise<string> {
    const res = await call(app, 'POST', '/api/cart/create', await headersOf(p), { productId });
    return json<{ _id: string }>(res.body).data._id;
  }

  async function placeOrder(p: Person, productId: string, addressId: string) {
    await addToCart(p, productId);
    const res = await call(
      app,
      'POST',
      '/api/order/cash-on-delivery',
      await headersOf(p),
      await checkoutBody(t, p.id, addressId),
    );
    return json<{ _id: string; orderId: string }>(res.body).data;
  }

  // The owner: one order with its invoice, then a cart line and an address still in use.
  const orderProduct = await createProduct(deps, { stock: 100_000 });
  const ownerAddress = await createAddress(deps, owner.id);
  const order = await placeOrder(owner, orderProduct.id, ownerAddress.id);
  await call(app, 'GET', `/api/invoice/generate?orderId=${order.orderId}`, await headersOf(owner));
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order._id));
  const resources: OwnerResources = {
    person: owner,
    productId: product._id,
    cartLineId: await addToCart(owner, product._id),
    addressId: ownerAddress.id,
    orderRowId: order._id,
    orderRef: order.orderId,
    invoiceNumber: invoice!.number,
  };
  const shopperAddress = await createAddress(deps, shopper.id);

  return {
    t,
    owner: resources,
    other,
    agent,
    admin,
    catalogue: {
      categoryId: category._id,
      subcategoryId: subcategory._id,
      productId: product._id,
    },
    headersOf,
    image,
    fresh: {
      user: () => insertUser(t),
      category: async () => (await fixture.category(unique('Catégorie'), image()))._id,
      subcategory: async () =>
        (await fixture.subcategory(unique('Sous-catégorie'), [category._id], image()))._id,
      product: async () =>
        (await fixture.product({ name: unique('Produit'), images: [image()] }))._id,
      banner: async () => (await fixture.banner({ title: unique('Bannière') }))._id,
      order: async () => (await placeOrder(shopper, product._id, shopperAddress.id)).orderId,
      async resetCode(email) {
        await call(app, 'PUT', '/api/user/forgot-password', {}, { email });
        await t.sendQueuedMail();
        const mail = t
          .outbox()
          .filter((m) => m.to === email)
          .at(-1);
        const code = mail && /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
        if (!code) throw new Error(`no recovery code mailed to ${email}`);
        return code;
      },
    },
    secrets: () => [
      resources.cartLineId,
      resources.addressId,
      resources.orderRowId,
      resources.orderRef,
      resources.invoiceNumber,
      owner.email,
    ],
    async restore() {
      const line = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.id, resources.cartLineId), eq(cartItems.userId, owner.id)));
      if (line.length === 0) {
        // The owner's checkout took every line: the tracked one comes back as a new line.
        resources.cartLineId = await addToCart(owner, product._id);
      }
      const address = await db
        .select({ statut: addresses.statut })
        .from(addresses)
        .where(eq(addresses.id, resources.addressId));
      if (!address[0]?.statut) resources.addressId = (await createAddress(deps, owner.id)).id;
      const kept = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, order._id));
      if (kept.length === 0) throw new Error('the owner’s invoiced order was deleted');
    },
  };
}

/** How another person's order reference is refused: as missing, or as forbidden. */
const REFUSED = [403, 404];

const sameAsCaller = (w: MatrixWorld, c: Caller) => c.person ?? w.owner.person;

/**
 * One builder per route, keyed `METHOD url` as in app.routeTable. A route missing here is
 * still called (with `{}`) by the matrix, and listed in its report.
 */
export const ROUTE_BODIES: Record<string, Builder> = {
  /* Accounts */
  'POST /api/user/register': () => ({
    payload: {
      name: 'Nouvelle Cliente',
      email: `${unique('inscription')}@test.ma`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
    expect: 201,
  }),
  'POST /api/user/login': async (w) => {
    const u = await w.fresh.user();
    return { payload: { email: u.email, password: u.password } };
  },
  'POST /api/user/refresh-token': async (w) => {
    const u = await w.fresh.user();
    const tokens = await sessionService(w.t.deps).open({ id: u.id, role: u.role });
    return { headers: { authorization: `Bearer ${tokens.refreshToken}` } };
  },
  'GET /api/user/logout': () => ({}),
  'GET /api/user/user-details': () => ({}),
  'PUT /api/user/forgot-password': async (w) => ({
    payload: { email: (await w.fresh.user()).email },
  }),
  'PUT /api/user/verify-forgot-password-otp': async (w) => {
    const u = await w.fresh.user();
    return { payload: { email: u.email, otp: await w.fresh.resetCode(u.email) } };
  },
  'PUT /api/user/reset-password': async (w) => {
    const u = await w.fresh.user();
    const otp = await w.fresh.resetCode(u.email);
    const verified = await call(
      w.t.app,
      'PUT',
      '/api/user/verify-forgot-password-otp',
      {},
      { email: u.email, otp },
    );
    const { resetToken } = json<{ resetToken: string }>(verified.body).data;
    return {
      payload: {
        email: u.email,
        resetToken,
        newPassword: 'Nouveau2026!Zina',
        confirmPassword: 'Nouveau2026!Zina',
      },
    };
  },
  'PUT /api/user/update-user': (w, c) => {
    const me = sameAsCaller(w, c);
    return { payload: { name: me.name, email: me.email, mobile: '0612345678' } };
  },
  'PUT /api/user/upload-avatar': async () => ({ raw: await multipart('avatar') }),
  // Google is not configured in tests: both steps send the browser back to the sign-in page.
  'GET /auth/google': () => ({ expect: 302 }),
  'GET /auth/google/callback': () => ({ query: { code: 'x', state: 'y' }, expect: 302 }),

  /* Uploads and catalogue */
  'POST /api/file/upload': async () => ({ raw: await multipart('image') }),
  'GET /api/category/get': () => ({}),
  'POST /api/category/add-category': (w) => ({
    payload: { name: unique('Catégorie'), image: w.image() },
    expect: 201,
  }),
  'PUT /api/category/update': async (w) => ({
    payload: { _id: await w.fresh.category(), name: unique('Catégorie'), image: w.image() },
  }),
  'DELETE /api/category/delete': async (w) => ({ payload: { _id: await w.fresh.category() } }),
  'DELETE /api/category/delete/:id': async (w) => ({ params: { id: await w.fresh.category() } }),
  'POST /api/subcategory/get': () => ({}),
  'POST /api/subcategory/create': (w) => ({
    payload: {
      name: unique('Sous-catégorie'),
      image: w.image(),
      category: [w.catalogue.categoryId],
    },
    expect: 201,
  }),
  'PUT /api/subcategory/update': async (w) => ({
    payload: {
      _id: await w.fresh.subcategory(),
      name: unique('Sous-catégorie'),
      image: w.image(),
      category: [w.catalogue.categoryId],
    },
  }),
  'DELETE /api/subcategory/delete': async (w) => ({
    payload: { _id: await w.fresh.subcategory() },
  }),
  'POST /api/product/get': () => ({ payload: {} }),
  'POST /api/product/get-product-by-category': (w) => ({
    payload: { id: w.catalogue.categoryId },
  }),
  'POST /api/product/get-pruduct-by-category-and-subcategory': (w) => ({
    payload: { categoryId: w.catalogue.categoryId, subCategoryId: w.catalogue.subcategoryId },
  }),
  'POST /api/product/get-product-by-category-and-subcategory': (w) => ({
    payload: { categoryId: w.catalogue.categoryId, subCategoryId: w.catalogue.subcategoryId },
  }),
  'POST /api/product/get-product-details': (w) => ({
    payload: { productId: w.catalogue.productId },
  }),
  'GET /api/product/by-slug/:slug': (w) => ({
    params: { slug: `sac-${w.catalogue.productId}` },
  }),
  'POST /api/product/search-product': () => ({ payload: { search: 'sac' } }),
  'POST /api/product/create': (w) => ({
    payload: {
      name: unique('Produit'),
      description: 'Un produit de la matrice',
      unit: 'Taille unique',
      stock: 5,
      price: 120,
      discount: 10,
      image: [w.image()],
      category: [w.catalogue.categoryId],
      subCategory: [w.catalogue.subcategoryId],
      more_details: { Matière: 'Cuir' },
    },
    expect: 201,
  }),
  'PUT /api/product/update-product-details': async (w) => ({
    payload: { _id: await w.fresh.product(), name: unique('Produit'), price: 99 },
  }),
  'DELETE /api/product/delete-product': async (w) => ({
    payload: { _id: await w.fresh.product() },
  }),
  'GET /api/banner/active': () => ({}),
  'POST /api/banner/get': () => ({ payload: {} }),
  'POST /api/banner/create': (w) => ({
    payload: { title: unique('Bannière'), imageDesktop: w.image(), imageMobile: w.image() },
    expect: 201,
  }),
  'PUT /api/banner/update': async (w) => ({
    payload: { _id: await w.fresh.banner(), imageDesktop: w.image(), imageMobile: w.image() },
  }),
  'DELETE /api/banner/delete/:id': async (w) => ({ params: { id: await w.fresh.banner() } }),
  'PATCH /api/banner/toggle-status/:id': async (w) => ({ params: { id: await w.fresh.banner() } }),

  /* The owner's things */
  'POST /api/cart/create': (w) => ({ payload: { productId: w.catalogue.productId } }),
  'GET /api/cart/get': () => ({}),
  'PUT /api/cart/update-qty': (w) => ({
    payload: { _id: w.owner.cartLineId, qty: 2 },
    owned: { other: REFUSED, admin: REFUSED },
  }),
  'DELETE /api/cart/delete-cart-item': (w) => ({
    payload: { _id: w.owner.cartLineId },
    owned: { other: REFUSED, admin: REFUSED },
  }),
  'DELETE /api/cart/clear': () => ({}),
  'POST /api/address/create': () => ({
    payload: { adresse: '7 rue des Orangers', ville: 'Agadir', telephone: '0612345678' },
    expect: 201,
  }),
  'GET /api/address/get': () => ({}),
  'PUT /api/address/update': (w) => ({
    payload: {
      _id: w.owner.addressId,
      adresse: '9 avenue Mohammed V',
      ville: 'Rabat',
      telephone: '0612345679',
    },
    owned: { other: REFUSED, admin: REFUSED },
  }),
  'DELETE /api/address/disable': (w) => ({
    payload: { _id: w.owner.addressId },
    owned: { other: REFUSED, admin: REFUSED },
  }),
  // The owner's cart lines and address, sent by someone else: refused as an invalid address.
  'POST /api/order/cash-on-delivery': async (w) => ({
    payload: await checkoutBody(w.t, w.owner.person.id, w.owner.addressId),
    expect: 201,
    owned: { other: [400, 403, 404, 409], admin: [400, 403, 404, 409] },
  }),
  // Online payment is shown as unavailable (SPEC.md §1).
  'POST /api/order/checkout': () => ({ payload: {}, expect: 503 }),
  'GET /api/order/order-list': () => ({}),
  // The customer route shows one's own orders only, the admin's included.
  'GET /api/order/details': (w) => ({
    query: { orderId: w.owner.orderRef },
    owned: { other: REFUSED, admin: REFUSED },
  }),
  // Admins download any invoice from the same route.
  'GET /api/invoice/generate': (w) => ({
    query: { orderId: w.owner.orderRef },
    owned: { other: REFUSED },
  }),
  'GET /api/invoice/my-invoices': () => ({}),

  /* Back office */
  'GET /api/order/admin/all-orders': () => ({ query: { page: '1', limit: '10' } }),
  'GET /api/order/admin/stats': () => ({}),
  'GET /api/order/admin/cod-stats': () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }),
  'GET /api/order/admin/cod-stats.csv': () => ({}),
  'PUT /api/order/admin/update-status': async (w) => ({
    payload: { orderId: await w.fresh.order(), order_status: 'processing' },
  }),
  'DELETE /api/order/admin/delete-order': async (w) => ({
    payload: { orderId: await w.fresh.order() },
  }),
  'GET /api/order/admin/history': (w) => ({ query: { orderId: w.owner.orderRef } }),
  'POST /api/stock/check-availability': (w) => ({
    payload: { items: [{ productId: w.catalogue.productId, quantity: 1 }] },
  }),
  'GET /api/stock/low-stock': () => ({ query: { threshold: '5' } }),
  'GET /api/stock/history': (w) => ({ query: { productId: w.catalogue.productId } }),
  'GET /api/invoice/admin/all-invoices': () => ({ query: { page: '1' } }),
  'GET /api/mail-queue/failed': () => ({}),
  'POST /api/mail-queue/:id/retry': async (w) => ({ params: { id: await failedMail(w.t) } }),

  /* Shipping, carriers' reports and cash (issue 47) */
  'GET /api/delivery/carriers': () => ({}),
  // A pending order: the batch is refused (409), nothing shipped.
  'POST /api/delivery/ship': async (w) => ({
    payload: {
      carrier: 'other',
      orders: [{ orderId: await w.fresh.order(), tracking: unique('MX') }],
    },
    expect: 409,
  }),
  'GET /api/delivery/labels': (w) => ({ query: { orders: w.owner.orderRef, format: 'label' } }),
  // A preview naming no order's parcel: counted, nothing changed.
  'POST /api/delivery/import': async () => ({
    query: { carrier: 'other', apply: 'false' },
    raw: await multipartFile(
      'file',
      Buffer.from('tracking,status,collected,fee\nMATRICE404,delivered,100,20\n'),
      'rapport.csv',
      'text/csv',
    ),
  }),
  'GET /api/delivery/cash': () => ({ query: { from: '2026-11-01', to: '2026-11-30' } }),
  'GET /api/delivery/cash/export': () => ({ query: { from: '2026-11-01', to: '2026-11-30' } }),
  'GET /api/delivery/remittances': () => ({ query: { from: '2026-11-01', to: '2026-11-30' } }),
  'POST /api/delivery/remittance': () => ({
    payload: { carrier: 'ctm', amount: 10, date: '2026-11-20', reference: 'VIR-MATRICE' },
    expect: 201,
  }),
  'POST /api/webhook/endpoints': () => ({
    payload: { url: 'http://203.0.113.10/hook', events: ['order.created', 'order.confirmed'] },
    expect: 201,
  }),
  'GET /api/webhook/endpoints': () => ({}),
  'DELETE /api/webhook/endpoints/:id': async (w) => ({
    params: { id: (await webhookWithDelivery(w.t))[0] },
  }),
  'GET /api/webhook/deliveries': async (w) => ({
    query: { endpointId: (await webhookWithDelivery(w.t))[0] },
  }),
  'POST /api/webhook/deliveries/:id/replay': async (w) => ({
    params: { id: (await webhookWithDelivery(w.t))[1] },
  }),
  'GET /api/messages/templates': () => ({}),
  'PUT /api/messages/templates/:event': () => ({
    params: { event: 'delivered' },
    payload: { text: 'Bonjour {nom}, votre commande {commande} est livrée.' },
  }),
  'DELETE /api/messages/templates/:event': () => ({ params: { event: 'delivered' } }),
  // WhatsApp's inbound messages (STOP): no WHATSAPP_APP_SECRET here, every unsigned call is
  // refused, nothing read.
  'POST /api/messages/webhook': () => ({
    payload: { object: 'whatsapp_business_account', entry: [] },
    expect: 401,
  }),
  // No carrier's secret is set here: every caller's unsigned update is refused.
  'POST /api/delivery/webhook/:carrier': () => ({
    params: { carrier: 'sendit' },
    payload: { tracking: 'MATRICE404', status: 'delivered', collected: 100, fee: 20 },
    expect: 401,
  }),
};
