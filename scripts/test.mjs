import { run } from './lib.mjs';

// The whole suite: unit, API (PGlite unless DATABASE_URL is set) and web, then the browser journeys.
run('npx', ['vitest', 'run']);
run('node', ['scripts/e2e.mjs']);
