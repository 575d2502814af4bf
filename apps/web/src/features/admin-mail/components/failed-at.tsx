import { formatDateTime } from '@zina/shared/format';
import type { FailedMail } from '@zina/shared/schemas/mail-queue';

/** When the queue gave up, or a dash when the server has no date. */
export function FailedAt({ mail }: { mail: FailedMail }) {
  return mail.failedAt ? (
    <time dateTime={mail.failedAt}>{formatDateTime(mail.failedAt)}</time>
  ) : (
    <span className="text-stone-400">—</span>
  );
}
