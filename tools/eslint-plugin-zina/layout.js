// Where the layers live, and the imports a source file makes: shared by the rules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this file sits in tools/eslint-plugin-zina/. */
export const REPO = fileURLToPath(new URL('../..', import.meta.url));

const posix = (p) => p.split(path.sep).join('/');

/**
 * Test code may reach into a module (fixtures under test/); production code may not. A file is
 * a test by its place or its `.test.` suffix, never by a name a production file could take.
 */
export const isTestFile = (file) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /\/(test|e2e)\//.test(posix(file));

/** The absolute path an import names, or null for a package import (resolved by name). */
export function resolveImport(fromFile, spec) {
  return spec.startsWith('.') ? path.resolve(path.dirname(fromFile), spec) : null;
}

/**
 * The layout of one checkout: `root` is the repository (the rules' tests pass a scratch copy).
 * A module is a directory of apps/api/src/modules; its public file is its index.ts.
 */
export function layout(root = REPO) {
  const web = path.join(root, 'apps/web');
  const api = path.join(root, 'apps/api');
  const packages = path.join(root, 'packages');
  const features = path.join(web, 'src/features');
  const modules = path.join(api, 'src/modules');
  const inside = (dir, file) => {
    const rel = path.relative(dir, file);
    return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
  };
  return {
    modules,
    schemaFile: path.join(api, 'src/db/schema.ts'),
    inWeb: (file) => inside(web, file),
    inApi: (file) => inside(api, file),
    /** packages/shared and packages/client: libraries both sides (or third parties) use. */
    inPackages: (file) => inside(packages, file),
    /** The API floor of a file: 'db', 'lib', 'modules' or 'seed' (apps/api/src/<floor>/…), or null. */
    apiFloorOf(file) {
      const src = path.join(api, 'src');
      if (!inside(src, file)) return null;
      const first = posix(path.relative(src, file)).split('/')[0];
      return ['db', 'lib', 'modules', 'seed'].includes(first) ? first : null;
    },
    inApps: (file) => inside(path.join(root, 'apps'), file),
    /** The web feature a path belongs to (apps/web/src/features/<name>/…), or null. */
    featureOf(file) {
      if (!inside(features, file)) return null;
      const parts = posix(path.relative(features, file)).split('/');
      return parts.length > 1 ? parts[0] : null;
    },
    /**
     * The room of a module's file: its first-level folder, or the root file itself; null for
     * the module's index (its public face, above every room) and for files outside modules.
     */
    roomOf(file) {
      if (!inside(modules, file)) return null;
      const parts = posix(path.relative(modules, file)).split('/');
      if (parts.length < 2) return null;
      if (parts.length === 2) {
        const base = parts[1].replace(/\.[cm]?[jt]sx?$/, '');
        return base === 'index' ? null : base;
      }
      return parts[1];
    },
    /** The module a path belongs to, or null (outside modules, or a file such as register.ts). */
    moduleOf(file) {
      if (!inside(modules, file)) return null;
      const name = posix(path.relative(modules, file)).split('/')[0];
      return fs.existsSync(path.join(modules, name)) &&
        fs.statSync(path.join(modules, name)).isDirectory()
        ? name
        : null;
    },
    /** Whether `target` (an import's path) is the module's public file rather than its inside. */
    isPublicFile(target, name) {
      const rel = posix(path.relative(path.join(modules, name), target));
      return rel === '' || /^index(\.[cm]?[jt]s)?$/.test(rel);
    },
  };
}

const IMPORT_RE =
  /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** The import specifiers of a file, read from its text (for files ESLint is not looking at). */
export const importsIn = (text) => [...text.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2] ?? m[3]);

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(p);
    return SOURCE.test(entry.name) ? [p] : [];
  });
}

/** Which modules each module imports, read from its production files. */
export function moduleGraph(root = REPO) {
  const l = layout(root);
  const edges = new Map();
  for (const file of walk(l.modules)) {
    if (isTestFile(file)) continue;
    const from = l.moduleOf(file);
    if (!from) continue;
    for (const spec of importsIn(fs.readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec);
      const to = target && l.moduleOf(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  return edges;
}

/** Which rooms each room of module `name` imports, read from its production files. */
export function roomGraph(name, root = REPO) {
  const l = layout(root);
  const edges = new Map();
  for (const file of walk(path.join(l.modules, name))) {
    if (isTestFile(file)) continue;
    const from = l.roomOf(file);
    if (!from) continue;
    for (const spec of importsIn(fs.readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec);
      if (!target || l.moduleOf(target) !== name) continue;
      const to = l.roomOf(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  return edges;
}

/** A path of modules from `start` to `goal` through the graph, or null. */
export function pathBetween(edges, start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length) {
    const trail = queue.shift();
    const last = trail.at(-1);
    if (last === goal) return trail;
    for (const next of edges.get(last) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...trail, next]);
    }
  }
  return null;
}
