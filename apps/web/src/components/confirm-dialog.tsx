import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

const DANGER =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-sand-200 disabled:text-stone-700';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question asked, under the title. */
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button's label while the action runs (both buttons are disabled then). */
  busyLabel?: string;
  busy?: boolean;
  /** Red confirm button for an action that destroys something. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
  /** See Modal. */
  lang?: string;
}

/** A yes/no question in an alert dialog; cancelling is the first focused choice. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy = false,
  danger = false,
  onConfirm,
  onCancel,
  children,
  lang,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      locked={busy}
      lang={lang}
    >
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        {danger ? (
          <button type="button" onClick={onConfirm} disabled={busy} className={DANGER}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        ) : (
          <Button onClick={onConfirm} disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        )}
      </div>
    </Modal>
  );
}

/** The red « Supprimer » question about `item`, open while there is one. */
export function DeleteDialog<T>({
  item,
  title,
  message,
  busy,
  onCancel,
  onConfirm,
  children,
}: {
  item: T | null;
  title: ReactNode;
  message: (item: T) => ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (item: T) => void;
  /** Shown above the buttons (a refusal of the server, say). */
  children?: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      message={item !== null && message(item)}
      cancelLabel="Annuler"
      confirmLabel="Supprimer"
      busyLabel="Suppression..."
      busy={busy}
      danger
      onCancel={onCancel}
      onConfirm={() => item !== null && onConfirm(item)}
    >
      {children}
    </ConfirmDialog>
  );
}
