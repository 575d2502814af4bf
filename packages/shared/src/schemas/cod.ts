import { z } from 'zod';
import { normalizeMoroccanPhone, PHONE_INVALID } from '../phone';
import { OrderRefQuerySchema } from './order';

/**
 * The cash-on-delivery desk (SPEC.md §10): the confirmation queue, call outcomes, the customer's
 * own confirmation link, history by phone, the blocklist, delivery follow-up and its figures.
 */

/** What a call (or a WhatsApp exchange) ended with. */
export const CALL_OUTCOMES = [
  'confirmed',
  'no_answer',
  'callback',
  'wrong_number',
  'refused',
  'duplicate',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  confirmed: 'Confirmée',
  no_answer: 'Pas de réponse',
  callback: 'À rappeler',
  wrong_number: 'Mauvais numéro',
  refused: 'Refusée',
  duplicate: 'Doublon',
};

/** Outcomes that close the order's confirmation as cancelled, its units back on the shelf. */
export const CANCELLING_OUTCOMES: readonly CallOutcome[] = ['wrong_number', 'refused', 'duplicate'];

/** How a customer answered from the e-mail link; stored beside the desk's outcomes. */
export const SELF_OUTCOMES = ['self_confirmed', 'self_cancelled'] as const;

/** Default unanswered calls before the order is cancelled (`COD_MAX_ATTEMPTS`). */
export const DEFAULT_COD_MAX_ATTEMPTS = 3;

/** Past this age a pending order is late: shops that call within 15 minutes confirm most. */
export const CONFIRM_WITHIN_MINUTES = 15;

/** Two orders from one phone this close together are probably the same order. */
export const DUPLICATE_WINDOW_HOURS = 24;

export const COD_MSG = {
  queue: 'Commandes à confirmer',
  attemptSaved: 'Appel enregistré',
  attempts: 'Appels de la commande',
  badOutcome: 'Résultat d’appel invalide',
  callbackRequired: 'Indiquez la date et l’heure du rappel',
  callbackInPast: 'L’heure du rappel doit être dans le futur',
  badCallbackAt: 'Date de rappel invalide',
  noteTooLong: 'La note ne peut pas dépasser 500 caractères',
  notPending: 'Cette commande n’est plus en attente de confirmation',
  stats: 'Performance du paiement à la livraison',
  badDate: 'Date invalide (AAAA-MM-JJ)',
  badRange: 'La date de début doit précéder la date de fin',
  rangeTooLong: 'La période ne peut pas dépasser 366 jours',
  linkInvalid: 'Ce lien de confirmation est invalide ou a expiré.',
  linkUsed: 'Ce lien de confirmation a déjà été utilisé.',
  /** A link opened once the order is settled: what became of it (issue 46). */
  linkSettled: (status: string) =>
    status === 'cancelled'
      ? 'Cette commande a été annulée : il n’y a plus rien à confirmer.'
      : status === 'pending'
        ? 'Ce lien de confirmation a déjà été utilisé.'
        : 'Cette commande est déjà confirmée : nous la préparons ou elle est en route. Merci !',
  linkOrder: 'Votre commande',
  selfConfirmed: 'Merci ! Votre commande est confirmée. Nous la préparons pour l’expédition.',
  /** A blocked phone's or a likely duplicate order: the link leaves it to an agent. */
  confirmByPhone:
    'Merci ! Votre commande sera confirmée par téléphone : un conseiller vous appellera très vite.',
  selfCancelled: 'Votre commande a été annulée. À bientôt sur Zina.',
  blocked: 'Numéro bloqué',
  unblocked: 'Numéro débloqué',
  blockedList: 'Numéros bloqués',
  blockedAtCheckout:
    'Nous ne pouvons pas accepter de commande à livrer à ce numéro pour le moment. Contactez-nous si vous pensez qu’il s’agit d’une erreur.',
  reasonTooLong: 'La raison ne peut pas dépasser 200 caractères',
  settings: 'Réglages du paiement à la livraison',
  settingsSaved: 'Réglages enregistrés',
  templateRequired: 'Le message WhatsApp ne peut pas être vide',
  templateTooLong: 'Le message WhatsApp ne peut pas dépasser 1 000 caractères',
  claimed: 'Commande suivante',
  nothingToClaim: 'Aucune commande à appeler pour le moment',
  released: 'Commande rendue à la file',
  heldByAnother: 'Un autre agent traite cette commande en ce moment.',
  retryTooSoon: (minutes: number) =>
    `Sans réponse il y a moins de ${minutes} min : rappelez cette commande plus tard (elle revient d’elle-même dans la file).`,
  undone: 'Dernier appel annulé : la commande est de nouveau en attente',
  undoTooLate:
    'Ce résultat ne peut plus être annulé (plus de 60 secondes, ou un autre changement depuis).',
  nothingToUndo: 'Aucun appel récent à annuler sur cette commande.',
} as const;

/** An agent's last outcome can be undone for this long (issue 46). */
export const UNDO_WINDOW_MS = 60_000;

