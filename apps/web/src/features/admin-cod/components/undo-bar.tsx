import { RotateCcw } from 'lucide-react';
import { CALL_OUTCOME_LABELS, UNDO_WINDOW_MS } from '@zina/shared/schemas/cod';
import { Button } from '../../../components/button';
import { DESK_TEXT } from '../lib/desk-texts';
import type { LastOutcome } from '../use-desk-claim';

/** The last outcome, with « Annuler » for as long as the server takes an undo (60 s). */
export function UndoBar({
  last,
  now,
  busy,
  onUndo,
}: {
  last: LastOutcome;
  now: number;
  busy: boolean;
  onUndo: () => void;
}) {
  // The page's clock ticks each second: it may read a little before the outcome.
  const left = Math.min(UNDO_WINDOW_MS, last.at + UNDO_WINDOW_MS - now);
  const seconds = Math.max(0, Math.ceil(left / 1000));
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-ink px-4 py-3 text-sm text-sand-50"
    >
      <p className="flex-1">
        {DESK_TEXT.lastOutcome(last.label, CALL_OUTCOME_LABELS[last.outcome])}{' '}
        <span className="text-sand-200 tabular-nums">{DESK_TEXT.undoLeft(seconds)}</span>
      </p>
      <Button
        variant="secondary"
        className="min-h-10 px-4"
        aria-label={DESK_TEXT.undoLabel(last.label)}
        disabled={busy}
        onClick={onUndo}
      >
        <RotateCcw aria-hidden size={16} />
        {DESK_TEXT.undo}
      </Button>
    </div>
  );
}
