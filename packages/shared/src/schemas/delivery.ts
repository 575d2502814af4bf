import { z } from 'zod';
import { CARRIERS, type Carrier } from './shipment';

/** Shipping, carriers' reports and cash (issue 47; SPEC.md §12 « Shipping, reports and cash »). */

export const DELIVERY_MSG = {
  carriers: 'Transporteurs',
  shipped: 'Commandes expédiées',
  badCarrier: 'Transporteur inconnu : choisissez-en un de la liste',
  noOrders: 'Choisissez au moins une commande à expédier',
  tooManyOrders: 'Pas plus de 500 commandes à la fois',
  duplicateOrder: 'Une commande figure deux fois dans la liste',
  trackingRequired: (label: string) =>
    `Indiquez le numéro de suivi de la commande ${label} : ce transporteur n’en fournit pas`,
  badTracking: 'Numéro de suivi invalide (lettres, chiffres et - _ . / seulement, 64 au plus)',
  notShippable: (labels: string[]) =>
    `Seules les commandes confirmées ou en traitement peuvent être expédiées : ${labels.join(', ')}. ` +
    'Aucune commande n’a été expédiée.',
  trackingTaken: (tracking: string) =>
    `Le numéro de suivi ${tracking} est déjà celui d’une autre commande de ce transporteur`,
  orderNotFound: (ref: string) => `Commande introuvable : ${ref}`,
  badLabelOrders:
    'Indiquez les commandes à imprimer (références séparées par des virgules, 500 au plus)',
  preview: 'Aperçu du rapport : rien n’a été modifié',
  applied: 'Rapport appliqué',
  noFile: 'Aucun fichier reçu : envoyez le rapport (CSV ou XLSX) dans le champ « file »',
  badFile: 'Le fichier doit être un rapport CSV ou XLSX',
  fileTooBig: 'Le rapport ne doit pas dépasser 10 Mo',
  emptyReport: 'Le rapport ne contient aucune ligne',
  tooManyRows: 'Le rapport dépasse 20 000 lignes : découpez-le',
  missingColumn: (column: string) => `Colonne « ${column} » introuvable dans le rapport`,
  badRow: (line: number, why: string) => `Ligne ${line} du rapport : ${why}`,
  badAmount: 'montant invalide',
  badStatus: (status: string) => `statut « ${status} » inconnu`,
  noTracking: 'numéro de suivi manquant',
  twiceInReport: (tracking: string) => `le numéro ${tracking} figure deux fois`,
  cash: 'Encaissements',
  badPeriod: 'Période invalide : dates au format AAAA-MM-JJ, la première avant la seconde',
  remittanceSaved: 'Versement enregistré',
  badAmountInput: 'Le montant doit être positif (centimes au plus)',
  badDate: 'Date invalide (AAAA-MM-JJ)',
  referenceTooLong: 'Référence trop longue (100 caractères au plus)',
  badSignature: 'Signature du transporteur invalide',
  webhookApplied: 'Mise à jour du transporteur appliquée',
} as const;

const carrierCodes: ReadonlySet<string> = new Set(CARRIERS);
export const isCarrier = (code: string): code is Carrier => carrierCodes.has(code);

export const CarrierCodeSchema = z
  .string({ error: DELIVERY_MSG.badCarrier })
  .refine(isCarrier, DELIVERY_MSG.badCarrier)
  .transform((c) => c as Carrier);

/** `GET /api/delivery/carriers`: `trackingUrl` is the page's pattern with `{tracking}`, or null. */
export const CarrierInfoSchema = z.object({
  code: z.enum(CARRIERS),
  name: z.string(),
  trackingUrl: z.string().nullable(),
  /** The carrier's adapter: `manual` needs typed tracking numbers, `report` makes them. */
  adapter: z.enum(['manual', 'report']),
  /** Whether a webhook secret is configured for the carrier (DELIVERY_WEBHOOK_SECRET_<CODE>). */
  webhook: z.boolean(),
});
export type CarrierInfo = z.infer<typeof CarrierInfoSchema>;

/** A tracking number as carriers print them. */
export const TRACKING_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const TrackingSchema = z.string().trim().regex(TRACKING_PATTERN, DELIVERY_MSG.badTracking);

export const MAX_SHIP_BATCH = 500;

