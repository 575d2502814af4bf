import { ORDER_MSG } from '@zina/shared/schemas/order';

/**
 * SPEC.md §4 Checkout: cash on delivery is offered only once an address is selected and its
 * statut is true (and there is something to order, and no order is being sent).
 */
export function cashOnDeliveryState({
  address,
  lineCount,
  busy,
}: {
  address: { statut: boolean } | null;
  lineCount: number;
  busy: boolean;
}): { enabled: boolean; reason: string | null } {
  let reason: string | null = null;
  if (lineCount === 0) reason = ORDER_MSG.cartEmpty;
  else if (!address || address.statut !== true) reason = ORDER_MSG.addressInvalid;
  return { enabled: reason === null && !busy, reason };
}

/** SPEC.md §2 success page title: 'Commande Réussie !', or the supplied text then 'Réussie !'. */
export function successTitle(text: unknown): string {
  // The checkout supplies 'Order' (SPEC.md §4), which this French screen names Commande.
  if (typeof text !== 'string' || text.trim() === '' || text === 'Order') {
    return 'Commande Réussie !';
  }
  return `${text.trim()} Réussie !`;
}

/** A random key per checkout attempt (randomUUID needs a secure context: fall back). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
