/** The desk's claim mode texts that only this page shows (issue 46). */
export const DESK_TEXT = {
  next: 'Suivante',
  nextHint: 'Touche N hors d’une commande : la commande suivante vous est réservée.',
  claiming: 'Recherche...',
  heldTitle: 'Votre commande en cours',
  heldFor: (left: string) => `Réservée pour vous encore ${left}`,
  holdExpired: 'Réservation expirée : la commande est revenue dans la file.',
  release: 'Rendre',
  releaseLabel: (label: string) => `Rendre la commande ${label} à la file`,
  heldBy: (name: string) => `Traitée par ${name}`,
  undo: 'Annuler',
  undoLabel: (label: string) => `Annuler le dernier résultat de la commande ${label}`,
  lastOutcome: (label: string, outcome: string) => `${label} : « ${outcome} » enregistré.`,
  undoLeft: (seconds: number) => `${seconds} s pour annuler`,
  presets: 'Rappel rapide',
  inOneHour: 'dans 1 h',
  tonight: 'ce soir 19 h',
  tomorrow: 'demain 10 h',
  editOrder: 'Modifier la commande',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** « 9 min 05 s » until `until`, never below zero. */
export function timeLeft(until: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  return `${Math.floor(seconds / 60)} min ${pad(seconds % 60)} s`;
}
