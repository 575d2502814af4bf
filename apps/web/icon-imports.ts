import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Every icon name lucide-react's index exports, and the file that defines it. */
function lucideIconFiles(): Map<string, string> {
  const manifest = createRequire(import.meta.url).resolve('lucide-react/package.json');
  const esm = join(dirname(manifest), 'dist', 'esm');
  const files = new Map<string, string>();
  const barrel = readFileSync(join(esm, 'lucide-react.mjs'), 'utf8');
  for (const [, names, file] of barrel.matchAll(/export \{([^}]+)\} from '(\.\/icons\/[^']+)';/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, join(esm, file!));
  }
  return files;
}

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * `import { X, Y } from 'lucide-react'` becomes one import per icon file. Through the package's
 * index every module that names one icon depends on all 1 600, so the first load's module set
 * (first-load-chunk.ts) took in every icon the back office uses; with direct imports the set holds
 * only the icons the first screen draws (issue 50).
 */
export function directIconImports(): Plugin {
  let files: Map<string, string> | null = null;
  return {
    name: 'zina-direct-icon-imports',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lucide-react')) return null;
      files ??= lucideIconFiles();
      const icons = files;
      return code.replace(LUCIDE_IMPORT, (whole, names: string) => {
        const specifiers = names
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => s.split(/\s+as\s+/));
        if (!specifiers.every(([name]) => icons.has(name!))) return whole;
        return specifiers
          .map(
            ([name, local]) => `import ${local ?? name} from ${JSON.stringify(icons.get(name!))};`,
          )
          .join('\n');
      });
    },
  };
}
