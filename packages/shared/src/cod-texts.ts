import type { CallOutcome, PhoneHistory } from './schemas/cod';

/**
 * French texts of the cash-on-delivery screens (SPEC.md §10) that only the web shows: the
 * confirmation desk, the customer's confirmation page and the delivery follow-up. The texts the
 * API also sends are in `COD_MSG` and `SHIPMENT_MSG`.
 */
export const COD_UI_TEXT = {
  riskHint:
    'Attention : une part importante des commandes de ce numéro a été retournée ou refusée.',
  deskTitle: 'Confirmations',
  queueEmpty: 'Aucune commande à confirmer',
  queueCount: (shown: number, total: number) =>
    shown < total ? `${shown} affichées sur ${total}` : `${total} en attente`,
  late: 'En retard',
  callbackDue: (at: string) => `Rappel prévu : ${at}`,
  newCustomer: 'Nouveau client',
  duplicateOf: (label: string) => `Doublon possible de ${label}`,
  call: (phone: string) => `Appeler le ${phone}`,
  whatsapp: 'WhatsApp',
  whatsappLabel: (name: string) => `Écrire à ${name} sur WhatsApp (nouvel onglet)`,
  attempts: 'Appels précédents',
  noAttempts: 'Aucun appel pour le moment',
  outcomes: 'Résultat de l’appel',
  note: 'Note (facultative)',
  callbackAt: 'Date et heure du rappel (heure du Maroc)',
  saveCallback: 'Enregistrer le rappel',
  cancelsOrder: (outcome: string) =>
    `« ${outcome} » annule la commande et remet ses articles en stock.`,
  confirmCancelling: 'Oui, annuler la commande',
  keepPending: 'Non',
  saving: 'Enregistrement...',
  shortcutsTitle: 'Raccourcis clavier',
  shortcuts:
    'Sur une commande sélectionnée (touche Tab) : C confirme, N enregistre « Pas de réponse », R ouvre le rappel.',
  settingsTitle: 'Réglages',
  template: 'Message WhatsApp',
  templateHelp: 'Champs remplacés à l’envoi :',
  refuseBlocked: 'Refuser les commandes des numéros bloqués',
  refuseBlockedHelp: 'Sinon, leurs commandes sont seulement signalées dans la file.',
  save: 'Enregistrer',
  blockPhone: 'Numéro de téléphone',
  blockReason: 'Raison (facultative)',
  block: 'Bloquer le numéro',
  unblock: (phone: string) => `Débloquer le ${phone}`,
  blockedEmpty: 'Aucun numéro bloqué',
  confirmOrder: 'Confirmer ma commande',
  cancelOrder: 'Annuler ma commande',
  cancelSure: 'Oui, annuler ma commande',
  cancelAsk: 'Voulez-vous vraiment annuler cette commande ?',
  keepOrder: 'Non, la garder',
  loadingOrder: 'Chargement de votre commande…',
  shipment: 'Expédition',
  carrier: 'Transporteur',
  trackingNumber: 'Numéro de suivi',
  saveShipment: 'Enregistrer le suivi',
  trackParcel: 'Suivre mon colis',
  trackingLink: 'Lien de suivi',
  calls: 'Appels de confirmation',
  noCalls: 'Aucun appel enregistré',
  callBy: (name: string | null) => `par ${name ?? 'un compte supprimé'}`,
} as const;

/** The desk's keys on a selected order: C, N, R. */
export const OUTCOME_SHORTCUTS: Partial<Record<string, CallOutcome>> = {
  c: 'confirmed',
  n: 'no_answer',
  r: 'callback',
};

const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * The customer's past orders by phone in one line: « Nouveau client », or
 * « 3 commandes · 2 livrées · 1 retournée » (the kinds with none are left out).
 */
export function customerHistoryText(history: PhoneHistory): string {
  if (history.orders === 0) return COD_UI_TEXT.newCustomer;
  const parts = [
    count(history.orders, 'commande', 'commandes'),
    history.delivered > 0 && count(history.delivered, 'livrée', 'livrées'),
    history.returned > 0 && count(history.returned, 'retournée', 'retournées'),
    history.refused > 0 && count(history.refused, 'refusée', 'refusées'),
    history.cancelled > 0 && count(history.cancelled, 'annulée', 'annulées'),
  ];
  return parts.filter(Boolean).join(' · ');
}
