/** Why a product's shelf count moved, in French (reasons written by the stock service). */
const REASONS: Record<string, string> = {
  order: 'Commande',
  'order-cancelled': 'Commande annulée',
  'order-returned': 'Commande retournée',
  'order-reopened': 'Commande réactivée',
  'order-deleted': 'Commande supprimée',
  'order-edited': 'Commande modifiée',
};

/** An unknown reason (another feature's) is shown as is. */
export const stockReasonLabel = (reason: string) => REASONS[reason] ?? (reason || 'Inconnu');

/** "+3", "−2" (a real minus sign), "0". */
export const signedDelta = (delta: number) =>
  delta > 0 ? `+${delta}` : delta < 0 ? `−${Math.abs(delta)}` : '0';
