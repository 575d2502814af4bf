import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstLoadModules } from './first-load-chunk';
import { precompress } from './precompress';

/** Where the dev server sends API calls (another port when several APIs run side by side). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const firstLoad = firstLoadModules();

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), firstLoad.plugin],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/uploads': apiTarget,
    },
  },
  // The manifest tells the page bench which chunks belong to the back office (not served: dotfile).
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      // What the entry needs statically in one chunk: fewer requests before the first render.
      output: { codeSplitting: { groups: [{ name: 'app', test: firstLoad.has }] } },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    sequence: { groupOrder: 2 },
    setupFiles: ['./src/test-setup.ts'],
  },
});
