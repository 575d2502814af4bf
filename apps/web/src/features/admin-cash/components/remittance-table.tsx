import { formatDate, formatMad } from '@zina/shared/format';
import type { Remittance } from '@zina/shared/schemas/delivery';
import { CARRIER_LABELS } from '@zina/shared/schemas/shipment';
import { DataTable, type Column } from '../../../components/data-table';

const COLUMNS: readonly Column[] = [
  { label: 'Date' },
  { label: 'Transporteur' },
  { label: 'Référence' },
  { label: 'Montant', end: true },
];

const cell = 'px-4 py-3 whitespace-nowrap';

/** The remittances of the period, latest first, as the server lists them. */
export function RemittanceTable({ rows, busy }: { rows: readonly Remittance[]; busy: boolean }) {
  return (
    <DataTable caption="Versements de la période" columns={COLUMNS} busy={busy}>
      {rows.map((row) => (
        <tr key={row._id}>
          <td className={cell}>
            <time dateTime={row.date}>{formatDate(row.date)}</time>
          </td>
          <th scope="row" className={`${cell} text-left font-semibold`}>
            {CARRIER_LABELS[row.carrier]}
          </th>
          <td className={cell}>{row.reference || '—'}</td>
          <td className={`${cell} text-right tabular-nums`}>{formatMad(row.amount)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
