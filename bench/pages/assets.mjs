import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifestFile = join(root, 'apps/web/dist/.vite/manifest.json');

/** Lazy back-office screens: the dashboard and every admin feature. */
const ADMIN_SOURCE = /^src\/(features\/(admin-[^/]+|dashboard)|layouts\/dashboard)/;

/**
 * Built files that only the back office needs: the admin pages' chunks and what they import,
 * minus anything a storefront page imports too (read from Vite's build manifest).
 */
export function adminOnlyFiles() {
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return [...seen].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  };
  const entries = Object.keys(manifest).filter(
    (k) => manifest[k].isEntry || manifest[k].isDynamicEntry,
  );
  const admin = closure(entries.filter((k) => ADMIN_SOURCE.test(manifest[k].src ?? '')));
  const store = new Set(closure(entries.filter((k) => !ADMIN_SOURCE.test(manifest[k].src ?? ''))));
  return new Set(admin.filter((file) => !store.has(file)));
}

/** Size of a file as the server sends it with `Accept-Encoding: br` (bytes on the wire). */
export function brotliSize(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`GET ${url}: ${res.statusCode}`));
        return;
      }
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'none' }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** JavaScript and CSS a page downloaded on first load, from Lighthouse's network requests. */
export async function firstLoadCode(requests, base, adminFiles) {
  const own = requests.filter((r) => r.url.startsWith(base));
  const pick = (type) => own.filter((r) => r.type === type);
  const measure = async (list) => {
    let br = 0;
    let transfer = 0;
    for (const r of list) {
      br += (await brotliSize(r.url)).bytes;
      transfer += r.transferSize;
    }
    return { files: list.length, brKB: kb(br), transferKB: kb(transfer) };
  };
  const downloaded = own.map((r) => new URL(r.url).pathname.replace(/^\//, ''));
  return {
    js: await measure(pick('Script')),
    css: await measure(pick('Stylesheet')),
    adminChunks: adminFiles ? downloaded.filter((f) => adminFiles.has(f)) : null,
  };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
