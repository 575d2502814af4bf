import { z } from 'zod';
import { MOROCCAN_CITIES } from '../cities';
import { normalizeMoroccanPhone, PHONE_INVALID } from '../phone';
import { EmailSchema, IdSchema, plainText } from './common';
import { ORDER_MAX_LINE_QUANTITY } from './order';

/** The express order (SPEC.md §11): one form, no account, cash on delivery. */
export const EXPRESS_MSG = {
  placed: 'Merci ! Votre commande est enregistrée. Nous vous appelons très vite pour la confirmer.',
  disabled:
    'La commande sans compte est momentanément indisponible : créez un compte ou connectez-vous pour commander.',
  honeypot: 'Votre commande n’a pas pu être envoyée. Veuillez réessayer.',
  cityUnknown: 'Ville inconnue : veuillez choisir une ville de la liste.',
  mobileOnly: 'Veuillez saisir un numéro de mobile marocain (06…, 07… ou +212…).',
  productUnknown: 'Ce produit n’existe pas ou n’est plus en vente.',
  quantity: `La quantité doit être comprise entre 1 et ${ORDER_MAX_LINE_QUANTITY}.`,
  itemsRequired: 'Veuillez choisir au moins un produit.',
  codeRequired: 'Veuillez saisir le code à 6 chiffres reçu par SMS ou WhatsApp.',
  codeWrong: (left: number) => `Code incorrect. Il vous reste ${left} essai${left > 1 ? 's' : ''}.`,
  codeDead: 'Ce code n’est plus valable. Veuillez demander un nouveau code.',
  codeSent:
    'Si ce numéro peut recevoir nos messages, un code à 6 chiffres vient de lui être envoyé. Il est valable 10 minutes.',
  trackNotFound: 'Ce lien de suivi est invalide.',
  trackCancelled: 'Votre commande a été annulée. À bientôt sur Zina.',
  tracked: 'Votre commande',
  settings: 'Réglages de la commande sans compte',
  settingsSaved: 'Réglages enregistrés',
} as const;

/** A Moroccan mobile (06…, 07…, +212 6…, +212 7…), stored as +212XXXXXXXXX. */
export const MoroccanMobileSchema = z
  .string({ error: EXPRESS_MSG.mobileOnly })
  .trim()
  .min(1, EXPRESS_MSG.mobileOnly)
  .max(30, PHONE_INVALID)
  .transform((value, ctx) => {
    const phone = normalizeMoroccanPhone(value);
    if (!phone || !/^\+212[67]\d{8}$/.test(phone)) {
      ctx.addIssue({ code: 'custom', message: EXPRESS_MSG.mobileOnly });
      return z.NEVER;
    }
    return phone;
  });

export const ExpressQuantitySchema = z.coerce
  .number({ error: EXPRESS_MSG.quantity })
  .int(EXPRESS_MSG.quantity)
  .min(1, EXPRESS_MSG.quantity)
  .max(ORDER_MAX_LINE_QUANTITY, EXPRESS_MSG.quantity);

const cities: ReadonlySet<string> = new Set(MOROCCAN_CITIES);

export const ExpressOrderSchema = z.object({
  items: z
    .array(z.object({ productId: IdSchema, quantity: ExpressQuantitySchema }), {
      error: EXPRESS_MSG.itemsRequired,
    })
    .min(1, EXPRESS_MSG.itemsRequired)
    .max(10, EXPRESS_MSG.itemsRequired),
  name: plainText('Le nom', 100),
  phone: MoroccanMobileSchema,
  city: z
    .string({ error: EXPRESS_MSG.cityUnknown })
    .trim()
    .refine((v) => cities.has(v), EXPRESS_MSG.cityUnknown),
  address: plainText("L'adresse", 300),
  email: z.preprocess((v) => (v === '' ? undefined : v), EmailSchema.optional()),
  note: z.preprocess((v) => (v === '' ? undefined : v), plainText('La note', 300).optional()),
  code: z
    .string()
    .regex(/^\d{6}$/, EXPRESS_MSG.codeRequired)
    .optional(),
  /** The honeypot: people never see it, so never fill it. */
  website: z.string().max(0, EXPRESS_MSG.honeypot).optional(),
});
export type ExpressOrderInput = z.input<typeof ExpressOrderSchema>;
export type ExpressOrder = z.output<typeof ExpressOrderSchema>;

/** The form's fields (one product, its quantity): the order's schema, one line at a time. */
export const ExpressFormSchema = ExpressOrderSchema.omit({ items: true }).extend({
  quantity: ExpressQuantitySchema,
});
export type ExpressFormInput = z.input<typeof ExpressFormSchema>;

/** 201: what the thank-you page needs. */
export const ExpressPlacedSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  label: z.string(),
  totalAmt: z.number(),
  /** PUBLIC_URL/suivi/<token>: the private tracking page (the token shown once, here). */
  trackUrl: z.string(),
});
export type ExpressPlaced = z.infer<typeof ExpressPlacedSchema>;

/** The tracking page's order: no name, phone or address. */
export const TrackedOrderSchema = z.object({
  label: z.string(),
  orderStatus: z.string(),
  createdAt: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number(), price: z.number() })),
  totalAmt: z.number(),
  shipment: z
    .object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string().nullable() })
    .nullable(),
  history: z.array(z.object({ status: z.string(), at: z.string() })),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;

export const TrackTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22,100}$/, EXPRESS_MSG.trackNotFound),
});

export const ExpressCodeRequestSchema = z.object({ phone: MoroccanMobileSchema });

export const ExpressSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Indiquez si la commande sans compte est ouverte' }),
  requireCode: z.boolean({ error: 'Indiquez si le code par téléphone est demandé' }),
  /** Pending orders per account and per phone (ORDER_MAX_PENDING until an admin saves one). */
  maxPending: z
    .number({ error: 'Le plafond doit être un nombre' })
    .int('Le plafond doit être un nombre entier')
    .min(1, 'Le plafond doit être au moins 1')
    .max(1_000_000_000, 'Le plafond est trop grand'),
});
export type ExpressSettings = z.infer<typeof ExpressSettingsSchema>;
