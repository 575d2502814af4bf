import type { FailedMail } from '@zina/shared/schemas/mail-queue';
import { FailedAt } from './failed-at';
import { RetryButton, type RetryProps } from './retry-button';

const th = 'px-4 py-3';
const td = 'px-4 py-3 align-top';

/** Medium screens and up: one row per failed mail. */
export function FailedMailTable({
  mails,
  busy,
  ...retry
}: { mails: FailedMail[]; busy: boolean } & RetryProps) {
  return (
    <div className="hidden overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-sand-100 md:block">
      <table aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">Emails en échec</caption>
        <thead className="bg-sand-50 text-xs text-stone-600 uppercase">
          <tr>
            <th scope="col" className={th}>
              Destinataire
            </th>
            <th scope="col" className={th}>
              Objet
            </th>
            <th scope="col" className={`${th} text-right`}>
              Essais
            </th>
            <th scope="col" className={th}>
              Dernière erreur
            </th>
            <th scope="col" className={th}>
              Échec le
            </th>
            <th scope="col" className={`${th} text-right`}>
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
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
        </tbody>
      </table>
    </div>
  );
}
