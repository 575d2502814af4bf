import { Timer, Undo2 } from 'lucide-react';
import type { CallOutcome, Confirmation } from '@zina/shared/schemas/cod';
import { Button } from '../../../components/button';
import { DESK_TEXT, timeLeft } from '../lib/desk-texts';
import { ConfirmationRow } from './confirmation-row';

/** The order held for this agent, on top of the desk, with its hold's time left and « Rendre ». */
export function HeldOrder({
  order,
  now,
  me,
  releasing,
  onRelease,
  onOutcome,
}: {
  order: Confirmation;
  now: number;
  me: string | null;
  releasing: boolean;
  onRelease: () => void;
  onOutcome: (c: Confirmation, outcome: CallOutcome) => void;
}) {
  const expired = !order.claimUntil || Date.parse(order.claimUntil) <= now;
  return (
    <section
      aria-labelledby="held-title"
      className="flex flex-col gap-3 rounded-3xl bg-brand-50 p-3 ring-2 ring-brand-300"
    >
      <h3 id="held-title" className="px-2 pt-1 font-semibold text-brand-900">
        {DESK_TEXT.heldTitle}
      </h3>
      <ul>
        <ConfirmationRow
          confirmation={order}
          now={now}
          me={me}
          onOutcome={onOutcome}
          focusOnMount
          actions={
            <>
              <p
                role="timer"
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 tabular-nums"
              >
                <Timer aria-hidden size={16} />
                {expired
                  ? DESK_TEXT.holdExpired
                  : DESK_TEXT.heldFor(timeLeft(order.claimUntil!, now))}
              </p>
              <Button
                variant="secondary"
                className="min-h-10 px-4"
                aria-label={DESK_TEXT.releaseLabel(order.label)}
                disabled={releasing}
                onClick={onRelease}
              >
                <Undo2 aria-hidden size={16} />
                {DESK_TEXT.release}
              </Button>
            </>
          }
        />
      </ul>
    </section>
  );
}
