import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { root } from './lib.mjs';
import { shopClockDataSource, shopZoneChanges } from './shop-clock-data.mjs';

it("the shop's clock carries Morocco's offsets as the installed tz database has them", () => {
  const committed = readFileSync(join(root, 'packages/shared/src/shop-clock-data.ts'), 'utf8');
  // After a moment-timezone update: `node scripts/shop-clock-data.mjs`, then commit.
  expect(committed).toBe(shopClockDataSource());
});

it('reads the changes from the database: UTC+1, UTC+0 each Ramadan, UTC+0 from 20 September 2026', () => {
  const { changes } = shopZoneChanges();
  expect(changes[0]).toEqual([null, 60]);
  expect(changes).toContainEqual([Date.UTC(2026, 1, 15, 2) / 1000, 0]);
  expect(changes).toContainEqual([Date.UTC(2026, 2, 22, 2) / 1000, 60]);
  expect(changes.at(-1)).toEqual([Date.UTC(2026, 8, 20, 1) / 1000, 0]);
});