/* ---------- Call attempts ---------- */

export const CallAttemptInputSchema = z
  .object({
    orderId: OrderRefQuerySchema.shape.orderId,
    outcome: z.enum(CALL_OUTCOMES, { error: COD_MSG.badOutcome }),
    note: z.string().trim().max(500, COD_MSG.noteTooLong).optional(),
    callbackAt: z.iso.datetime({ offset: true, error: COD_MSG.badCallbackAt }).optional(),
  })
  .refine((a) => a.outcome !== 'callback' || a.callbackAt, {
    message: COD_MSG.callbackRequired,
    path: ['callbackAt'],
  });
export type CallAttemptInput = z.infer<typeof CallAttemptInputSchema>;

export const CallAttemptSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES),
  at: z.string(),
  note: z.string(),
  callbackAt: z.string().nullable(),
  /** The agent's name, or null when the account is gone. */
  by: z.string().nullable(),
});
export type CallAttempt = z.infer<typeof CallAttemptSchema>;

/** A customer's past orders by phone, across accounts (this order left out). */
export const PhoneHistorySchema = z.object({
  orders: z.number().int(),
  delivered: z.number().int(),
  returned: z.number().int(),
  refused: z.number().int(),
  /** Cancelled otherwise than by a refusal at the call (a refusal counts once, as refused). */
  cancelled: z.number().int(),
  /** The warning the chip shows (issue 46): returns and refusals' share of the earlier orders. */
  risk: z.enum(['none', 'amber', 'red']),
});
export type PhoneHistory = z.infer<typeof PhoneHistorySchema>;

export const ConfirmationSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  /** ZN-…, the label people read (SPEC.md §9). */
  label: z.string(),
  createdAt: z.string(),
  customerName: z.string(),
  city: z.string(),
  /** The street address the parcel goes to (the agent reads it back on the call). */
  address: z.string(),
  /** Stored form, +212 and 9 digits. */
  phone: z.string(),
  totalAmt: z.number(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  attempts: z.array(CallAttemptSchema),
  nextCallAt: z.string().nullable(),
  /** The agent holding the order (issue 46), their name and until when; null when free. */
  claimedBy: z.string().nullable(),
  claimedByName: z.string().nullable(),
  claimUntil: z.string().nullable(),
  whatsappUrl: z.string(),
  /** The earlier order (its _id) from the same phone within a day, or null. */
  duplicateOf: z.string().nullable(),
  /** The label of that earlier order, to show. */
  duplicateOfLabel: z.string().nullable(),
  blocked: z.boolean(),
  customer: PhoneHistorySchema,
});
export type Confirmation = z.infer<typeof ConfirmationSchema>;

export const ConfirmationQueueSchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
  data: z.array(ConfirmationSchema),
  /** Every pending order, beyond the page shown: the navigation's badge. */
  totalCount: z.number().int(),
});
export type ConfirmationQueue = z.infer<typeof ConfirmationQueueSchema>;

/** `claim-next`: the order handed to the agent and held for them, or null when none is due. */
export const ClaimedSchema = z.object({ order: ConfirmationSchema.nullable() });
export type Claimed = z.infer<typeof ClaimedSchema>;

/** The order's desk state after a call. */
export const CallAttemptResultSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  order_status: z.string(),
  nextCallAt: z.string().nullable(),
  attempts: z.array(CallAttemptSchema),
});
export type CallAttemptResult = z.infer<typeof CallAttemptResultSchema>;

/* ---------- The customer's own confirmation ---------- */

export const CONFIRM_DECISIONS = ['confirm', 'cancel'] as const;

export const ConfirmTokenSchema = z.object({
  token: z.string({ error: COD_MSG.linkInvalid }).min(16, COD_MSG.linkInvalid).max(200),
});

export const ConfirmOrderInputSchema = ConfirmTokenSchema.extend({
  decision: z.enum(CONFIRM_DECISIONS).default('confirm'),
});
export type ConfirmOrderInput = z.infer<typeof ConfirmOrderInputSchema>;

/** What the link's page shows: enough to recognise the order, nothing to reach the account. */
export const LinkedOrderSchema = z.object({
  orderId: z.string(),
  label: z.string(),
  createdAt: z.string(),
  order_status: z.string(),
  totalAmt: z.number(),
  city: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: z.number() })),
});
export type LinkedOrder = z.infer<typeof LinkedOrderSchema>;

/* ---------- Blocklist ---------- */

export const PhoneSchema = z.string({ error: PHONE_INVALID }).transform((v, ctx) => {
  const phone = normalizeMoroccanPhone(v);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
    return z.NEVER;
  }
  return phone;
});

export const BlockPhoneInputSchema = z.object({
  phone: PhoneSchema,
  reason: z.string().trim().max(200, COD_MSG.reasonTooLong).default(''),
});
export type BlockPhoneInput = z.input<typeof BlockPhoneInputSchema>;

export const UnblockPhoneInputSchema = z.object({ phone: PhoneSchema });

