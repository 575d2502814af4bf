import type { ReactNode } from 'react';
import { TableHead, type Column } from '../../../components/data-table';
import { cx } from '../../../lib/cx';

/** The figures of a block as a table, one FigureRow each; `footnote` under it. */
export function FigureTable({
  caption,
  columns,
  className,
  footnote,
  children,
}: {
  /** Read by screen readers only. */
  caption: string;
  columns: readonly Column[];
  className: string;
  footnote?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cx(className, 'overflow-x-auto')}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          columns={columns}
          className="text-stone-600"
          cellClassName="py-2 pr-3 font-medium last:pr-0"
        />
        <tbody className="divide-y divide-sand-100">{children}</tbody>
      </table>
      {footnote}
    </div>
  );
}

/** A row of a FigureTable: what it is about, then its figures, right-aligned. */
export function FigureRow({ name, figures }: { name: ReactNode; figures: readonly ReactNode[] }) {
  return (
    <tr>
      <th scope="row" className="py-2 pr-3 font-medium text-ink">
        {name}
      </th>
      {figures.map((figure, column) => (
        <td key={column} className="py-2 pr-3 text-right last:pr-0">
          {figure}
        </td>
      ))}
    </tr>
  );
}
