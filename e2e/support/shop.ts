import { test as base } from '@playwright/test';
import { shopPort } from './ports';

/**
 * The journeys run on two workers, each against a shop of its own (playwright.config.ts starts
 * one per worker slot): no journey sees another's orders, stock or mail. `test` gives each its
 * slot's shop as `baseURL`; `shopDataDir()` is that shop's DATA_DIR (the dev outbox).
 */

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${shopPort(testInfo.parallelIndex)}`);
  },
});

export { expect } from '@playwright/test';

export function shopDataDir(): string {
  const dir = process.env[`E2E_DATA_DIR_${test.info().parallelIndex}`];
  if (!dir) throw new Error('no DATA_DIR for this worker: run the journeys with npm run test:e2e');
  return dir;
}
