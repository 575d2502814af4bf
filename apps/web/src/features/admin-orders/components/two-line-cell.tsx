import type { ReactNode } from 'react';

/** A table cell of two lines: what it names (a customer, an order), then its detail in small type. */
export function TwoLineCell({ main, detail }: { main: ReactNode; detail: ReactNode }) {
  return (
    <td className="px-4 py-3">
      <span className="block font-medium">{main}</span>
      <span className="block text-xs text-stone-500">{detail}</span>
    </td>
  );
}
