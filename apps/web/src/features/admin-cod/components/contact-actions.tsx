import { ExternalLink, MessageCircle, PencilLine, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import { formatMoroccanPhone } from '@zina/shared/phone';
import type { Confirmation } from '@zina/shared/schemas/cod';
import { cx } from '../../../lib/cx';
import { DESK_TEXT, orderListLink } from '../lib/desk-texts';

/** Icon only on a phone, the word beside it from `sm` (the name stays for assistive tech). */
const word = 'sr-only sm:not-sr-only';
/** The secondary button's look, narrower on a phone (buttonClass's padding cannot be overridden). */
const action = (extra?: string) =>
  cx(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-full border border-sand-300 bg-white px-3 text-sm font-semibold text-ink transition-colors hover:border-brand-400 hover:text-brand-800 sm:px-4',
    extra,
  );

/**
 * The card's actions, one row at 390 px (issue 46): call, WhatsApp, the order in the order list,
 * and its edit when the router gave the desk one.
 */
export function ContactActions({ c, onEdit }: { c: Confirmation; onEdit?: () => void }) {
  const phone = formatMoroccanPhone(c.phone);
  return (
    <div className="flex flex-wrap gap-2">
      <a
        data-card-entry
        href={`tel:${c.phone}`}
        aria-label={COD_UI_TEXT.call(phone)}
        className={action('tabular-nums')}
      >
        <Phone aria-hidden size={16} />
        {phone}
      </a>
      <a
        href={c.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={COD_UI_TEXT.whatsappLabel(c.customerName)}
        className={action('text-green-800')}
      >
        <MessageCircle aria-hidden size={16} />
        <span className={word}>{COD_UI_TEXT.whatsapp}</span>
      </a>
      {onEdit && (
        <button
          type="button"
          className={action()}
          aria-label={`${DESK_TEXT.editOrder} ${c.label}`}
          onClick={onEdit}
        >
          <PencilLine aria-hidden size={16} />
          <span className={word}>{DESK_TEXT.editOrder}</span>
        </button>
      )}
      <Link
        to={orderListLink(c.label)}
        aria-label={`${DESK_TEXT.viewOrder} ${c.label}`}
        className={action()}
      >
        <ExternalLink aria-hidden size={16} />
        <span className={word}>{DESK_TEXT.viewOrder}</span>
      </Link>
    </div>
  );
}
