import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from '../lib/cx';

const LOOKS = {
  /** The catalogue pages: a white card. */
  card: {
    box: 'rounded-3xl bg-white px-6 py-16 ring-1 ring-sand-100',
    icon: 'text-brand-400',
    text: 'text-lg font-semibold text-ink',
    gap: 'mt-4',
  },
  /** The orders, invoices, mails and COD pages: a dashed outline. */
  dashed: {
    box: 'rounded-3xl border border-dashed border-sand-300 px-6 py-14',
    icon: 'text-brand-300',
    text: 'font-display text-xl text-ink',
    gap: 'mt-3',
  },
};

/** What a page shows in place of a list with nothing in it. */
export function EmptyState({
  icon: Icon,
  look = 'card',
  children,
}: {
  icon?: LucideIcon;
  look?: keyof typeof LOOKS;
  children: ReactNode;
}) {
  const { box, icon, text, gap } = LOOKS[look];
  return (
    <div className={cx('flex flex-col items-center text-center', box)}>
      {Icon && <Icon aria-hidden size={40} className={icon} />}
      <p className={cx(Icon && gap, text)}>{children}</p>
    </div>
  );
}
