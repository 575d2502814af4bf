import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { shopPort } from './e2e/support/ports';

/**
 * Two workers, each with a shop of its own (its port and DATA_DIR; e2e/support/shop.ts): the
 * journeys spend most of their time waiting on pages, so two at once halve the run without
 * sharing any data. E2E_WORKERS=1 runs them one after another (one shop).
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const oidcPort = shopPort(0) + 1;
// The run's folder: the OpenID provider's person file, and one DATA_DIR a shop under it.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'zina-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const slots = Array.from({ length: workers }, (_, slot) => slot);
for (const slot of slots) {
  process.env[`E2E_DATA_DIR_${slot}`] = join(dataDir, `shop-${slot}`);
  mkdirSync(join(dataDir, `shop-${slot}`), { recursive: true });
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${shopPort(0)}`,
    locale: 'fr-MA',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The Google sign-in journey's OpenID provider (e2e/google.spec.ts).
      command: `node e2e/oidc-provider.mjs ${oidcPort}`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...slots.map((slot) => shopServer(shopPort(slot), process.env[`E2E_DATA_DIR_${slot}`]!)),
  ],
});

function shopServer(port: number, shopDir: string) {
  return {
    command: 'node apps/api/dist/server.js',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: shopDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The shop first (where Google sign-in returns), then a separate front end
      // (e2e/cors.spec.ts serves one on port + 2; port + 1 is the OpenID provider).
      WEB_ORIGIN: `http://127.0.0.1:${port},http://127.0.0.1:${port + 2}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      // The journeys order to a few shared phones; the cap has its own API tests.
      ORDER_MAX_PENDING: '100000',
      NODE_ENV: 'development',
      GOOGLE_CLIENT_ID: 'zina-e2e',
      GOOGLE_CLIENT_SECRET: 'zina-e2e-secret',
      OIDC_ISSUER: `http://localhost:${oidcPort}`,
    },
  };
}
