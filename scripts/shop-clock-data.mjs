import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';

/**
 * Writes packages/shared/src/shop-clock-data.ts: Morocco's offsets from UTC since 2019, from the
 * IANA time-zone database as moment-timezone packs it (kept up to date with each tz release).
 * The shop does not take them from the runtime's ICU, which ages with the Node installed: Node
 * 20.20's (tz 2025c) still has Morocco on UTC+1 after 20 September 2026 (ADR 0025).
 * Run it after updating moment-timezone: `node scripts/shop-clock-data.mjs`; a test compares.
 */
export const SINCE = Date.UTC(2019, 0, 1);

/** The shop's zone in moment-timezone's data: its version, and each change as [from s, minutes]. */
export function shopZoneChanges() {
  const moment = createRequire(import.meta.url)('moment-timezone');
  const zone = moment.tz.zone('Africa/Casablanca');
  // untils[i]: the instant (ms) offsets[i] (minutes west of UTC) ends; the last is Infinity.
  const changes = [];
  zone.untils.forEach((until, i) => {
    if (until <= SINCE) return;
    const from = i === 0 ? -Infinity : zone.untils[i - 1];
    changes.push([from <= SINCE ? null : from / 1000, -zone.offsets[i] || 0]);
  });
  return { version: moment.tz.dataVersion, changes };
}

export function shopClockDataSource() {
  const { version, changes } = shopZoneChanges();
  const rows = changes.map(([from, minutes]) => `  [${from ?? '-Infinity'}, ${minutes}],`);
  return `// Written by scripts/shop-clock-data.mjs from the IANA time-zone database ${version} (moment-timezone).
// Do not edit: run the script again after a tz release.

export const SHOP_ZONE_DATA_VERSION = '${version}';

/**
 * Africa/Casablanca since 2019: from each instant (seconds since 1970, UTC) on, Morocco's offset
 * from UTC in minutes, until the next.
 */
export const SHOP_ZONE_CHANGES: readonly (readonly [number, number])[] = [
${rows.join('\n')}
];
`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(join(root, 'packages/shared/src/shop-clock-data.ts'), shopClockDataSource());
}
