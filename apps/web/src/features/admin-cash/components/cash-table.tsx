import { formatMad } from '@zina/shared/format';
import type { CashRow } from '@zina/shared/schemas/delivery';
import { DataTable, type Column } from '../../../components/data-table';
import { cashTotals, type CashFigures } from '../lib/cash-totals';

const COLUMNS: readonly Column[] = [
  { label: 'Transporteur' },
  { label: 'Livrés', end: true },
  { label: 'Encaissé', end: true },
  { label: 'Frais', end: true },
  { label: 'Reversé', end: true },
  { label: 'Reste dû', end: true },
];

const cell = 'px-4 py-3 text-right whitespace-nowrap tabular-nums';

function Figures({ figures }: { figures: CashFigures }) {
  return (
    <>
      <td className={cell}>{figures.delivered}</td>
      <td className={cell}>{formatMad(figures.collected)}</td>
      <td className={cell}>{formatMad(figures.fees)}</td>
      <td className={cell}>{formatMad(figures.remitted)}</td>
      <td className={`${cell} font-semibold`}>{formatMad(figures.owed)}</td>
    </>
  );
}

/** One row per carrier (parcels delivered, cash collected, fees, remitted, still owed), totals. */
export function CashTable({ rows, busy }: { rows: readonly CashRow[]; busy: boolean }) {
  return (
    <DataTable caption="Encaissements par transporteur" columns={COLUMNS} busy={busy}>
      {rows.map((row) => (
        <tr key={row.carrier}>
          <th scope="row" className="px-4 py-3 text-left font-semibold">
            {row.name}
          </th>
          <Figures figures={row} />
        </tr>
      ))}
      <tr className="border-t-2 border-sand-200 bg-sand-50 font-semibold">
        <th scope="row" className="px-4 py-3 text-left">
          Total
        </th>
        <Figures figures={cashTotals(rows)} />
      </tr>
    </DataTable>
  );
}
