import pg from 'pg';

const KINDS = [
  'Sac',
  'Pochette',
  'Montre',
  'Bracelet',
  'Collier',
  'Bague',
  'Ceinture',
  'Lunettes',
  'Portefeuille',
  "Boucles d'oreilles",
  'Foulard',
  'Cabas',
];
const STYLES = [
  'Élégance',
  'Atlas',
  'Médina',
  'Essaouira',
  'Riviera',
  'Sahara',
  'Andalou',
  'Casablanca',
  'Majorelle',
  'Oasis',
  'Safran',
  'Tanger',
  'Ambre',
  'Argan',
  'Cèdre',
];
const COLOURS = [
  'noir',
  'camel',
  'cognac',
  'doré',
  'argenté',
  'bordeaux',
  'beige',
  'vert olive',
  'bleu nuit',
  'rose poudré',
  'marron',
  'blanc cassé',
];
const MATERIALS = [
  'cuir véritable',
  'cuir tressé',
  'acier inoxydable',
  'plaqué or',
  'argent 925',
  'raphia',
  'toile enduite',
  'acétate',
];

const sqlArray = (list) => `ARRAY[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/** The tables a catalogue read goes through, vacuumed and analyzed once the catalogue is grown. */
const CATALOGUE_TABLES = [
  'banners',
  'categories',
  'subcategories',
  'subcategory_categories',
  'products',
  'product_categories',
  'product_subcategories',
  'product_listings',
  'listing_counts',
  'product_search',
];

/**
 * Grows the seeded catalogue to `total` products in the database itself (generate_series):
 * realistic French names, the seed's categories and subcategories, images shared with the seed.
 */
export async function growCatalogue(databaseUrl, total) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM products');
  const missing = total - rows[0].n;
  if (missing > 0) {
    await client.query('BEGIN');
    await client.query(`
      CREATE TEMP TABLE bench_pairs ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY sc.category_id, sc.subcategory_id) - 1 AS i,
               sc.category_id, sc.subcategory_id, c.name || ' ' || s.name AS extra
        FROM subcategory_categories sc
        JOIN categories c ON c.id = sc.category_id
        JOIN subcategories s ON s.id = sc.subcategory_id;
      CREATE TEMP TABLE bench_images ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY id) - 1 AS i, images FROM products WHERE cardinality(images) > 0;
      CREATE TEMP TABLE bench_new ON COMMIT DROP AS
        SELECT g,
               substr(md5(g::text || clock_timestamp()::text), 1, 24) AS id,
               (${sqlArray(KINDS)})[1 + g % ${KINDS.length}] || ' ' ||
               (${sqlArray(STYLES)})[1 + (g / ${KINDS.length}) % ${STYLES.length}] || ' ' ||
               (${sqlArray(COLOURS)})[1 + (g / 7) % ${COLOURS.length}] AS name,
               (${sqlArray(MATERIALS)})[1 + g % ${MATERIALS.length}] AS material,
               (9900 + (g * 7919) % 250000) / 100 * 100 AS price,
               (ARRAY[0,0,0,10,15,20,25,30,40])[1 + g % 9] AS discount,
               (g * 31) % 60 AS stock
        FROM generate_series(1, ${missing}) AS g;
      INSERT INTO products (id, name, description, images, unit, stock, price_centimes, discount,
                            sale_price_centimes, more_details, search_extra, created_at, updated_at)
        SELECT n.id, n.name,
               n.name || ' en ' || n.material || ', fabriqué avec soin pour un style raffiné au quotidien.',
               (SELECT images FROM bench_images WHERE i = n.g % (SELECT count(*) FROM bench_images)),
               'Taille unique', n.stock, n.price, n.discount,
               n.price - ceil(n.price * n.discount / 100.0 / 100.0)::int * 100,
               jsonb_build_object('Matière', n.material),
               (SELECT extra FROM bench_pairs WHERE i = n.g % (SELECT count(*) FROM bench_pairs)),
               now() - (n.g || ' minutes')::interval, now()
        FROM bench_new n;
      INSERT INTO product_categories (product_id, category_id)
        SELECT n.id, p.category_id FROM bench_new n
        JOIN bench_pairs p ON p.i = n.g % (SELECT count(*) FROM bench_pairs) ON CONFLICT DO NOTHING;
      INSERT INTO product_subcategories (product_id, subcategory_id)
        SELECT n.id, p.subcategory_id FROM bench_new n
        JOIN bench_pairs p ON p.i = n.g % (SELECT count(*) FROM bench_pairs) ON CONFLICT DO NOTHING;
    `);
    await client.query('COMMIT');
    // The steady state autovacuum reaches for the catalogue: statistics and a visibility map
    // (index-only scans). Not for the tables a run grows from a few rows (orders, their lines,
    // jobs, carts): statistics taken now would say "a few rows" all run long while autovacuum,
    // off on the bench's server, would analyze them as they grow; the prepared plans and the
    // foreign-key checks made on them would scan `orders` whole for every order
    // (docs/PERFORMANCE.md). Never analyzed, the planner reads their size when it plans.
    await client.query(`VACUUM ANALYZE ${CATALOGUE_TABLES.join(', ')}`);
  }
  await client.end();
}

export async function sampleData(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const products = (
    await client.query('SELECT id, name FROM products ORDER BY random() LIMIT 1000')
  ).rows;
  const pairs = (
    await client.query(`
      SELECT pc.category_id, ps.subcategory_id, count(*)::int AS n
      FROM product_categories pc JOIN product_subcategories ps ON ps.product_id = pc.product_id
      GROUP BY 1, 2 ORDER BY n DESC LIMIT 5`)
  ).rows;
  await client.end();
  return { products, pairs };
}
