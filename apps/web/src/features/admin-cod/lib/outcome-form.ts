import { z } from 'zod';
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
  /** As the datetime-local input has it, in the browser's time zone; '' is none. */
  callbackAt: string;
}

/** The datetime-local value as an ISO instant (the browser's time zone); empty is none. */
function callbackIso(local: string): string | undefined {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
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
