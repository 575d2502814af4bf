import type { ReactNode } from 'react';

/** A back-office list's heading, with its count beside it once the count is known. */
export function CountedHeading({
  id,
  count,
  children,
}: {
  id: string;
  /** Shown in brackets; nothing while undefined (the list is loading). */
  count: ReactNode | undefined;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className="font-display text-2xl text-ink">
      {children}
      {count !== undefined && (
        <span className="ml-2 align-middle text-sm font-normal text-stone-500">({count})</span>
      )}
    </h2>
  );
}
