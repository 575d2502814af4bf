import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDown, MapPin } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import { formatDateTime, formatMad } from '@zina/shared/format';
import type { CallOutcome, Confirmation } from '@zina/shared/schemas/cod';
import { OrderEditSlot, useHasOrderEdit } from '../../../lib/admin-slots';
import { CallAttemptList } from '../../../components/call-attempt-list';
import { cx } from '../../../lib/cx';
import { codKey } from '../api/confirmation-queue';
import { ageText, isLate } from '../lib/age';
import { DESK_TEXT } from '../lib/desk-texts';
import { useCardFocus } from '../use-card-focus';
import { CardFlags } from './card-flags';
import { ContactActions } from './contact-actions';
import { useOutcomePanel } from './outcome-panel';

/** The agent holding `c` while the hold lasts, when it is someone else than `me`. */
export const heldByOther = (c: Confirmation, me: string | null, now: number) =>
  c.claimedBy && c.claimedBy !== me && c.claimUntil && Date.parse(c.claimUntil) > now
    ? (c.claimedByName ?? '—')
    : null;

/** From `md` the card has the room to show its details from the start. */
const wide = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(min-width: 48rem)').matches ?? false);

/**
 * One pending order of the desk: who to call, what they ordered, the outcome; the street address
 * and the earlier calls behind « Détails » (folded on a phone: the card was ~700 px tall at
 * 390 px, issue 46). `actions` sit in its header (the held order's timer and « Rendre »);
 * `focusOnMount` gives it the focus, so that its keys act on it at once.
 */
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
  const { panel, onKeyDown } = useOutcomePanel(c.orderId, (outcome) => onOutcome?.(c, outcome));
  const titleId = `confirmation-${c._id}`;
  const detailsId = useId();
  const holder = heldByOther(c, me, now);
  const ref = useRef<HTMLElement>(null);
  const focus = useCardFocus(ref);
  const canEdit = useHasOrderEdit();
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(wide);
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
        {...focus.cardProps}
        onKeyDown={(e) => {
          if (!focus.onKeyDown(e)) onKeyDown(e);
        }}
        className="flex flex-col gap-2.5 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-sand-100 focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none sm:gap-4 sm:p-5"
      >
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
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
          <p className="ml-auto text-lg font-bold whitespace-nowrap text-ink tabular-nums">
            {formatMad(c.totalAmt)}
          </p>
          {actions && <div className="flex w-full flex-wrap items-center gap-2">{actions}</div>}
        </header>
        <CardFlags c={c} holder={holder} />

        <div className="flex items-start gap-3 text-sm">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-ink">{c.customerName}</span>
              <span className="font-medium text-stone-600">{c.city}</span>
            </p>
            <ul aria-label="Articles" className="flex flex-wrap gap-x-3 text-stone-700">
              {c.items.map((item, i) => (
                <li key={i}>
                  {item.quantity} × {item.name}
                </li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
            className="-my-2 inline-flex min-h-10 shrink-0 items-center gap-1 font-semibold text-brand-800 hover:underline"
          >
            <ChevronDown
              aria-hidden
              size={16}
              className={cx('transition-transform', open && 'rotate-180')}
            />
            {DESK_TEXT.details}
            {c.attempts.length > 0 && (
              <span className="font-normal text-stone-600">
                {` · ${DESK_TEXT.callCount(c.attempts.length)}`}
              </span>
            )}
          </button>
        </div>
        <ContactActions c={c} onEdit={canEdit ? () => setEditing(true) : undefined} />
        {panel}

        <div id={detailsId} hidden={!open} className="flex flex-col gap-3 text-sm">
          <p className="flex items-start gap-1 text-stone-700">
            <MapPin aria-hidden size={16} className="mt-0.5 shrink-0" />
            <span>{c.address}</span>
          </p>
          <section aria-label={COD_UI_TEXT.attempts}>
            <CallAttemptList attempts={c.attempts} empty={COD_UI_TEXT.noAttempts} />
          </section>
        </div>
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
