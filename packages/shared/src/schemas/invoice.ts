import { z } from 'zod';
import { apiResponse } from '../api-response';
import { limitSchema, PageSchema } from './common';

export const INVOICE_MSG = {
  list: 'Vos factures',
  orderNotFound: 'Commande introuvable',
  cancelled: 'Cette commande a été annulée : elle n’a pas de facture.',
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
  /** The order's label for people (ZN-…). */
  label: z.string(),
  totalAmt: z.number(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** Prices include VAT: HT is the TTC amount divided by 1.2, rounded to the centime; TVA the rest. */
export function vatBreakdown(ttcCentimes: number): { ht: number; tva: number; ttc: number } {
  const ht = Math.round((ttcCentimes * 100) / (100 + VAT_RATE_PERCENT));
  return { ht, tva: ttcCentimes - ht, ttc: ttcCentimes };
}

/* ---------- Back office (issue 7) ---------- */

export const INVOICE_ADMIN_MSG = {
  list: 'Liste des factures',
} as const;

/** GET /api/invoice/admin/all-invoices: search by invoice number, order reference or customer. */
export const AdminInvoicesQuerySchema = z.object({
  page: PageSchema.optional().default(1),
  limit: limitSchema(10).optional().default(10),
  search: z
    .string({ error: 'La recherche doit être un texte' })
    .trim()
    .max(100, 'La recherche ne doit pas dépasser 100 caractères')
    .optional(),
});
export type AdminInvoicesQuery = z.input<typeof AdminInvoicesQuerySchema>;

export const AdminInvoiceSchema = InvoiceSummarySchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;

export const AdminInvoicePageSchema = apiResponse(z.array(AdminInvoiceSchema)).extend({
  totalCount: z.number(),
  totalPages: z.number(),
  page: z.number(),
});
export type AdminInvoicePage = z.infer<typeof AdminInvoicePageSchema>;
