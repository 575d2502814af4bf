import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { Button } from './button';

/**
 * The foot of every form and dialog: « Annuler » (when there is somewhere to go back to), then
 * the main action; stacked on a phone with the main action on top. Without `onSubmit` the main
 * action submits its form.
 */
export function FormActions({
  onCancel,
  busy = false,
  submitLabel,
  submitDisabled = false,
  onSubmit,
  className,
}: {
  onCancel?: () => void;
  /** While the action runs, « Annuler » waits too. */
  busy?: boolean;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  onSubmit?: () => void;
  className?: string;
}) {
  return (
    <div className={cx('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Annuler
        </Button>
      )}
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
