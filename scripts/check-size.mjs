import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildIfStale, root } from './lib.mjs';

/**
 * `npm run check:size`: the JavaScript a first visit to each storefront page downloads, from the
 * production build's manifest (the entry and the page's chunk, each with its static imports, as
 * the server preloads them), in brotli bytes as sent, plus each response's headers. Fails with the
 * numbers past the budget (issue 50: at most 100 KB on a phone's first visit). Code a page loads
 * later (on a click, when a row scrolls into view) is not counted: Lighthouse (`npm run
 * bench:pages`, `23-mobile`) measures what a visit really downloads.
 */
const BUDGET_BYTES = 100 * 1024;
/**
 * What a script's response adds to its body on the wire: its status line and headers, 615–619 B in
 * Lighthouse's transfer sizes (2026-11-29, the production server's headers).
 */
const HEADER_BYTES = 620;
const PAGES = {
  home: 'src/features/catalogue/home-page.tsx',
  listing: 'src/features/catalogue/listing-page.tsx',
  product: 'src/features/catalogue/product-page.tsx',
  search: 'src/features/catalogue/search-page.tsx',
};

buildIfStale();
const dist = join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const withImports = (keys, into = new Set()) => {
  for (const key of keys) {
    if (into.has(key)) continue;
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    into.add(key);
    withImports(manifest[key].imports ?? [], into);
  }
  return into;
};

const sentBytes = (file) => {
  const path = join(dist, file);
  const body = existsSync(`${path}.br`)
    ? statSync(`${path}.br`).size
    : brotliCompressSync(readFileSync(path), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
  return body + HEADER_BYTES;
};

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const over = [];
for (const [name, source] of Object.entries(PAGES)) {
  const files = [...withImports([...entries, source])].map((key) => manifest[key].file);
  const bytes = files.reduce((sum, file) => sum + sentBytes(file), 0);
  const line = `${name}: ${(bytes / 1024).toFixed(1)} KB of JavaScript in ${files.length} files (budget ${BUDGET_BYTES / 1024} KB)`;
  console.log(line);
  if (bytes > BUDGET_BYTES) over.push(line);
}
if (over.length) {
  console.error(`\nFirst-visit JavaScript over budget:\n${over.join('\n')}`);
  console.error(
    'Find what joined the first load: apps/web/dist/.vite/manifest.json, or a build with sourcemaps and source-map-explorer (docs/PERFORMANCE.md).',
  );
  process.exit(1);
}
