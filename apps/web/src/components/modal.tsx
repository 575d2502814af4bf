import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cx } from '../lib/cx';
import { useOpenerFocus } from '../lib/use-opener-focus';

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

/** The first `[data-autofocus]` inside the dialog takes the focus instead of its first control. */
function focusMarked(event: Event) {
  const content = event.currentTarget as HTMLElement | null;
  const marked = content?.querySelector<HTMLElement>('[data-autofocus]');
  if (!marked) return;
  event.preventDefault();
  marked.focus();
}

/**
 * The app's one dialog, on Radix's (a kept library): role dialog with aria-modal, labelled by
 * its title; focus moves in and Tab stays inside, Escape and the backdrop close it (only the
 * innermost of stacked dialogs answers), the page behind neither scrolls nor reads aloud, and
 * focus returns to the opener afterwards.
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
  const returnFocus = useOpenerFocus(open);
  const refuseWhileLocked = (event: Event) => {
    if (locked) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !locked && onClose()}>
      <Dialog.Portal>
        <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
          <Dialog.Overlay className="absolute inset-0 bg-ink/50" />
          <Dialog.Content
            role={role}
            aria-modal="true"
            lang={lang}
            // Without a description, say so (Radix links one itself when there is).
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={focusMarked}
            onCloseAutoFocus={returnFocus}
            onEscapeKeyDown={refuseWhileLocked}
            onPointerDownOutside={refuseWhileLocked}
            onInteractOutside={refuseWhileLocked}
            className={cx(
              'relative flex max-h-[92vh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:rounded-3xl',
              sizes[size],
            )}
          >
            <div className="flex items-start justify-between gap-4 border-b border-sand-100 px-6 py-4">
              <div>
                <Dialog.Title className="font-display text-2xl text-ink">{title}</Dialog.Title>
                {description && (
                  <Dialog.Description className="mt-1 text-sm text-stone-600">
                    {description}
                  </Dialog.Description>
                )}
              </div>
              <Dialog.Close
                disabled={locked}
                aria-label="Fermer"
                className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-sand-100 disabled:opacity-40"
              >
                <X aria-hidden size={20} />
              </Dialog.Close>
            </div>
            <div className="overflow-y-auto px-6 py-5">{children}</div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
