import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium for Playwright; installed from Debian packages when missing and root. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
    return process.env.CHROMIUM_PATH;
  }
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      [
        'Chromium est introuvable : les tests dans le navigateur en ont besoin.',
        'Installez-le puis relancez `npm test` :',
        '  Debian/Ubuntu : sudo apt-get update && sudo apt-get install -y chromium',
        '  ou indiquez son chemin dans CHROMIUM_PATH.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log('Installation de Chromium (paquets Debian)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = chromiumPath();
  if (!installed) {
    console.error('Chromium n’a pas pu être installé.');
    process.exit(1);
  }
  return installed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(ensureChromium());
}
