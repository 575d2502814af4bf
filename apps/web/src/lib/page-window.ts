/** SPEC.md §9: the pagination bar shows at most 5 page numbers around the current page. */
export const PAGE_WINDOW = 5;

/** The page numbers to show: `size` consecutive pages, the current one centred when possible. */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
