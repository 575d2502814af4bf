import type { LucideIcon } from 'lucide-react';
import { cx } from '../../../lib/cx';

const TONES = {
  brand: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  sand: 'bg-sand-100 text-ink hover:bg-sand-200',
  danger: 'bg-red-50 text-red-700 hover:bg-red-100',
};

export interface CardAction {
  label: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  onClick: () => void;
}

/**
 * The actions at the foot of a catalogue card, as pills with an icon and a word. Each action's
 * accessible name says which item it acts on: described by the card's title (`describedBy`), or
 * named « Modifier <about> » where the card has no title element.
 */
export function CardActions({
  actions,
  describedBy,
  about,
  className,
  buttonClassName,
  iconSize = 14,
}: {
  actions: readonly CardAction[];
  describedBy?: string;
  about?: string;
  className: string;
  /** Size and padding of the pills. */
  buttonClassName: string;
  iconSize?: number;
}) {
  return (
    <div className={className}>
      {/* Keyed by place: a toggle that changes its word stays the same button (and keeps focus). */}
      {actions.map(({ label, icon: Icon, tone, onClick }, place) => (
        <button
          key={place}
          type="button"
          onClick={onClick}
          aria-describedby={describedBy}
          aria-label={about === undefined ? undefined : `${label} ${about}`}
          className={cx(
            'flex min-h-10 items-center justify-center gap-1 rounded-full font-semibold',
            buttonClassName,
            TONES[tone],
          )}
        >
          <Icon aria-hidden size={iconSize} />
          {about === undefined ? label : <span aria-hidden>{label}</span>}
        </button>
      ))}
    </div>
  );
}
