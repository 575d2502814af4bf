import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { newId } from './ids';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => varchar({ length: 24 }).primaryKey().$defaultFn(newId);
const ref = () => varchar({ length: 24 });
/** A link table's column: required, and gone with the row it names. */
const linkTo = (target: () => AnyPgColumn) =>
  ref().notNull().references(target, { onDelete: 'cascade' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text(),
    avatar: text().notNull().default(''),
    mobile: text().notNull().default(''),
    verifyEmail: boolean().notNull().default(false),
    lastLoginDate: timestamp({ withTimezone: true }),
    status: text().notNull().default('Active'),
    role: text().notNull().default('USER'),
    googleSub: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
  ],
);

/** One row per signed-in device; the refresh token is kept only as a hash. */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    /** The secret before the last rotation: only it, presented again, proves a stolen copy. */
    previousTokenHash: text(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
  },
  (t) => [index('refresh_sessions_user_idx').on(t.userId)],
);

/**
 * At most one live reset code per address, kept for unknown addresses too (never mailed, never
 * matching): the cooldown and the tries then answer alike for every address, in every process.
 */
export const resetCodes = pgTable('reset_codes', {
  /** Normalised (lower-case, trimmed) as the schemas give it. */
  email: text().primaryKey(),
  /** The account the address named when the code was asked for; null when none. */
  userId: ref().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text().notNull(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  verifiedAt: timestamp({ withTimezone: true }),
  /** Set once the code is checked: the single-use proof the new-password step needs. */
  resetTokenHash: text(),
  /**
   * The client that asked for this code (a hash of its limit key): its own code is not refused by
   * the address's ceiling of wrong codes, so strangers' guesses cannot lock the owner out.
   */
  requestedBy: text(),
  createdAt: createdAt(),
});

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text().notNull(),
    image: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_name_idx').on(t.name)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    name: text().notNull(),
    image: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subcategories_name_idx').on(t.name)],
);

export const subcategoryCategories = pgTable(
  'subcategory_categories',
  {
    subcategoryId: linkTo(() => subcategories.id),
    categoryId: linkTo(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.subcategoryId, t.categoryId] }),
    index('subcategory_categories_category_idx').on(t.categoryId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Ordered: the first image is the card's and the page's main image. */
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    unit: text().notNull().default(''),
    stock: integer().notNull().default(0),
    priceCentimes: integer().notNull(),
    discount: integer().notNull().default(0),
    /** Kept in step with price and discount by the service, so listings sort in the database. */
    salePriceCentimes: integer().notNull(),
    moreDetails: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Category and subcategory names, kept by the service so that search matches them too. */
    searchExtra: text().notNull().default(''),
    /**
     * The product's categories and subcategories as the API shows them (`[{ _id, name }]`, in
     * French alphabetical order), kept by triggers on the links and on the names (migration
     * 0013), so that a page of products reads them with no join.
     */
    categoryRefs: jsonb().$type<Array<{ _id: string; name: string }>>().notNull().default([]),
    subcategoryRefs: jsonb().$type<Array<{ _id: string; name: string }>>().notNull().default([]),
    // The full-text document lives in product_search (a narrow copy kept by triggers, ADR 0009).
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_sale_price_idx').on(t.salePriceCentimes, t.id),
    index('products_discount_idx').on(t.discount.desc(), t.id),
    // No index on stock: a checkout's stock update then touches no index at all (a HOT update,
    // with room left on the page by the fillfactor of migration 0015); the low-stock list reads
    // the table, for the back office only.
    // Typo tolerance: trigram word similarity against the unaccented, lower-case name. GIN without
    // a pending list: a search reads a sorted index, not a list of the latest writes that grows
    // until the next vacuum (ADR 0008).
    index('products_name_trgm_idx')
      .using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: linkTo(() => products.id),
    categoryId: linkTo(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

export const productSubcategories = pgTable(
  'product_subcategories',
  {
    productId: linkTo(() => products.id),
    subcategoryId: linkTo(() => subcategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.subcategoryId] }),
    index('product_subcategories_subcategory_idx').on(t.subcategoryId, t.productId),
  ],
);

