import type { FailedMail } from '@zina/shared/schemas/mail-queue';
import { FailedAt } from './failed-at';
import { RetryButton, type RetryProps } from './retry-button';

/** Small screens: one card per failed mail, nothing wider than the screen. */
export function FailedMailCards({ mails, ...retry }: { mails: FailedMail[] } & RetryProps) {
  return (
    <ul aria-label="Emails en échec" className="flex flex-col gap-3 md:hidden">
      {mails.map((mail) => (
        <li
          key={mail._id}
          className="flex min-w-0 flex-col gap-2 rounded-3xl bg-white p-4 text-sm shadow-sm ring-1 ring-sand-100"
        >
          <p className="font-semibold wrap-anywhere text-ink">{mail.recipient}</p>
          <p className="wrap-anywhere">{mail.subject}</p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
            <dt className="text-stone-500">Essais</dt>
            <dd className="tabular-nums">{mail.attempts}</dd>
            <dt className="text-stone-500">Échec le</dt>
            <dd>
              <FailedAt mail={mail} />
            </dd>
            <dt className="text-stone-500">Erreur</dt>
            <dd className="wrap-anywhere text-red-800">{mail.lastError ?? '—'}</dd>
          </dl>
          <div className="flex justify-end">
            <RetryButton mail={mail} {...retry} />
          </div>
        </li>
      ))}
    </ul>
  );
}