export const BlockedPhoneSchema = z.object({
  phone: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  by: z.string().nullable(),
});
export type BlockedPhone = z.infer<typeof BlockedPhoneSchema>;

/* ---------- Settings ---------- */

/** Placeholders the WhatsApp template may use. */
export const TEMPLATE_FIELDS = [
  'nom',
  'commande',
  'reference',
  'articles',
  'total',
  'ville',
  'adresse',
] as const;

export const DEFAULT_WHATSAPP_TEMPLATE =
  'Bonjour {nom}, ici la boutique Zina. Merci pour votre commande {commande} (réf. {reference}) : {articles}, total {total}, livraison à {adresse}, {ville}, paiement à la livraison. Pouvez-vous nous la confirmer ?\n' +
  'Salam {nom}, m3akom Zina. Bghina nconfirmiw m3akom la commande {commande} ({total}). Wach nsiftoha lik ?';

export const CodSettingsSchema = z.object({
  whatsappTemplate: z
    .string()
    .trim()
    .min(1, COD_MSG.templateRequired)
    .max(1000, COD_MSG.templateTooLong),
  /** Refuse orders to a blocked phone at checkout (otherwise they are only flagged). */
  refuseBlockedAtCheckout: z.boolean(),
});
export type CodSettings = z.infer<typeof CodSettingsSchema>;

export const DEFAULT_COD_SETTINGS: CodSettings = {
  whatsappTemplate: DEFAULT_WHATSAPP_TEMPLATE,
  refuseBlockedAtCheckout: false,
};

/* ---------- Performance ---------- */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string({ error: COD_MSG.badDate })
  .regex(DAY, COD_MSG.badDate)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), COD_MSG.badDate);

export const CodStatsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: COD_MSG.badRange,
    path: ['from'],
  });
export type CodStatsQuery = z.infer<typeof CodStatsQuerySchema>;

const rate = z.number().min(0).max(1);

/**
 * Rates count decided orders only (issue 46): the confirmation rate leaves out the orders still
 * pending, the delivery and return rates the parcels still in transit; both counts are given.
 */
export const CodRatesSchema = z.object({
  orders: z.number().int(),
  confirmationRate: rate,
  deliveryRate: rate,
  returnRate: rate,
  /** Orders still waiting for confirmation: out of the confirmation rate. */
  pending: z.number().int(),
  /** Parcels shipped and not yet delivered or returned: out of the delivery and return rates. */
  inTransit: z.number().int(),
});

/** One agent's figures over the orders of the range (issue 46). */
export const AgentFiguresSchema = z.object({
  agentId: z.string(),
  name: z.string(),
  calls: z.number().int(),
  /** Orders the agent confirmed on a call. */
  confirmed: z.number().int(),
  /** Confirmed ÷ the decided orders the agent called (pending ones left out). */
  confirmationRate: rate,
  /** Median minutes from order to its first call, over the orders the agent called first. */
  medianMinutesToFirstCall: z.number().nullable(),
});
export type AgentFigures = z.infer<typeof AgentFiguresSchema>;

export const CodStatsSchema = CodRatesSchema.extend({
  from: z.string(),
  to: z.string(),
  /** Median minutes from order to confirmation, among the confirmed; null with none. */
  medianMinutesToConfirm: z.number().nullable(),
  /** Median minutes from order to its first call, over the called orders; null with none. */
  medianMinutesToFirstCall: z.number().nullable(),
  byAgent: z.array(AgentFiguresSchema),
  byCity: z.array(CodRatesSchema.extend({ city: z.string() })),
  byProduct: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      orders: z.number().int(),
      returnRate: rate,
    }),
  ),
  byDay: z.array(CodRatesSchema.extend({ day: z.string() })),
});
export type CodStats = z.infer<typeof CodStatsSchema>;

/* ---------- Performance: what the figures count ---------- */

/** Orders that passed confirmation (with or without `confirmed_at`, e.g. confirmed by hand). */
export const CONFIRMED_STATUSES = [
  'processing',
  'confirmed',
  'shipped',
  'delivered',
  'retourné',
] as const;

/** Orders that left the shop: the delivery and return rates are over these. */
export const SHIPPED_STATUSES = ['shipped', 'delivered', 'retourné'] as const;

/** The range when none is asked for: the last 30 days, today included. */
export const COD_STATS_DEFAULT_DAYS = 30;
/** The longest range (COD_MSG.rangeTooLong). */
export const COD_STATS_MAX_DAYS = 366;

export const COD_STATS_MSG = {
  csvCities: 'Par ville',
  csvProducts: 'Par produit',
  total: 'Toutes les villes',
  city: 'Ville',
  product: 'Produit',
  orders: 'Commandes',
  confirmationRate: 'Taux de confirmation (%)',
  deliveryRate: 'Taux de livraison (%)',
  returnRate: 'Taux de retour (%)',
  period: 'Période',
} as const;

/** performance-cod-2026-01-01-2026-01-30.csv */
export const codStatsCsvName = (from: string, to: string) => `performance-cod-${from}-${to}.csv`;
