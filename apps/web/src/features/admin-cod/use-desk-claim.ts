import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COD_MSG,
  UNDO_WINDOW_MS,
  type CallOutcome,
  type Confirmation,
} from '@zina/shared/schemas/cod';
import { handleApiError } from '../../api/errors';
import { toast } from '../../lib/toast';
import { claimNext, releaseClaim, undoAttempt } from './api/claims';
import { codKey } from './api/confirmation-queue';

/** The agent's last outcome, which can be undone for UNDO_WINDOW_MS. */
export interface LastOutcome {
  orderId: string;
  label: string;
  outcome: CallOutcome;
  at: number;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable);

/**
 * The desk in claim mode (issue 46): the order held for this agent, « Suivante » (and the N key
 * outside an order, whose own N is « Pas de réponse »), « Rendre », and the undo of the last
 * outcome. The server frees the held order after an outcome; the page forgets it then.
 */
export function useDeskClaim(now: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: codKey });
  const [held, setHeld] = useState<Confirmation | null>(null);
  const [last, setLast] = useState<LastOutcome | null>(null);

  const claim = useMutation({
    mutationFn: claimNext,
    onSuccess: ({ message, order }) => {
      setHeld(order);
      if (!order) toast.success(message || COD_MSG.nothingToClaim);
    },
    onError: handleApiError,
    onSettled: refresh,
  });
  const release = useMutation({
    mutationFn: releaseClaim,
    onSuccess: (message) => {
      setHeld(null);
      toast.success(message || COD_MSG.released);
    },
    onError: handleApiError,
    onSettled: refresh,
  });
  const undo = useMutation({
    mutationFn: undoAttempt,
    onSuccess: ({ message }) => toast.success(message || COD_MSG.undone),
    onError: handleApiError,
    // Undone or refused (too late), the offer ends.
    onSettled: () => {
      setLast(null);
      return refresh();
    },
  });

  const next = () => {
    if (!claim.isPending && !held) claim.mutate();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'n' || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // Not behind an open dialog (the order's edit, a confirmation).
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      if (!held && !claim.isPending) claim.mutate();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [held, claim]);

  /** An outcome was saved on `c`: the server freed it if it was held; the undo is offered. */
  const outcomeSaved = (c: Confirmation, outcome: CallOutcome) => {
    if (held?.orderId === c.orderId) setHeld(null);
    setLast({ orderId: c.orderId, label: c.label, outcome, at: Date.now() });
  };

  const undoable = last && now - last.at < UNDO_WINDOW_MS ? last : null;
  return { held, next, claim, release, undo, undoable, outcomeSaved };
}
