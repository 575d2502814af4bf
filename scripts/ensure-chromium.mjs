import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Launcher } from 'chrome-launcher';
import spawn from 'cross-spawn';
import { run } from './lib.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The system Chromium for Playwright: CHROMIUM_PATH, Debian's, or a Chrome or Chromium where
 * macOS and Windows install them (chrome-launcher knows those places); installed from Debian
 * packages when missing and root.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
    return process.env.CHROMIUM_PATH;
  }
  return CANDIDATES.find((p) => existsSync(p)) ?? installedChrome() ?? null;
}

function installedChrome() {
  try {
    return Launcher.getInstallations()[0];
  } catch {
    return undefined; // its search asks the system (lsregister, the registry), which may refuse
  }
}

export function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawn.sync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      [
        'Chromium est introuvable : les tests dans le navigateur en ont besoin.',
        'Installez-le puis relancez `npm test` :',
        '  Debian/Ubuntu : sudo apt-get update && sudo apt-get install -y chromium',
        '  macOS, Windows : Google Chrome ou Chromium, à sa place habituelle,',
        '  ou indiquez son chemin dans CHROMIUM_PATH.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log('Installation de Chromium (paquets Debian)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
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
