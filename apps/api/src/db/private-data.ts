import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data folder holds the database, the secrets and the dev outbox: only the shop's own user
 * may read them. The umask covers every file created from here on; the folder's own mode also
 * closes an older, looser data folder. Uploaded images are served by the shop, so they need no
 * wider mode either.
 */
export function keepDataPrivate(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/**
 * Owner-only modes on a whole tree. The embedded database unpacks its initial files with an
 * explicit chmod to 0666, which no umask narrows; the files it creates later do follow the umask.
 */
export function makeTreePrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makeTreePrivate(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
