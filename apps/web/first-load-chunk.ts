import type { Plugin } from 'vite';

/**
 * The modules the entry imports statically (its whole static graph, minus CSS), gathered while
 * the build parses them. Every storefront page runs all of them before its first render; left
 * to the bundler they come as a dozen or more small chunks (those shared with lazy routes), each
 * one more request on a slow connection. Admin code is only reached through dynamic imports,
 * so it never joins this set.
 *
 * `pagesShare` does the same for the storefront's catalogue pages: what two of them or more import
 * besides the first load (pictures, cards, breadcrumb, icons). vite.config.ts puts it in the entry
 * chunk rather than four or five small ones, each of which costs a phone a request and ≈ 620 B of
 * headers on a first visit (issue 50). What one page alone imports stays in its chunk.
 */
export function firstLoadModules(pages: RegExp): {
  plugin: Plugin;
  has: (id: string) => boolean;
  pagesShare: (id: string) => boolean;
} {
  const imports = new Map<string, readonly string[]>();
  const entries = new Set<string>();
  const lazyRoots = new Set<string>();
  let closure: Set<string> | null = null;
  let shared: Set<string> | null = null;

  const compute = (roots: Iterable<string>) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return seen;
  };
  const isCss = (id: string) => /\.css($|\?)/.test(id);
  const has = (id: string) => !isCss(id) && (closure ??= compute(entries)).has(id);
  /**
   * What a page imports statically beside the first load, and another page or another lazy part
   * (the back office) imports too: left alone, each such module would be a chunk of its own.
   */
  const sharedByPages = () => {
    const counts = new Map<string, number>();
    for (const page of [...imports.keys()].filter((id) => pages.test(id))) {
      for (const id of compute([page])) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const elsewhere = compute([...lazyRoots].filter((id) => !pages.test(id)));
    return new Set(
      [...counts]
        .filter(([id, n]) => !pages.test(id) && !has(id) && (n > 1 || elsewhere.has(id)))
        .map(([id]) => id),
    );
  };

  return {
    plugin: {
      name: 'zina-first-load-modules',
      apply: 'build',
      buildStart() {
        imports.clear();
        entries.clear();
        lazyRoots.clear();
        closure = null;
        shared = null;
      },
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
        if (info.isEntry) entries.add(info.id);
        for (const id of info.dynamicallyImportedIds) lazyRoots.add(id);
      },
    },
    has,
    pagesShare: (id) => !isCss(id) && (shared ??= sharedByPages()).has(id),
  };
}