/**
 * What a search reads: each product's French full-text document, name (A) above category names
 * (B) above description (C), with the keys that break ranking ties. Kept by triggers on products
 * (migration 0016, ADR 0009): a search's work scales with this narrow table, and a checkout's
 * stock update never touches it.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: linkTo(() => products.id).primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    searchVector: tsvector().notNull(),
    /**
     * The rows in the order they were written, PRODUCT_SEARCH_CHUNK_ROWS to a chunk: a search
     * reads its matches a chunk at a time and stops at its count's cap (ADR 0019).
     */
    chunk: integer()
      .notNull()
      .default(sql`(nextval('product_search_rows') / 4096)::int`),
  },
  (t) => [
    // One GIN index for both: a search's words within one chunk (btree_gin), or anywhere.
    index('product_search_chunk_idx')
      .using('gin', t.chunk, t.searchVector)
      .with({ fastupdate: false }),
    // A search ranks the matches among the newest products: walked down this index (ADR 0010).
    index('product_search_newest_idx').on(t.createdAt.desc(), t.productId.desc()),
  ],
);

/**
 * Every word (lexeme) product_search has held, kept by a trigger on it: a search's last word, a
 * prefix, is read as the words it begins (ADR 0019). Never pruned: a word no product holds any
 * more only adds an alternative that matches nothing.
 */
export const searchLexemes = pgTable('search_lexemes', {
  lexeme: text().primaryKey(),
});

/**
 * The storefront's listing of a (category, subcategory) pair: one row per product listed under
 * both, with the product's sort keys copied, kept by triggers on products and on the two link
 * tables (migration 0012). A listing page walks one of these indexes and stops at the page, so
 * it costs the same in a category of 50 products or of 5 000.
 */
export const productListings = pgTable(
  'product_listings',
  {
    categoryId: linkTo(() => categories.id),
    subcategoryId: linkTo(() => subcategories.id),
    productId: linkTo(() => products.id),
    salePriceCentimes: integer().notNull(),
    discount: integer().notNull(),
    /** f_unaccent(lower(name)): the French alphabetical order's first key. */
    nameKey: text().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.subcategoryId, t.productId] }),
    index('product_listings_newest_idx').on(
      t.categoryId,
      t.subcategoryId,
      t.createdAt.desc().nullsLast(),
      t.productId.desc().nullsLast(),
    ),
    index('product_listings_price_idx').on(
      t.categoryId,
      t.subcategoryId,
      t.salePriceCentimes,
      t.productId,
    ),
    index('product_listings_discount_idx').on(
      t.categoryId,
      t.subcategoryId,
      t.discount.desc().nullsLast(),
      t.productId,
    ),
    index('product_listings_name_idx').on(
      t.categoryId,
      t.subcategoryId,
      sql`${t.nameKey} collate "C"`,
      sql`${t.name} collate "C"`,
      t.productId,
    ),
    index('product_listings_product_idx').on(t.productId),
  ],
);

/** How many products each listing holds, kept by triggers on `product_listings` (migration 0014). */
export const listingCounts = pgTable(
  'listing_counts',
  {
    categoryId: linkTo(() => categories.id),
    subcategoryId: linkTo(() => subcategories.id),
    products: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.subcategoryId] })],
);

