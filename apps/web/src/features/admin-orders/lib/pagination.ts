/**
 * SPEC.md §9: total pages = the stats' totalOrders ÷ limit (the stats follow the status filters).
 * A text search narrows the list only, so then the list's own count decides; the list's count is
 * also the fallback when the stats did not load.
 */
export function pageCount(
  limit: number,
  counts: { statsTotal?: number; listTotal?: number; searching: boolean },
): number {
  const total = counts.searching
    ? (counts.listTotal ?? 0)
    : (counts.statsTotal ?? counts.listTotal ?? 0);
  return Math.max(1, Math.ceil(total / limit));
}
