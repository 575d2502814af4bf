import spawn from 'cross-spawn';
import { root } from './lib.mjs';
import { exitUnlessSupportedNode } from './node-support.mjs';

exitUnlessSupportedNode();

// API with reload on :3000, Vite with HMR on :5173 (proxying /api, /auth, /uploads to the API).
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { stdio: 'inherit', cwd: root }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', cwd: root }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
