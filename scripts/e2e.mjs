import { ensureChromium } from './ensure-chromium.mjs';
import { buildIfStale, run } from './lib.mjs';

const chromium = ensureChromium();
buildIfStale();
run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
