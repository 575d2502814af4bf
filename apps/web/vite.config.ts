import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstLoadModules } from './first-load-chunk';
import { directIconImports } from './icon-imports';
import { precompress } from './precompress';

/** Where the dev server sends API calls (another port when several APIs run side by side). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** The storefront's catalogue pages, whose first visits have a budget (scripts/check-size.mjs). */
const STORE_PAGES = /\/src\/features\/catalogue\/(home|listing|product|search)-page\.tsx$/;
const firstLoad = firstLoadModules(STORE_PAGES);
/** The chunks a shopper opens from the storefront (the names come from their source files). */
const STOREFRONT_CHUNK =
  /\/(home|listing|product|search)-page-[\w-]+\.js$|\/cart-panel-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), directIconImports(), precompress(), firstLoad.plugin],
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
    // Each lazy import carries the list of files to preload with it, and every list sits in the
    // first load (≈ 7 KB for the back office's fifty screens): only the storefront's pages and
    // the cart panel keep theirs; elsewhere the browser finds a chunk's imports when it runs it.
    modulePreload: {
      resolveDependencies: (file, deps) => (STOREFRONT_CHUNK.test(file) ? deps : []),
    },
    rolldownOptions: {
      // What the entry needs statically, and what the catalogue pages share, in one chunk: every
      // storefront first visit needs both, and each request more costs a phone a round trip and
      // its headers (issue 50). A first visit elsewhere (sign-in, back office) carries the
      // pages' shared code too (≈ 4 KB).
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'app',
              test: (id: string) => firstLoad.has(id) || firstLoad.pagesShare(id),
              priority: 2,
            },
            // The footer's icon goes with the footer (the back office shares it): a chunk of
            // its own was one request more, mostly headers, when a short page shows the footer.
            {
              name: 'site-footer',
              test: /\/layouts\/store\/site-footer\.tsx$|\/lucide-react\/.*\/message-circle\.js$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Files share a worker's modules: 104 s → 53 s on 2 cores; src/test-setup.ts resets what leaks.
    isolate: false,
    // Both cores (vitest's default leaves one free: 1 worker on a 2-core machine).
    maxWorkers: 2,
    sequence: { groupOrder: 2 },
    setupFiles: ['./src/test-setup.ts'],
  },
});
