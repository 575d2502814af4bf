import { ORDER_MSG } from '@zina/shared/schemas/order';
import type { DeliveryState } from '../../../lib/delivery-quote';

/** Why the order waits for the delivery fee (issue 47: the total sent includes it). */
export const DELIVERY_WAIT = {
  pending: 'Calcul des frais de livraison…',
  failed: 'Les frais de livraison n’ont pas pu être calculés : réessayez dans un instant',
} as const;

/**
 * SPEC.md §4 Checkout: cash on delivery is offered only once an address is selected and its
 * statut is true (and there is something to order, and no order is being sent), and once its
 * city's delivery fee is known (issue 47).
 */
export function cashOnDeliveryState({
  address,
  lineCount,
  busy,
  delivery = 'ready',
}: {
  address: { statut: boolean } | null;
  lineCount: number;
  busy: boolean;
  delivery?: DeliveryState;
}): { enabled: boolean; reason: string | null } {
  let reason: string | null = null;
  if (lineCount === 0) reason = ORDER_MSG.cartEmpty;
  else if (!address || address.statut !== true) reason = ORDER_MSG.addressInvalid;
  else if (delivery === 'pending' || delivery === 'failed') reason = DELIVERY_WAIT[delivery];
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
