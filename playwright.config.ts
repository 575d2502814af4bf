import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const oidcPort = port + 1;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'zina-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
    {
      command: 'node apps/api/dist/server.js',
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
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
    },
  ],
});
