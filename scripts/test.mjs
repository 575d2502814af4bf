import { run } from './lib.mjs';

// The whole suite: unit, API (PGlite unless DATABASE_URL is set) and web, the first-visit
// JavaScript budget of the storefront's production build, then the browser journeys.
run('npx', ['vitest', 'run']);
run('node', ['scripts/check-size.mjs']);
run('node', ['scripts/e2e.mjs']);