/** A deleted product leaves its cart lines with no product, shown as 'Produit non disponible'. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: ref().references(() => products.id, { onDelete: 'set null' }),
    /** The name when added: names the product in the checkout's refusal once it is deleted. */
    productName: text().notNull().default(''),
    quantity: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_items_user_idx').on(t.userId),
    uniqueIndex('cart_items_user_product_key').on(t.userId, t.productId),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adresse: text().notNull(),
    ville: text().notNull(),
    telephone: text().notNull(),
    statut: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.statut)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderId: text().notNull(),
    /** The customer's account; null for an express order (SPEC.md §11), which belongs to none. */
    userId: ref().references(() => users.id, { onDelete: 'restrict' }),
    /** An express order's customer as typed in the form (an account order's is its account's). */
    customerName: text(),
    customerEmail: text(),
    /** The customer's note to the shop (express form), '' when none. */
    note: text().notNull().default(''),
    /** An express order's private tracking link, kept only as a hash (sha256 of its token). */
    trackTokenHash: text(),
    addressId: ref().references(() => addresses.id, { onDelete: 'set null' }),
    /** The delivery address as it was when the order was placed. */
    deliveryAdresse: text().notNull(),
    deliveryVille: text().notNull(),
    deliveryTelephone: text().notNull(),
    subTotalCentimes: integer().notNull(),
    /** The delivery fee charged for the order's city (issue 47), included in the total. */
    deliveryFeeCentimes: integer().notNull().default(0),
    totalCentimes: integer().notNull(),
    paymentStatus: text().notNull().default('CASH ON DELIVERY'),
    orderStatus: text().notNull().default('pending'),
    idempotencyKey: text(),
    /** The cash-on-delivery desk: when to call again (a call-back asked for), null otherwise. */
    nextCallAt: timestamp({ withTimezone: true }),
    /** How the desk closed the order's confirmation (a call's outcome or the customer's link). */
    codOutcome: text(),
    /** When the order left pending as confirmed, for the time-to-confirm figures. */
    confirmedAt: timestamp({ withTimezone: true }),
    /** The customer's e-mail link answers once: set when it is used. */
    confirmLinkUsedAt: timestamp({ withTimezone: true }),
    carrier: text(),
    trackingNumber: text(),
    /** What the carrier collected at the door and kept as its fee, from its report (issue 47). */
    cashCollectedCentimes: integer(),
    carrierFeeCentimes: integer(),
    deliveredAt: timestamp({ withTimezone: true }),
    /** The order's label for people, ZN-<number> (SPEC.md §9): unique and sequential, from 10001. */
    number: integer()
      .notNull()
      .default(sql`nextval('orders_number_seq')`),
    /** The desk agent holding the order while they call (issue 46), until `claimUntil`. */
    claimedBy: ref().references(() => users.id, { onDelete: 'set null' }),
    claimUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_id_key').on(t.orderId),
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_tracking_idx').on(t.carrier, t.trackingNumber),
    index('orders_phone_created_idx').on(t.deliveryTelephone, t.createdAt),
    // The confirmation queue reads its three parts in index order (cod/confirmations.ts).
    index('orders_queue_new_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.orderStatus} = 'pending' and ${t.nextCallAt} is null`),
    index('orders_queue_callback_idx')
      .on(t.nextCallAt, t.id)
      .where(sql`${t.orderStatus} = 'pending' and ${t.nextCallAt} is not null`),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    // Express orders have no account: their keys (which name the phone) are unique by themselves.
    uniqueIndex('orders_express_idempotency_key')
      .on(t.idempotencyKey)
      .where(sql`${t.userId} is null`),
    uniqueIndex('orders_track_token_key').on(t.trackTokenHash),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_status_idx').on(t.orderStatus, t.createdAt.desc()),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt.desc()),
  ],
);

/** Lines keep a snapshot: deleting or repricing a product never changes a past order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: ref()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: ref().references(() => products.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
    name: text().notNull(),
    image: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    unitPriceCentimes: integer().notNull(),
    originalPriceCentimes: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_product_idx').on(t.productId),
  ],
);

export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: id(),
    orderId: ref()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text().notNull(),
    toStatus: text().notNull(),
    changedBy: ref().references(() => users.id, { onDelete: 'set null' }),
    changedAt: createdAt(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.changedAt)],
);

/**
 * Each agent's last claimed order, for claim-next's resume (issue 46). The hold itself is the
 * order's `claimedBy`/`claimUntil`, no index on them: a claim and a release then rewrite the
 * order's row in its page (HOT) instead of a new entry in each of its indexes. A row here may
 * name an order no longer held: the resume checks the order.
 */
export const deskHolds = pgTable('desk_holds', {
  agentId: ref()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderId: ref()
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
});

