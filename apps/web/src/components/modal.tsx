import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cx } from '../lib/cx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the innermost one answers Escape and traps Tab. */
const stack: symbol[] = [];

const sizes = {
  sm: 'max-w-md',
  md: 'max-w-xl',
  lg: 'max-w-3xl',
  xl: 'max-w-5xl',
} as const;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Shown under the title. */
  description?: ReactNode;
  size?: keyof typeof sizes;
  /** `alertdialog` for a confirmation that interrupts the work. */
  role?: 'dialog' | 'alertdialog';
  /** While a save runs, Escape, the backdrop and the close button do nothing. */
  locked?: boolean;
  /** The language of the dialog's texts when it is not the page's (read aloud correctly). */
  lang?: string;
}

/**
 * An accessible modal: role dialog with aria-modal, labelled by its title; focus moves in, Tab
 * cycles inside, Escape and the backdrop close it, and focus returns to the opener afterwards.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  description,
  size = 'md',
  role = 'dialog',
  locked = false,
  lang,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  const isLocked = useRef(locked);
  useEffect(() => {
    close.current = onClose;
    isLocked.current = locked;
  });

  useEffect(() => {
    const root = panel.current;
    if (!open || !root) return;
    const me = Symbol('modal');
    stack.push(me);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
    const autofocus = root.querySelector<HTMLElement>('[data-autofocus]');
    (autofocus ?? focusables()[0] ?? root).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKey = (event: KeyboardEvent) => {
      if (stack.at(-1) !== me) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!isLocked.current) close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      const outside = !root.contains(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(me), 1);
      if (stack.length === 0) document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        aria-hidden
        className="absolute inset-0 bg-ink/50"
        onClick={() => !locked && onClose()}
      />
      <div
        ref={panel}
        role={role}
        lang={lang}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(
          'relative flex max-h-[92vh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:rounded-3xl',
          sizes[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-sand-100 px-6 py-4">
          <div>
            <h2 id={titleId} className="font-display text-2xl text-ink">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-stone-600">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            disabled={locked}
            aria-label="Fermer"
            className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-sand-100 disabled:opacity-40"
          >
            <X aria-hidden size={20} />
          </button>
        </div>
        <div className="overflow-y-auto px-6 py-5">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
