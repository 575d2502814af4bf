import type { FailedMail } from '@zina/shared/schemas/mail-queue';
import { DataTable, type Column } from '../../../components/data-table';
import { FailedAt } from './failed-at';
import { RetryButton, type RetryProps } from './retry-button';

const td = 'px-4 py-3 align-top';

const COLUMNS: readonly Column[] = [
  { label: 'Destinataire' },
  { label: 'Objet' },
  { label: 'Essais', end: true },
  { label: 'Dernière erreur' },
  { label: 'Échec le' },
  { label: 'Action', end: true },
];

/** Medium screens and up: one row per failed mail. */
export function FailedMailTable({
  mails,
  busy,
  ...retry
}: { mails: FailedMail[]; busy: boolean } & RetryProps) {
  return (
    <DataTable caption="Emails en échec" columns={COLUMNS} busy={busy} className="hidden md:block">
      {mails.map((mail) => (
        <tr key={mail._id}>
          <th scope="row" className={`${td} min-w-40 font-semibold wrap-anywhere`}>
            {mail.recipient}
          </th>
          <td className={`${td} min-w-40 wrap-anywhere`}>{mail.subject}</td>
          <td className={`${td} text-right tabular-nums`}>{mail.attempts}</td>
          <td className={`${td} max-w-xs min-w-48 wrap-anywhere text-red-800`}>
            {mail.lastError ?? '—'}
          </td>
          <td className={`${td} whitespace-nowrap`}>
            <FailedAt mail={mail} />
          </td>
          <td className={`${td} text-right`}>
            <RetryButton mail={mail} {...retry} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
