import { readFileSync } from 'node:fs';
import spawn from 'cross-spawn';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE, nodeSupportProblem } from './node-support.mjs';

const root = new URL('..', import.meta.url);
// This Node with require(esm) turned off stands for an older one (20.18, 22.11), which CI lacks.
const flag = '--no-experimental-require-module';

describe('the Node the shop needs', () => {
  it('refuses a Node that cannot require ES modules, and names the versions that can', () => {
    expect(nodeSupportProblem({ version: 'v20.18.0', requireModule: undefined })).toContain(
      'v20.18.0',
    );
    expect(nodeSupportProblem({ version: 'v22.11.0', requireModule: undefined })).toMatch(
      /20\.19.*22\.12/,
    );
    expect(nodeSupportProblem({ version: 'v20.20.2', requireModule: false })).not.toBeNull();
    expect(nodeSupportProblem({ version: 'v20.20.2', requireModule: true })).toBeNull();
    expect(
      nodeSupportProblem({
        version: process.version,
        requireModule: process.features.require_module,
      }),
    ).toBeNull();
  });

  it.skipIf(!process.allowedNodeEnvironmentFlags.has(flag))(
    'npm start stops at once on such a Node, with the reason, before building or serving',
    () => {
      const started = spawn.sync(process.execPath, [flag, 'scripts/start.mjs'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(started.stderr).toContain('Zina demande Node.js 20.19 ou plus récent');
      expect(started.status).toBe(1);
    },
  );

  it('is what package.json declares to npm', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
  });
});
