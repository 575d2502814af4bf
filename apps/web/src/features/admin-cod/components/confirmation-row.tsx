import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  AlarmClock,
  Ban,
  Copy,
  Headset,
  MapPin,
  MessageCircle,
  PencilLine,
  Phone,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { COD_UI_TEXT, customerHistoryText } from '@zina/shared/cod-texts';
import { formatDateTime, formatMad } from '@zina/shared/format';
import { formatMoroccanPhone } from '@zina/shared/phone';
import { COD_MSG, type CallOutcome, type Confirmation } from '@zina/shared/schemas/cod';
import { Button, buttonClass } from '../../../components/button';
import { OrderEditSlot, useHasOrderEdit } from '../../../lib/admin-slots';
import { CallAttemptList } from '../../../components/call-attempt-list';
import { cx } from '../../../lib/cx';
import { codKey } from '../api/confirmation-queue';
import { ageText, isLate } from '../lib/age';
import { DESK_TEXT } from '../lib/desk-texts';
import { useOutcomePanel } from './outcome-panel';

const flag = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1';

/** The agent holding `c` while the hold lasts, when it is someone else than `me`. */
export const heldByOther = (c: Confirmation, me: string | null, now: number) =>
  c.claimedBy && c.claimedBy !== me && c.claimUntil && Date.parse(c.claimUntil) > now
    ? (c.claimedByName ?? '—')
    : null;

/**
 * One pending order of the desk: who to call and where the parcel goes, what they ordered,
 * earlier calls, the outcome. `actions` sit in its header (the held order's timer and « Rendre »);
 * `focusOnMount` gives it the focus, so that C, N, R act on it at once.
 */
/** The history chip warns as returns and refusals grow among the phone's orders (issue 46). */
const RISK_CHIP = {
  none: 'bg-sand-50 text-stone-700 ring-sand-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-300',
  red: 'bg-red-50 text-red-900 ring-red-300',
} as const;

export function ConfirmationRow({
  confirmation: c,
  now,
  me = null,
  onOutcome,
  actions,
  focusOnMount = false,
}: {
  confirmation: Confirmation;
  now: number;
  /** The signed-in agent's id: another agent's hold is shown. */
  me?: string | null;
  onOutcome?: (c: Confirmation, outcome: CallOutcome) => void;
  actions?: ReactNode;
  focusOnMount?: boolean;
}) {
  const label = c.label;
  const late = isLate(c.createdAt, now);
  const phone = formatMoroccanPhone(c.phone);
  const { panel, onKeyDown } = useOutcomePanel(c.orderId, (outcome) => onOutcome?.(c, outcome));
  const titleId = `confirmation-${c._id}`;
  const holder = heldByOther(c, me, now);
  const ref = useRef<HTMLElement>(null);
  const canEdit = useHasOrderEdit();
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);

  return (
    <li>
      <article
        ref={ref}
        aria-labelledby={titleId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100 focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none"
      >
        <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h3 id={titleId} className="font-display text-xl text-ink">
            {label}
          </h3>
          <p
            className={cx(
              'inline-flex items-center gap-1 text-sm tabular-nums',
              late ? 'font-semibold text-red-700' : 'text-stone-600',
            )}
          >
            <time dateTime={c.createdAt} title={formatDateTime(c.createdAt)}>
              {ageText(c.createdAt, now)}
            </time>
            {late && <span>· {COD_UI_TEXT.late}</span>}
          </p>
          {c.nextCallAt && (
            <p className="inline-flex items-center gap-1 text-sm text-sky-800">
              <AlarmClock aria-hidden size={16} />
              {COD_UI_TEXT.callbackDue(formatDateTime(c.nextCallAt))}
            </p>
          )}
          <ul aria-label="Signalements" className="flex flex-wrap gap-2">
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
          {actions && <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>}
        </header>

        <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto]">
          <div className="flex flex-col gap-2 text-sm">
            <p className="font-semibold text-ink">{c.customerName}</p>
            <p className="flex items-start gap-1 text-stone-600">
              <MapPin aria-hidden size={16} className="mt-0.5 shrink-0" />
              <span>
                <span className="block">{c.address}</span>
                <span className="block font-medium">{c.city}</span>
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <a
                href={`tel:${c.phone}`}
                aria-label={COD_UI_TEXT.call(phone)}
                className={buttonClass('secondary', 'min-h-10 px-4 tabular-nums')}
              >
                <Phone aria-hidden size={16} />
                {phone}
              </a>
              <a
                href={c.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={COD_UI_TEXT.whatsappLabel(c.customerName)}
                className={buttonClass('secondary', 'min-h-10 px-4 text-green-800')}
              >
                <MessageCircle aria-hidden size={16} />
                {COD_UI_TEXT.whatsapp}
              </a>
              {canEdit && (
                <Button
                  variant="secondary"
                  className="min-h-10 px-4"
                  aria-label={`${DESK_TEXT.editOrder} ${label}`}
                  onClick={() => setEditing(true)}
                >
                  <PencilLine aria-hidden size={16} />
                  {DESK_TEXT.editOrder}
                </Button>
              )}
            </div>
          </div>
          <ul aria-label="Articles" className="flex flex-col gap-1 text-sm">
            {c.items.map((item, i) => (
              <li key={i}>
                {item.quantity} × {item.name}
              </li>
            ))}
          </ul>
          <p className="text-lg font-bold whitespace-nowrap text-ink tabular-nums">
            {formatMad(c.totalAmt)}
          </p>
        </div>

        <section aria-label={COD_UI_TEXT.attempts} className="text-sm">
          <CallAttemptList attempts={c.attempts} empty={COD_UI_TEXT.noAttempts} />
        </section>

        {panel}
      </article>
      {editing && (
        <OrderEditSlot
          label={label}
          onClose={() => {
            setEditing(false);
            // The card shows the order's new lines, total and address.
            void queryClient.invalidateQueries({ queryKey: codKey });
          }}
        />
      )}
    </li>
  );
}
