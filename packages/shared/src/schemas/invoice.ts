import { z } from 'zod';

export const INVOICE_MSG = {
  list: 'Vos factures',
  orderNotFound: 'Commande introuvable',
} as const;

/** VAT rate included in every price (Morocco, standard rate). */
export const VAT_RATE_PERCENT = 20;

/** FAC-2026-000001: per-year sequence, six digits. */
export const invoiceNumber = (year: number, seq: number): string =>
  `FAC-${year}-${String(seq).padStart(6, '0')}`;

export const InvoiceSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  /** The order's reference (ORD-…). */
  orderId: z.string(),
  totalAmt: z.number(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** Prices include VAT: HT is the TTC amount divided by 1.2, rounded to the centime; TVA the rest. */
export function vatBreakdown(ttcCentimes: number): { ht: number; tva: number; ttc: number } {
  const ht = Math.round((ttcCentimes * 100) / (100 + VAT_RATE_PERCENT));
  return { ht, tva: ttcCentimes - ht, ttc: ttcCentimes };
}
