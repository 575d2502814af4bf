/** SPEC.md §9: #ORD-001 to #ORD-999, derived from a hash of the orderId, never stored. */
export function orderLabel(orderId: string): string {
  let hash = 0;
  for (let i = 0; i < orderId.length; i++) {
    hash = (hash * 31 + orderId.charCodeAt(i)) >>> 0;
  }
  const n = (hash % 999) + 1;
  return `#ORD-${String(n).padStart(3, '0')}`;
}
