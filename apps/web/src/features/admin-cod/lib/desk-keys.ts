import { OUTCOME_SHORTCUTS } from '@zina/shared/cod-texts';
import { CALL_OUTCOME_LABELS, CALL_OUTCOMES, type CallOutcome } from '@zina/shared/schemas/cod';

/**
 * The outcomes' keys on a selected order. The shared OUTCOME_SHORTCUTS gives C, N and R; the
 * outcomes it leaves out get a key here (issue 46: a shortcut for every outcome): M for « Mauvais
 * numéro », X for « Refusée » (R is the call-back), D for « Doublon ». A shared key wins.
 */
const WEB_KEYS: Record<string, CallOutcome> = { m: 'wrong_number', x: 'refused', d: 'duplicate' };

const KEY_OF: Record<CallOutcome, string | undefined> = Object.fromEntries(
  CALL_OUTCOMES.map((outcome) => {
    const shared = Object.entries(OUTCOME_SHORTCUTS).find(([, o]) => o === outcome)?.[0];
    const web = Object.entries(WEB_KEYS).find(([, o]) => o === outcome)?.[0];
    return [outcome, shared ?? web];
  }),
) as Record<CallOutcome, string | undefined>;

/** The outcome a key stands for on a selected order, or undefined. */
export function outcomeOfKey(key: string): CallOutcome | undefined {
  const k = key.toLowerCase();
  return CALL_OUTCOMES.find((outcome) => KEY_OF[outcome] === k);
}

/** The key of an outcome as shown and in aria-keyshortcuts (« C »). */
export const keyOfOutcome = (outcome: CallOutcome) => KEY_OF[outcome]?.toUpperCase();

/** The shortcut help: each key with what it does, outcomes first. */
export const SHORTCUT_HELP: readonly { keys: string; does: string }[] = [
  ...CALL_OUTCOMES.flatMap((outcome) => {
    const key = keyOfOutcome(outcome);
    return key ? [{ keys: key, does: CALL_OUTCOME_LABELS[outcome] }] : [];
  }),
  { keys: 'J / ↓', does: 'Commande suivante' },
  { keys: 'K / ↑', does: 'Commande précédente' },
  { keys: 'Tab', does: 'Passer d’une commande à l’autre' },
  { keys: 'Entrée', does: 'Atteindre les boutons de la commande' },
  { keys: 'Échap', does: 'Revenir à la commande' },
  { keys: 'N (hors commande)', does: 'Réserver la commande suivante' },
];
