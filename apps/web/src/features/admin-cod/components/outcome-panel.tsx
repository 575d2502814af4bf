import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  CANCELLING_OUTCOMES,
  COD_MSG,
  type CallOutcome,
} from '@zina/shared/schemas/cod';
import { handleApiError } from '../../../api/errors';
import { Button } from '../../../components/button';
import { controlClass, Field } from '../../../components/form-field';
import { cx } from '../../../lib/cx';
import { toast } from '../../../lib/toast';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { postCallAttempt } from '../api/call-attempt';
import { codKey } from '../api/confirmation-queue';
import { OutcomeFormSchema, type OutcomeFields } from '../lib/outcome-form';
import { shopInputValue } from '@zina/shared/shop-clock';
import { callbackPresets } from '../lib/callback-presets';
import { DESK_TEXT } from '../lib/desk-texts';
import { keyOfOutcome, outcomeOfKey } from '../lib/desk-keys';

const TONE: Partial<Record<CallOutcome, string>> = {
  confirmed: 'border-green-300 bg-green-50 text-green-900 hover:border-green-500',
  refused: 'border-red-200 text-red-800 hover:border-red-400',
  wrong_number: 'border-red-200 text-red-800 hover:border-red-400',
};

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);

/**
 * The outcome of a call: one button per outcome, a note, and the call-back time for « À
 * rappeler » (typed, or one of the presets). Returns the panel and the row's key handler (a key
 * per outcome on the focused row, lib/desk-keys.ts); `onSaved` hears each outcome the server took.
 */
export function useOutcomePanel(orderId: string, onSaved?: (outcome: CallOutcome) => void) {
  const [callbackOpen, setCallbackOpen] = useState(false);
  /** An outcome that cancels the order waits for a second click. */
  const [confirming, setConfirming] = useState<CallOutcome | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // A cancelling outcome asked by its key is confirmed with Enter, or kept with Escape / « Non ».
  useEffect(() => {
    if (confirming) alertRef.current?.querySelector<HTMLElement>('[data-confirm]')?.focus();
  }, [confirming]);
  const form = useZodForm<typeof OutcomeFormSchema, OutcomeFields>(OutcomeFormSchema, {
    orderId,
    outcome: null,
    note: '',
    callbackAt: '',
  });
  const noteError = useFieldError(form.control, 'note');
  const callbackError = useFieldError(form.control, 'callbackAt');
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: postCallAttempt,
    onSuccess: ({ message }, attempt) => {
      toast.success(message || COD_MSG.attemptSaved);
      form.reset();
      setCallbackOpen(false);
      onSaved?.(attempt.outcome);
    },
    onError: handleApiError,
    // A refusal (409: no longer pending) means the queue has moved too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: codKey }),
  });

  const submit = form.handleSubmit((attempt) => {
    setConfirming(null);
    save.mutate(attempt);
  });
  const send = (outcome: CallOutcome) => {
    if (save.isPending) return;
    form.setValue('outcome', outcome);
    void submit();
  };

  const choose = (outcome: CallOutcome) => {
    if (CANCELLING_OUTCOMES.includes(outcome)) return setConfirming(outcome);
    if (outcome !== 'callback') return send(outcome);
    setCallbackOpen(true);
    // The time field appears with this render: focus it once it is there.
    requestAnimationFrame(() => form.setFocus('callbackAt'));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    const outcome = outcomeOfKey(event.key);
    if (!outcome) return;
    event.preventDefault();
    choose(outcome);
  };

  const panel = (
    <div className="flex flex-col gap-3">
      {/* Three a row on a phone, two rows for the six outcomes (issue 46: a compact card). */}
      <div
        role="group"
        aria-label={COD_UI_TEXT.outcomes}
        className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap"
      >
        {CALL_OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            variant="secondary"
            className={cx(
              // `!`: buttonClass's px-5 would win, and the labels wrap at 390 px.
              'px-2! leading-tight text-balance sm:px-4!',
              TONE[outcome],
            )}
            aria-keyshortcuts={keyOfOutcome(outcome)}
            aria-expanded={outcome === 'callback' ? callbackOpen : undefined}
            disabled={save.isPending}
            onClick={() => choose(outcome)}
          >
            {CALL_OUTCOME_LABELS[outcome]}
          </Button>
        ))}
      </div>
      {confirming && (
        <div
          ref={alertRef}
          role="alert"
          onKeyDown={(e) => {
            if (e.key === 'Escape') setConfirming(null);
          }}
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="flex-1">{COD_UI_TEXT.cancelsOrder(CALL_OUTCOME_LABELS[confirming])}</p>
          <Button
            variant="secondary"
            className="min-h-10"
            disabled={save.isPending}
            onClick={() => setConfirming(null)}
          >
            {COD_UI_TEXT.keepPending}
          </Button>
          <Button
            data-confirm
            className="min-h-10 bg-red-700 hover:bg-red-800"
            disabled={save.isPending}
            onClick={() => send(confirming)}
          >
            {COD_UI_TEXT.confirmCancelling}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-start gap-3">
        {/* On a phone the placeholder shows the label, kept for assistive tech (a compact card). */}
        <Field
          label={COD_UI_TEXT.note}
          error={noteError}
          className="min-w-48 flex-1 max-sm:[&>label]:sr-only"
        >
          {(control) => (
            <input
              maxLength={500}
              placeholder={COD_UI_TEXT.note}
              className={controlClass}
              {...control}
              {...form.register('note')}
            />
          )}
        </Field>
        {callbackOpen && (
          <Field label={COD_UI_TEXT.callbackAt} error={callbackError}>
            {(control) => (
              <div className="flex flex-wrap gap-2">
                <input
                  type="datetime-local"
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') send('callback');
                  }}
                  className={controlClass}
                  {...control}
                  {...form.register('callbackAt')}
                />
                <Button
                  className="min-h-11"
                  disabled={save.isPending}
                  onClick={() => send('callback')}
                >
                  {save.isPending ? COD_UI_TEXT.saving : COD_UI_TEXT.saveCallback}
                </Button>
              </div>
            )}
          </Field>
        )}
        {callbackOpen && (
          <div role="group" aria-label={DESK_TEXT.presets} className="flex flex-wrap gap-2 sm:mt-6">
            {callbackPresets(Date.now()).map(({ label, at }) => (
              <Button
                key={label}
                variant="secondary"
                className="min-h-10 px-3"
                disabled={at === null}
                onClick={() =>
                  at !== null &&
                  form.setValue('callbackAt', shopInputValue(at), { shouldValidate: false })
                }
              >
                {label}
              </Button>
            ))}
          </div>
        )}
      </div>
    </div>
  );

  return { panel, onKeyDown };
}
