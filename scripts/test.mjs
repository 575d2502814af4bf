import spawn from 'cross-spawn';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildIfStale, root, run } from './lib.mjs';
import { exitUnlessSupportedNode } from './node-support.mjs';

exitUnlessSupportedNode();

/**
 * The whole suite: the production build's first-visit JavaScript budget, then two things side by
 * side: vitest (unit, API on PGlite unless DATABASE_URL is set, web) and the browser journeys.
 * Side by side they take less than one after the other (304 s against ≈ 335 s on 2 cores), though
 * each slows the other (docs/DEVELOPING.md, « Tests »). The journeys' output is printed
 * from the moment vitest has finished, so that neither report is cut into the other.
 * `npm test -- --serial` runs them one after the other.
 */
const chromium = ensureChromium();
buildIfStale();
run('node', ['scripts/check-size.mjs']);

const serial = process.argv.includes('--serial');
if (serial) {
  run('npx', ['vitest', 'run']);
  run('npx', ['playwright', 'test'], { env: { ...process.env, CHROMIUM_PATH: chromium } });
  process.exit(0);
}

// One journey at a time beside vitest: a second Chromium slowed vitest more than it saved
// (npm test 304 s against 376 s with two, on 2 cores; docs/DEVELOPING.md).
const journeys = spawn('npx', ['playwright', 'test'], {
  cwd: root,
  env: { E2E_WORKERS: '1', ...process.env, CHROMIUM_PATH: chromium },
  stdio: ['ignore', 'pipe', 'pipe'],
});
// Held while vitest prints, then written out and followed live.
let journeyOutput = [];
const hold = (chunk) => (journeyOutput ? journeyOutput.push(chunk) : process.stdout.write(chunk));
journeys.stdout.on('data', hold);
journeys.stderr.on('data', hold);
const journeysDone = new Promise((resolve) => journeys.on('close', (code) => resolve(code ?? 1)));

const vitestCode = await new Promise((resolve) =>
  spawn('npx', ['vitest', 'run'], { cwd: root, stdio: 'inherit' }).on('close', (code) =>
    resolve(code ?? 1),
  ),
);
console.log('\n== Parcours dans le navigateur (Playwright)\n');
process.stdout.write(Buffer.concat(journeyOutput));
journeyOutput = null;
const journeysCode = await journeysDone;
process.exit(vitestCode !== 0 ? vitestCode : journeysCode);
