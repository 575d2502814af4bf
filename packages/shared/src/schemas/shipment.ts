import { z } from 'zod';

/** Delivery follow-up (SPEC.md §10): the carrier and tracking number of a shipped order. */

export const SHIPMENT_MSG = {
  saved: 'Expédition enregistrée',
  badCarrier: 'Transporteur invalide',
  trackingRequired: 'Indiquez le numéro de suivi',
  trackingTooLong: 'Numéro de suivi trop long',
  notShippable: 'Seule une commande confirmée ou expédiée peut recevoir un suivi',
} as const;

/** Speedaf added and « autre » stored as `other` (issue 47; migration 0026 renames it). */
export const CARRIERS = ['amana', 'ctm', 'sendit', 'ozon', 'cathedis', 'speedaf', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_LABELS: Record<Carrier, string> = {
  amana: 'Amana',
  ctm: 'CTM Messagerie',
  sendit: 'Sendit',
  ozon: 'Ozon Express',
  cathedis: 'Cathedis',
  speedaf: 'Speedaf',
  other: 'Autre',
};

/** Each carrier's public tracking page for a number; "autre" has none. */
const TRACKING_PAGES: Record<Carrier, ((n: string) => string) | null> = {
  amana: (n) => `https://www.amana.ma/tracking?code=${n}`,
  ctm: (n) => `https://www.ctm.ma/messagerie/suivi?code=${n}`,
  sendit: (n) => `https://app.sendit.ma/tracking/${n}`,
  ozon: (n) => `https://ozonexpress.ma/tracking/${n}`,
  cathedis: (n) => `https://cathedis.delivery/tracking/${n}`,
  speedaf: (n) => `https://www.speedaf.com/ma-fr/track?order=${n}`,
  other: null,
};

export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = TRACKING_PAGES[carrier as Carrier];
  return page ? page(encodeURIComponent(trackingNumber)) : null;
}

export const ShipmentSchema = z.object({
  carrier: z.enum(CARRIERS),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;
