import type { ReactNode } from 'react';
import { cx } from '../lib/cx';

/** A column's heading; `end` aligns it right, over figures and actions. */
export interface Column {
  label: ReactNode;
  end?: boolean;
}

/**
 * A table's row of column headings. By default the back office's look: a sand band of small
 * capitals; other tables give their own classes.
 */
export function TableHead({
  columns,
  className = 'bg-sand-50 text-xs text-stone-600 uppercase',
  cellClassName = 'px-4 py-3',
}: {
  columns: readonly Column[];
  className?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={cx(cellClassName, column.end && 'text-right')}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A back-office table in its white card, scrolling sideways on a narrow screen. */
export function DataTable({
  caption,
  columns,
  busy,
  className,
  children,
}: {
  /** Read by screen readers only. */
  caption: string;
  columns: readonly Column[];
  busy?: boolean;
  className?: string;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div
      className={cx(
        // relative: a visually hidden label in a cell (position: absolute) is clipped with the
        // table, instead of widening the page on a phone.
        'relative overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-sand-100',
        className,
      )}
    >
      <table aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-sand-100">{children}</tbody>
      </table>
    </div>
  );
}
