import { AlarmClock, Ban, Copy, Headset } from 'lucide-react';
import { COD_UI_TEXT, customerHistoryText } from '@zina/shared/cod-texts';
import { formatDateTime } from '@zina/shared/format';
import { COD_MSG, type Confirmation } from '@zina/shared/schemas/cod';
import { cx } from '../../../lib/cx';
import { DESK_TEXT } from '../lib/desk-texts';

const flag = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1';

/** The history chip warns as returns and refusals grow among the phone's orders (issue 46). */
const RISK_CHIP = {
  none: 'bg-sand-50 text-stone-700 ring-sand-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-300',
  red: 'bg-red-50 text-red-900 ring-red-300',
} as const;

/** What the agent must see before calling: a due call-back, another agent's hold, the flags. */
export function CardFlags({ c, holder }: { c: Confirmation; holder: string | null }) {
  return (
    <ul aria-label="Signalements" className="flex flex-wrap gap-2">
      {c.nextCallAt && (
        <li className={cx(flag, 'bg-sky-50 text-sky-900 ring-sky-200')}>
          <AlarmClock aria-hidden size={14} />
          {COD_UI_TEXT.callbackDue(formatDateTime(c.nextCallAt))}
        </li>
      )}
      {holder && (
        <li className={cx(flag, 'bg-violet-50 text-violet-900 ring-violet-200')}>
          <Headset aria-hidden size={14} />
          {DESK_TEXT.heldBy(holder)}
        </li>
      )}
      <li
        data-risk={c.customer.risk}
        className={cx(flag, RISK_CHIP[c.customer.risk])}
        title={c.customer.risk === 'none' ? undefined : COD_UI_TEXT.riskHint}
      >
        {customerHistoryText(c.customer)}
      </li>
      {c.duplicateOfLabel && (
        <li className={cx(flag, 'bg-amber-50 text-amber-900 ring-amber-200')}>
          <Copy aria-hidden size={14} />
          {COD_UI_TEXT.duplicateOf(c.duplicateOfLabel)}
        </li>
      )}
      {c.blocked && (
        <li className={cx(flag, 'bg-red-50 text-red-800 ring-red-200')}>
          <Ban aria-hidden size={14} />
          {COD_MSG.blocked}
        </li>
      )}
    </ul>
  );
}
