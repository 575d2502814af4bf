import { z } from 'zod';
import { MOROCCAN_CITIES } from '../cities';
import { toCentimes } from '../pricing';
import { IdSchema } from './common';
import { ORDER_MAX_LINE_QUANTITY } from './order';

/** Delivery fees by city (issue 47): every city free until the shop sets a fee. */
export const DELIVERY_FEES_MSG = {
  fees: 'Frais de livraison',
  saved: 'Frais de livraison enregistrés',
  cityUnknown: 'Ville inconnue : veuillez choisir une ville de la liste.',
  fee: 'Le frais doit être un montant de 0 à 1 000 MAD',
  threshold: 'Le seuil de gratuité doit être un montant positif (ou vide)',
  duplicateCity: 'Chaque ville ne peut avoir qu’un seul frais',
  quote: 'Votre total',
} as const;

const cities: ReadonlySet<string> = new Set(MOROCCAN_CITIES);

const money = (message: string, max: number) =>
  z.coerce.number({ error: message }).min(0, message).max(max, message).multipleOf(0.01, message);

export const DeliveryFeesSchema = z.object({
  /** From this subtotal (MAD) delivery is free; null: never free by amount. */
  freeAbove: money(DELIVERY_FEES_MSG.threshold, 10_000_000).nullable(),
  cities: z
    .array(
      z.object({
        city: z.string().refine((c) => cities.has(c), DELIVERY_FEES_MSG.cityUnknown),
        fee: money(DELIVERY_FEES_MSG.fee, 1000),
      }),
    )
    .max(MOROCCAN_CITIES.length)
    .refine((rows) => new Set(rows.map((r) => r.city)).size === rows.length, {
      message: DELIVERY_FEES_MSG.duplicateCity,
    }),
});
export type DeliveryFees = z.infer<typeof DeliveryFeesSchema>;

export const DEFAULT_DELIVERY_FEES: DeliveryFees = { freeAbove: null, cities: [] };

/** The fee (centimes) for a city and a subtotal (centimes), by the shop's table. */
export function deliveryFeeFor(fees: DeliveryFees, city: string, subTotalCentimes: number): number {
  if (fees.freeAbove !== null && subTotalCentimes >= toCentimes(fees.freeAbove)) return 0;
  const row = fees.cities.find((c) => c.city === city);
  return row ? toCentimes(row.fee) : 0;
}

/** `POST /api/order/quote`: what an order of these lines to this city costs, before it is sent. */
export const QuoteInputSchema = z.object({
  items: z
    .array(
      z.object({
        productId: IdSchema,
        quantity: z.coerce.number().int().min(1).max(ORDER_MAX_LINE_QUANTITY),
      }),
    )
    .min(1)
    .max(50),
  city: z.string().refine((c) => cities.has(c), DELIVERY_FEES_MSG.cityUnknown),
});
export type QuoteInput = z.infer<typeof QuoteInputSchema>;

export const QuoteSchema = z.object({
  subTotalAmt: z.number(),
  deliveryFee: z.number(),
  totalAmt: z.number(),
});
export type Quote = z.infer<typeof QuoteSchema>;
