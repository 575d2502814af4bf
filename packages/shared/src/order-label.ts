/**
 * SPEC.md §9 (issue 46): an order's label for people is ZN- and its number, unique and
 * sequential (from 10001), stored on the order. It replaces #ORD-001…#ORD-999, which was derived
 * from a hash of the reference: 999 values shared by many orders, and no search could find one.
 */
export const orderLabel = (number: number): string => `ZN-${number}`;

/** The number a typed label names ("ZN-10542", "zn 10542", "#ZN-10542"), or null. */
export function labelNumber(text: string): number | null {
  const match = /^#?\s*zn[\s-]*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
