import { z } from 'zod';
import { looksLikeLink } from '../link-text';
import { MSG } from '../messages';
import { normalizeMoroccanPhone, PHONE_INVALID } from '../phone';
import { IdSchema } from './common';

/** Addresses a customer keeps at once; and ever created (deleted ones stay, for old orders). */
export const MAX_ADDRESSES = 20;
export const MAX_ADDRESS_ROWS = 100;

export const ADDRESS_MSG = {
  tooMany: `Vous avez atteint la limite de ${MAX_ADDRESSES} adresses : supprimez-en une pour en ajouter une nouvelle.`,
  tooManyEver: 'Ce compte a créé trop d’adresses. Contactez-nous pour en ajouter une nouvelle.',
  created: 'Adresse ajoutée avec succès',
  updated: 'Adresse mise à jour avec succès',
  disabled: 'Adresse supprimée',
  list: 'Vos adresses',
  notFound: 'Adresse introuvable',
} as const;

/** Any Moroccan mobile or landline form; the API stores +212XXXXXXXXX. */
export const MoroccanPhoneSchema = z
  .string({ error: 'Le téléphone est requis' })
  .trim()
  .min(1, 'Le téléphone est requis')
  .max(30, PHONE_INVALID)
  .transform((value, ctx) => {
    const phone = normalizeMoroccanPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
      return z.NEVER;
    }
    return phone;
  });

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} est requise` })
    .trim()
    .min(1, `${label} est requise`)
    .max(max, `${label} ne doit pas dépasser ${max} caractères`)
    // Delivery addresses reach mails and the desk: no link of anyone's choosing in them.
    .refine((v) => !looksLikeLink(v), MSG.noLinks);

export const AddressInputSchema = z.object({
  adresse: required("L'adresse", 300),
  /** Chosen from MOROCCAN_CITIES in the form, but free text is allowed. */
  ville: required('La ville', 100),
  telephone: MoroccanPhoneSchema,
});
export type AddressInput = z.input<typeof AddressInputSchema>;

/** utilisateurId may be sent (SPEC.md §7) but is ignored: ownership comes from the session. */
export const AddressUpdateSchema = AddressInputSchema.extend({
  _id: IdSchema,
  utilisateurId: z.unknown().optional(),
});
export type AddressUpdate = z.input<typeof AddressUpdateSchema>;

export const AddressIdSchema = z.object({ _id: IdSchema });

/** SPEC.md §3 Address. */
export const AddressSchema = z.object({
  _id: z.string(),
  utilisateurId: z.string(),
  adresse: z.string(),
  ville: z.string(),
  telephone: z.string(),
  statut: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;
