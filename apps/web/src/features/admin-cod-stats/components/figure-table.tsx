import type { ReactNode } from 'react';
import { TableHead, type Column } from '../../../components/data-table';
import { cx } from '../../../lib/cx';

/**
 * Below `sm` a stacked table shows each row as a block, every figure under its column's name
 * (issue 46: at 390 px the city table's last column scrolled out of view).
 */
const STACKED = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:py-2',
  name: 'max-sm:col-span-2 max-sm:pb-1',
  cell: 'max-sm:flex max-sm:justify-between max-sm:gap-2 max-sm:py-0.5 max-sm:pr-0 max-sm:text-left max-sm:before:text-stone-600 max-sm:before:content-[attr(data-label)]',
};

/** The figures of a block as a table, one FigureRow each; `footnote` under it. */
export function FigureTable({
  caption,
  columns,
  className,
  footnote,
  stacked = false,
  children,
}: {
  /** Read by screen readers only. */
  caption: string;
  columns: readonly Column[];
  className: string;
  footnote?: ReactNode;
  /** Rows as blocks on a phone; their FigureRow is given `labels`. */
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx(className, 'overflow-x-auto')}>
      <table className={cx('w-full text-left text-sm', stacked && STACKED.table)}>
        <caption className="sr-only">{caption}</caption>
        <TableHead
          columns={columns}
          className={cx('text-stone-600', stacked && STACKED.head)}
          cellClassName="py-2 pr-3 font-medium last:pr-0"
        />
        <tbody className={cx('divide-y divide-sand-100', stacked && STACKED.body)}>
          {children}
        </tbody>
      </table>
      {footnote}
    </div>
  );
}

/**
 * A row of a FigureTable: what it is about, then its figures, right-aligned. `labels` are the
 * figures' column names, shown beside each on a phone in a stacked table.
 */
export function FigureRow({
  name,
  figures,
  labels,
}: {
  name: ReactNode;
  figures: readonly ReactNode[];
  labels?: readonly string[];
}) {
  return (
    <tr className={cx(labels && STACKED.row)}>
      <th scope="row" className={cx('py-2 pr-3 font-medium text-ink', labels && STACKED.name)}>
        {name}
      </th>
      {figures.map((figure, column) => (
        <td
          key={column}
          data-label={labels?.[column]}
          className={cx('py-2 pr-3 text-right last:pr-0', labels && STACKED.cell)}
        >
          {/* One box beside the column's name on a phone, whatever the figure holds. */}
          <span className="inline-block text-right">{figure}</span>
        </td>
      ))}
    </tr>
  );
}
