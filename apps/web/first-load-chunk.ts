import type { Plugin } from 'vite';

/**
 * The modules the entry imports statically (its whole static graph, minus CSS), gathered while
 * the build parses them. Every storefront page runs all of them before its first render; left
 * to the bundler they come as a dozen or more small chunks (those shared with lazy routes), each
 * one more request on a slow connection. Admin code is only reached through dynamic imports,
 * so it never joins this set.
 */
export function firstLoadModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  const entries = new Set<string>();
  let closure: Set<string> | null = null;

  const compute = () => {
    const seen = new Set<string>();
    const stack = [...entries];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return seen;
  };

  return {
    plugin: {
      name: 'zina-first-load-modules',
      apply: 'build',
      buildStart() {
        imports.clear();
        entries.clear();
        closure = null;
      },
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
        if (info.isEntry) entries.add(info.id);
      },
    },
    has: (id) => !/\.css($|\?)/.test(id) && (closure ??= compute()).has(id),
  };
}
