import { z } from 'zod';
import { shopTimeFromInput } from '@zina/shared/shop-clock';
import {
  CallAttemptInputSchema,
  COD_MSG,
  type CallAttemptInput,
  type CallOutcome,
} from '@zina/shared/schemas/cod';

/** What the outcome panel holds: its order, the outcome sent (none yet), the note, the time typed. */
export interface OutcomeFields {
  orderId: string;
  outcome: CallOutcome | null;
  note: string;
  /** As the datetime-local input has it, on the shop's clock (Morocco's); '' is none. */
  callbackAt: string;
}

/**
 * The datetime-local value as an ISO instant, read on the shop's clock, as the desk shows every
 * time: an agent outside Morocco, or on a computer whose zone data is old, types Morocco's time;
 * empty is none, and what is not a time goes as typed, for the schema to refuse.
 */
function callbackIso(value: string): string | undefined {
  if (!value) return undefined;
  return shopTimeFromInput(value)?.toISOString() ?? value;
}

/**
 * The panel's fields as the shared `CallAttemptInputSchema` payload (a blank note is none; the
 * call-back time goes only with « À rappeler »), checked by it, and a call-back ahead of now as
 * the server will require (its own clock decides).
 */
export const OutcomeFormSchema = z
  .object({
    orderId: CallAttemptInputSchema.shape.orderId,
    outcome: CallAttemptInputSchema.shape.outcome,
    note: z.string(),
    callbackAt: z.string(),
  })
  .transform(({ orderId, outcome, note, callbackAt }): CallAttemptInput => ({
    orderId,
    outcome,
    note: note.trim() || undefined,
    callbackAt: outcome === 'callback' ? callbackIso(callbackAt) : undefined,
  }))
  .pipe(
    CallAttemptInputSchema.refine(
      (attempt) => !attempt.callbackAt || Date.parse(attempt.callbackAt) > Date.now(),
      { message: COD_MSG.callbackInPast, path: ['callbackAt'] },
    ),
  );
