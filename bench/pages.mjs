import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { adminOnlyFiles, firstLoadCode } from './pages/assets.mjs';
import { runLighthouse } from './pages/lighthouse.mjs';
import { printTable } from './pages/report.mjs';
import { startShop } from './pages/server.mjs';
import { pickPages } from './pages/urls.mjs';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench:pages [-- --runs 3 --port 3200 --pages home,search --reports /tmp/lh]`: Lighthouse (mobile preset, simulated
 * throttling) on the production build for the home, a listing, a product and a search page. Each
 * page is measured `--runs` times and the run with the median performance score is kept.
 * Results go to bench/results/<date>-pages.json (`--reports` also keeps each full Lighthouse report). No figure fails the run; a page that cannot be
 * measured does (exit 1).
 */
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const runs = Math.max(1, Number(arg('runs', 3)));
const port = Number(arg('port', 3200));
const only = arg('pages', '')?.split(',').filter(Boolean);
const reportsDir = arg('reports', null);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath} (set CHROME_PATH).`);
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
if (!existsSync(`${root}apps/web/dist/.vite/manifest.json`)) {
  // An older build without its manifest: needed to tell admin chunks apart.
  spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
}
const adminFiles = adminOnlyFiles();

const shop = await startShop({ port });
const results = [];
let failed = 0;
try {
  const pages = (await pickPages(shop.url)).filter((p) => !only?.length || only.includes(p.name));
  for (const page of pages) {
    const url = shop.url + page.path;
    const measured = [];
    for (let i = 0; i < runs; i++) {
      try {
        measured.push(await runLighthouse(url, chromePath));
      } catch (error) {
        console.error(`${page.name}: run ${i + 1} failed: ${error.message}`);
      }
    }
    if (measured.length === 0) {
      failed++;
      results.push({ ...page, error: 'not measured' });
      continue;
    }
    measured.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = measured[Math.floor((measured.length - 1) / 2)];
    const { requests, lhr, ...kept } = median;
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(`${reportsDir}/${page.name}.json`, JSON.stringify(lhr));
    }
    results.push({
      ...page,
      ...kept,
      performanceRuns: measured.map((m) => m.scores.performance),
      firstLoad: await firstLoadCode(requests, shop.url, adminFiles),
    });
    console.error(`${page.name}: measured (${measured.length}/${runs} runs)`);
  }
} catch (error) {
  console.error(error);
  failed++;
} finally {
  await shop.stop();
}

mkdirSync(`${root}bench/results`, { recursive: true });
const file = `bench/results/${new Date().toISOString().slice(0, 10)}-pages.json`;
const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } }))
  .default.version;
writeFileSync(
  `${root}${file}`,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      preset: 'mobile (default, simulated throttling)',
      runs,
      pages: results,
    },
    null,
    2,
  )}\n`,
);
printTable(results);
console.log(`\nWritten to ${file}`);
process.exit(failed ? 1 : 0);
