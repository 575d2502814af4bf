import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The API's tests import their kits and fixtures as @test/… (apps/api/tsconfig.json).
        resolve: {
          alias: { '@test': fileURLToPath(new URL('./apps/api/test', import.meta.url)) },
        },
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          // Each file holds a database of its own (≈ 0.3–0.7 GB on PGlite): keep the count bounded.
          maxWorkers: 2,
          // The files share a worker's loaded modules (the app, PGlite's WebAssembly): importing
          // them again for each file was 40 % of the suite's time (docs/DEVELOPING.md, « Tests »).
          // Each file still builds its own app; its PGlite database is one the worker keeps,
          // emptied back to the template's rows between files (test/pglite-pool.ts).
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'tools',
          root: './tools',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
