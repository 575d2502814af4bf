import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import spawn from 'cross-spawn';
import { afterAll, describe, expect, it } from 'vitest';

// A checkout under a folder whose name a URL would escape (a space, an accent), as a
// merchant's « Mes documents » or « Boutique Zina » may be.
const checkout = join(mkdtempSync(join(tmpdir(), 'zina-paths-')), 'Boutique Zina é');
mkdirSync(join(checkout, 'scripts'), { recursive: true });
for (const file of ['lib.mjs', 'ensure-chromium.mjs'])
  copyFileSync(new URL(file, import.meta.url), join(checkout, 'scripts', file));
symlinkSync(
  fileURLToPath(new URL('../node_modules', import.meta.url)),
  join(checkout, 'node_modules'),
  'junction',
);
afterAll(() => rmSync(join(checkout, '..'), { recursive: true, force: true }));

describe('the scripts in a folder whose name has a space or an accent', () => {
  it('find the project root as a path the file system knows', async () => {
    const { root } = await import(pathToFileURL(join(checkout, 'scripts', 'lib.mjs')).href);
    expect(root).toBe(checkout + sep);
    expect(existsSync(join(root, 'scripts', 'lib.mjs'))).toBe(true);
  });

  it('run ensure-chromium as a command (CI does), which prints the browser it found', () => {
    const run = spawn.sync(process.execPath, [join(checkout, 'scripts', 'ensure-chromium.mjs')], {
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: process.execPath },
    });
    expect(run.stdout.trim()).toBe(process.execPath);
  });
});
