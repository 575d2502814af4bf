/** `--products 1000,10000 --duration 10 --warmup 3 --scenarios listing,search,feed --connections 50
 * --workers 2 --profile bench/results/profiles --cache-mb 0` (0: the database on every read) */
export function parseArgs(argv) {
  const opts = {
    products: [1000],
    duration: 10,
    warmup: 3,
    connections: 50,
    // cod-queue last: it leaves 10 000 pending orders in the run's database (cod-claim, asked
    // for by name, after it: the desk's team claiming from the same queue).
    scenarios: [
      'baseline',
      'categories',
      'listing',
      'product',
      'search',
      'home',
      'order',
      'express',
      'cod-queue',
    ],
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    workers: process.env.WEB_CONCURRENCY,
  };
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i].replace(/^--/, '').split('=');
    const value = inline ?? argv[++i];
    if (key === 'products') opts.products = value.split(',').map(Number);
    else if (key === 'duration') opts.duration = Number(value);
    else if (key === 'warmup') opts.warmup = Number(value);
    else if (key === 'connections') opts.connections = Number(value);
    else if (key === 'scenarios') opts.scenarios = value.split(',');
    else if (key === 'database-url') opts.databaseUrl = value;
    else if (key === 'workers') opts.workers = value;
    else if (key === 'profile') opts.profileDir = value;
    else if (key === 'cache-mb') opts.cacheMb = value;
    else throw new Error(`Option inconnue : --${key}`);
  }
  return opts;
}