export const ShipInputSchema = z.object({
  carrier: CarrierCodeSchema,
  orders: z
    .array(
      z.object({
        orderId: z.string().trim().min(1).max(64),
        tracking: z.preprocess(
          (v) => (v === '' || v === null ? undefined : v),
          TrackingSchema.optional(),
        ),
      }),
      { error: DELIVERY_MSG.noOrders },
    )
    .min(1, DELIVERY_MSG.noOrders)
    .max(MAX_SHIP_BATCH, DELIVERY_MSG.tooManyOrders),
});
export type ShipInput = z.infer<typeof ShipInputSchema>;

export const ShippedSchema = z.object({
  orderId: z.string(),
  label: z.string(),
  tracking: z.string(),
  orderStatus: z.string(),
  trackingUrl: z.string().nullable(),
});
export type Shipped = z.infer<typeof ShippedSchema>;

export const LabelsQuerySchema = z.object({
  orders: z
    .string({ error: DELIVERY_MSG.badLabelOrders })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine(
      (refs) => refs.length >= 1 && refs.length <= MAX_SHIP_BATCH,
      DELIVERY_MSG.badLabelOrders,
    ),
  format: z.enum(['a4', 'label']).default('a4'),
});

/** A report row's status, once the carrier's word is mapped. */
export const REPORT_STATUSES = ['delivered', 'returned', 'in_transit'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const ImportQuerySchema = z.object({
  carrier: z.string({ error: DELIVERY_MSG.badCarrier }),
  apply: z.enum(['true', 'false']).default('false'),
});

export const MismatchSchema = z.object({
  tracking: z.string(),
  label: z.string(),
  /** The order's total, MAD. */
  expected: z.number(),
  /** What the carrier says it collected, MAD. */
  collected: z.number(),
});

export const ImportResultSchema = z.object({
  /** Rows of known orders by the carrier's status. */
  delivered: z.number(),
  returned: z.number(),
  inTransit: z.number(),
  /** Tracking numbers no order of this carrier has: nothing applied for them. */
  unknown: z.array(z.string()),
  /** Delivered rows whose collected amount is not the order's total: applied, and listed. */
  mismatched: z.array(MismatchSchema),
  /** Rows the order's status does not allow (a delivered row for a cancelled order…): not applied. */
  skipped: z.array(
    z.object({
      tracking: z.string(),
      label: z.string(),
      orderStatus: z.string(),
      status: z.enum(REPORT_STATUSES),
    }),
  ),
  /** Orders the report changes (preview) or changed (applied); 0 for a report applied before. */
  changes: z.number(),
  applied: z.boolean(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DaySchema = z
  .string({ error: DELIVERY_MSG.badDate })
  .regex(DAY, DELIVERY_MSG.badDate)
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
      new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    DELIVERY_MSG.badDate,
  );

/** A period of the shop's calendar, both days included. */
export const CashQuerySchema = z
  .object({ from: DaySchema, to: DaySchema })
  .refine((q) => q.from <= q.to, DELIVERY_MSG.badPeriod);

export const CashRowSchema = z.object({
  carrier: z.enum(CARRIERS),
  name: z.string(),
  /** Parcels delivered in the period. */
  delivered: z.number(),
  /** Cash collected for them, MAD. */
  collected: z.number(),
  /** The carrier's fees for them, MAD. */
  fees: z.number(),
  /** Remittances paid in the period, MAD. */
  remitted: z.number(),
  /** collected − fees − remitted, MAD. */
  owed: z.number(),
});
export type CashRow = z.infer<typeof CashRowSchema>;

export const RemittanceInputSchema = z.object({
  carrier: CarrierCodeSchema,
  amount: z.coerce
    .number({ error: DELIVERY_MSG.badAmountInput })
    .positive(DELIVERY_MSG.badAmountInput)
    .max(10_000_000, DELIVERY_MSG.badAmountInput)
    .multipleOf(0.01, DELIVERY_MSG.badAmountInput),
  date: DaySchema,
  reference: z.string().trim().max(100, DELIVERY_MSG.referenceTooLong).default(''),
});
export type RemittanceInput = z.infer<typeof RemittanceInputSchema>;

export const RemittanceSchema = z.object({
  _id: z.string(),
  carrier: z.enum(CARRIERS),
  amount: z.number(),
  date: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type Remittance = z.infer<typeof RemittanceSchema>;

/** One parcel's line of a carrier's report (or one webhook update), amounts in centimes. */
export interface ReportRow {
  tracking: string;
  status: ReportStatus;
  /** What the carrier collected at the door; null when the row says nothing (not delivered). */
  collectedCentimes: number | null;
  feeCentimes: number | null;
}
