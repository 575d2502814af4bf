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

const holding = (c: Confirmation, me: string | null, now: number) =>
  me !== null && c.claimedBy === me && c.claimUntil !== null && Date.parse(c.claimUntil) > now;

/**
 * The desk in claim mode (issue 46): the order held for this agent, « Suivante » (and the N key
 * outside an order, whose own N is « Pas de réponse »), « Rendre », and the undo of the last
 * outcome. The server frees the held order after an outcome; the page forgets it then. An order
 * the queue shows held for this agent (the page reloaded) is theirs again; once its hold is over,
 * « Suivante » asks for the next one.
 */
export function useDeskClaim({
  now,
  queue,
  me,
}: {
  now: number;
  queue: Confirmation[] | undefined;
  me: string | null;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: codKey });
  const [claimed, setClaimed] = useState<Confirmation | null>(null);
  /** Orders this page gave back or decided: the queue may still show them held a moment. */
  const [freed, setFreed] = useState<ReadonlySet<string>>(new Set());
  const [last, setLast] = useState<LastOutcome | null>(null);
  const forget = (orderId: string) => {
    setClaimed((c) => (c?.orderId === orderId ? null : c));
    setFreed((f) => new Set(f).add(orderId));
  };

  // The held order as the queue last showed it (other agents' calls, a new hold time).
  const held = claimed
    ? (queue?.find((c) => c._id === claimed._id) ?? claimed)
    : (queue?.find((c) => holding(c, me, now) && !freed.has(c.orderId)) ?? null);
  const expired = held !== null && (!held.claimUntil || Date.parse(held.claimUntil) <= now);

  const claim = useMutation({
    mutationFn: claimNext,
    onSuccess: ({ message, order }) => {
      setClaimed(order);
      if (order) setFreed((f) => new Set([...f].filter((id) => id !== order.orderId)));
      else toast.success(message || COD_MSG.nothingToClaim);
    },
    onError: handleApiError,
    onSettled: refresh,
  });
  const release = useMutation({
    mutationFn: releaseClaim,
    onSuccess: (message, orderId) => {
      forget(orderId);
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

  const canClaim = (held === null || expired) && !claim.isPending;
  const next = () => {
    if (canClaim) claim.mutate();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'n' || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // Not behind an open dialog (the order's edit, a confirmation).
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      if (canClaim) claim.mutate();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canClaim, claim]);

  /** An outcome was saved on `c`: the server freed it if it was held; the undo is offered. */
  const outcomeSaved = (c: Confirmation, outcome: CallOutcome) => {
    forget(c.orderId);
    setLast({ orderId: c.orderId, label: c.label, outcome, at: Date.now() });
  };

  const undoable = last && now - last.at < UNDO_WINDOW_MS ? last : null;
  return { held, canClaim, next, claim, release, undo, undoable, outcomeSaved };
}
