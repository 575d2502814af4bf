/** The desk's claim mode texts that only this page shows (issue 46). */
export const DESK_TEXT = {
  next: 'Suivante',
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
  viewOrder: 'Voir la commande',
  details: 'Détails',
  callCount: (n: number) => `${n} appel${n > 1 ? 's' : ''}`,
  shortcuts: 'Raccourcis',
  shortcutsLabel: 'Raccourcis clavier',
} as const;

/** The order list filtered by the order's label (it reads `search` from the address). */
export const orderListLink = (label: string) =>
  `/dashboard/orders?${new URLSearchParams({ search: label }).toString()}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** « 9 min 05 s » until `until`, never below zero. */
export function timeLeft(until: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  return `${Math.floor(seconds / 60)} min ${pad(seconds % 60)} s`;
}