/** Every call (or message) the desk made about an order, with its outcome. */
export const callAttempts = pgTable(
  'call_attempts',
  {
    id: id(),
    orderId: ref()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    outcome: text().notNull(),
    note: text().notNull().default(''),
    callbackAt: timestamp({ withTimezone: true }),
    agentId: ref().references(() => users.id, { onDelete: 'set null' }),
    /** What the call changed on the order, for its undo within a minute (issue 46). */
    before: jsonb(),
    /** Undone by its agent: kept, and counted nowhere. */
    undoneAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('call_attempts_order_idx').on(t.orderId, t.createdAt)],
);

/** Every change made to an order's lines or delivery on the call, with its author (issue 46). */
export const orderEdits = pgTable(
  'order_edits',
  {
    id: id(),
    orderId: ref()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    editedBy: ref().references(() => users.id, { onDelete: 'set null' }),
    oldTotalCentimes: integer().notNull(),
    newTotalCentimes: integer().notNull(),
    /** What changed: the lines before and after, the delivery before and after. */
    changes: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_edits_order_idx').on(t.orderId, t.createdAt)],
);

/** Staff invitations (issue 46): a single-use link, kept as a hash, 72 hours. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text().notNull(),
    name: text().notNull(),
    role: text().notNull(),
    tokenHash: text().notNull(),
    invitedBy: ref().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_invitations_token_key').on(t.tokenHash)],
);

/** Phones the shop will not deliver to again without a second look (SPEC.md §7 COD desk). */
export const blockedPhones = pgTable('blocked_phones', {
  phone: text().primaryKey(),
  reason: text().notNull().default(''),
  blockedBy: ref().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Pending orders per holder (`account:<user id>`, `phone:<+212…>`), kept by a trigger on orders
 * (migration 0022) whatever writes them; a checkout takes the holders' rows to check the cap
 * (ORDER_MAX_PENDING), so parallel orders of one holder cannot pass it together.
 */
export const pendingHolds = pgTable('pending_holds', {
  holder: text().primaryKey(),
  orders: integer().notNull().default(0),
});

/**
 * The express form's phone codes (SPEC.md §11): one live code per phone, kept as a keyed hash,
 * 10 minutes, dead after 5 wrong tries.
 */
export const expressCodes = pgTable('express_codes', {
  phone: text().primaryKey(),
  codeHash: text().notNull(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** The desk's settings, one row per key (the WhatsApp message, the blocklist's checkout rule). */
export const codSettings = pgTable('cod_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

export const banners = pgTable(
  'banners',
  {
    id: id(),
    title: text().notNull().default(''),
    subtitle: text().notNull().default(''),
    description: text().notNull().default(''),
    imageDesktop: text().notNull(),
    imageMobile: text().notNull(),
    buttonText: text().notNull().default(''),
    buttonLink: text().notNull().default(''),
    secondaryButtonText: text().notNull().default(''),
    secondaryButtonLink: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    order: integer().notNull().default(0),
    tag: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_active_order_idx').on(t.isActive, t.order)],
);

/** Gapless numbering per year: the counter row is locked while a number is taken. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer().primaryKey(),
  last: integer().notNull().default(0),
});

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    number: text().notNull(),
    year: integer().notNull(),
    seq: integer().notNull(),
    orderId: ref()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    totalCentimes: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_seq_key').on(t.year, t.seq),
    uniqueIndex('invoices_order_key').on(t.orderId),
    index('invoices_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    productId: ref().references(() => products.id, { onDelete: 'set null' }),
    delta: integer().notNull(),
    stockAfter: integer().notNull(),
    reason: text().notNull(),
    orderId: ref().references(() => orders.id, { onDelete: 'set null' }),
    userId: ref().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt.desc()),
    index('stock_movements_order_idx').on(t.orderId),
  ],
);

/** A mail as the queue stores it and the mailer sends it (lib/mail.ts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same id on every try of one mail, so a receiver can drop a repeat (mail queue). */
  messageId?: string;
}

/**
 * Mail waiting to leave (modules/mail-queue): written in the transaction of what causes it, sent
 * by a worker with retries. The message is dropped once sent (a reset code must not outlive it).
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: id(),
    /** One mail per cause: the same key queued twice is sent once. */
    idempotencyKey: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    message: jsonb().$type<MailMessage>(),
    attempts: integer().notNull().default(0),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the job until then; after a crash another takes it. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** Past this, the mail is useless (a reset code that expired) and is dropped unsent. */
    expiresAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_jobs_idempotency_key').on(t.idempotencyKey),
    index('mail_jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_jobs_failed_idx')
      .on(t.failedAt.desc())
      .where(sql`${t.failedAt} is not null`),
  ],
);

/**
 * Rate-limit counts shared by the processes of one shop when there is no Redis
 * (lib/rate-limit/database-counters.ts): one row per client, route and time window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);

/**
 * Failed attempts (sign-in, reset codes, current password) shared by the processes of one shop
 * when there is no Redis (lib/attempts-database.ts): one row per failure, `counter` naming the
 * limit, `group` the account or address and `member` the client within it.
 */
export const attemptFailures = pgTable(
  'attempt_failures',
  {
    id: id(),
    counter: text().notNull(),
    group: text().notNull(),
    member: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('attempt_failures_group_idx').on(t.counter, t.group, t.failedAt),
    index('attempt_failures_failed_at_idx').on(t.failedAt),
  ],
);

/** The delivery module's settings (issue 47), one row per key: the fees by city. */
export const deliverySettings = pgTable('delivery_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

/** Money a carrier handed back to the shop for the cash it collected (issue 47). */
export const deliveryRemittances = pgTable(
  'delivery_remittances',
  {
    id: id(),
    carrier: text().notNull(),
    amountCentimes: integer().notNull(),
    /** The day it was paid (YYYY-MM-DD, the shop's calendar). */
    paidOn: text().notNull(),
    reference: text().notNull().default(''),
    recordedBy: ref().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_remittances_carrier_idx').on(t.carrier, t.paidOn)],
);

/** Each carrier report applied (issue 47): who, when, what it held and changed. */
export const deliveryImports = pgTable('delivery_imports', {
  id: id(),
  carrier: text().notNull(),
  fileSha256: text().notNull(),
  summary: jsonb().notNull(),
  appliedBy: ref().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Messages to customers' phones waiting to leave (modules/messages, issue 47): written in the
 * transaction of what causes them, sent by a worker with retries, as mail is.
 */
export const messageJobs = pgTable(
  'message_jobs',
  {
    id: id(),
    /** One message per cause: the same key queued twice is sent once. */
    idempotencyKey: text().notNull(),
    /** +212XXXXXXXXX. */
    recipient: text().notNull(),
    /** The event's template (order_received, no_answer, shipped, delivered, returned, code). */
    template: text().notNull(),
    text: text().notNull(),
    /** Named values of the template, for a provider's template message. */
    params: jsonb().$type<Record<string, string>>().notNull(),
    orderId: text(),
    attempts: integer().notNull().default(0),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    expiresAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_jobs_idempotency_key').on(t.idempotencyKey),
    index('message_jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/** Phones that answered STOP: no message leaves for them any more (issue 47). */
export const messageOptOuts = pgTable('message_opt_outs', {
  phone: text().primaryKey(),
  createdAt: createdAt(),
});

/** A message's text as the shop edited it (issue 47); an event without a row uses the default. */
export const messageTemplates = pgTable('message_templates', {
  event: text().primaryKey(),
  text: text().notNull(),
  updatedBy: ref().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A receiver of the shop's events (issue 48): the events it asked for, signed with its secret. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text().notNull(),
  events: text().array().notNull(),
  /** `whsec_` + base64: kept as is, since signing needs the key itself (ADR 0017). */
  secret: text().notNull(),
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/**
 * One event for one endpoint, written in the transaction of its cause and sent by the webhook
 * worker: pending until a 2xx, failed once 24 h went by without one.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: linkTo(() => webhookEndpoints.id),
    event: text().notNull(),
    payload: jsonb().notNull(),
    /** What the event is about (an order's id): deliveries of one key leave in `seq` order. */
    orderKey: text().notNull(),
    /** Insertion order, to keep one key's events in the order they happened. */
    seq: bigserial({ mode: 'number' }).notNull(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastStatus: integer(),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    /** Tries stop after this (24 h after it was queued, or replayed): the delivery has failed. */
    giveUpAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_key_idx').on(t.endpointId, t.orderKey, t.seq),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.seq),
  ],
);
