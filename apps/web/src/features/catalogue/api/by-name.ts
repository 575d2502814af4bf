/** SPEC.md §4 App start: lists are shown sorted by name, in French collation. */
export const sortByName = <T extends { name: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
