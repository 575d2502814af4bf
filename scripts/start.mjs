import spawn from 'cross-spawn';
import { buildIfStale, root } from './lib.mjs';
import { exitUnlessSupportedNode } from './node-support.mjs';

exitUnlessSupportedNode();
buildIfStale();
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
