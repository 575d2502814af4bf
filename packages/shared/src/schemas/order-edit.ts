import { z } from 'zod';
import { MOROCCAN_CITIES } from '../cities';
import { MoroccanPhoneSchema } from './address';
import { IdSchema, plainText } from './common';
import { ORDER_MAX_LINE_QUANTITY, OrderRefQuerySchema } from './order';

/** The desk's edit of an order on the call (issue 46). */
export const ORDER_EDIT_MSG = {
  saved: 'Commande modifiée',
  nothing: 'Indiquez les articles ou la livraison à modifier',
  linesRequired: 'La commande doit garder au moins un article',
  quantity: `La quantité doit être un nombre entier de 1 à ${ORDER_MAX_LINE_QUANTITY}`,
  productUnknown: 'Produit introuvable : il a peut-être été retiré de la boutique.',
  notEditable:
    'Cette commande ne peut plus être modifiée : seules les commandes en attente ou confirmées, pas encore expédiées, le peuvent.',
  invoiced:
    'Cette commande est déjà facturée : elle ne peut plus être modifiée (la facture ne change pas).',
  cityUnknown: 'Ville inconnue : veuillez choisir une ville de la liste.',
  mailSubject: (label: string) => `Votre commande ${label} a été modifiée`,
} as const;

const cities: ReadonlySet<string> = new Set(MOROCCAN_CITIES);

export const OrderEditSchema = z
  .object({
    orderId: OrderRefQuerySchema.shape.orderId,
    /** The order's lines after the edit: a line left out is removed, a new product added. */
    lines: z
      .array(
        z.object({
          productId: IdSchema,
          quantity: z.coerce
            .number({ error: ORDER_EDIT_MSG.quantity })
            .int(ORDER_EDIT_MSG.quantity)
            .min(1, ORDER_EDIT_MSG.quantity)
            .max(ORDER_MAX_LINE_QUANTITY, ORDER_EDIT_MSG.quantity),
        }),
        { error: ORDER_EDIT_MSG.linesRequired },
      )
      .min(1, ORDER_EDIT_MSG.linesRequired)
      .max(10, 'Dix articles différents au plus')
      .optional(),
    delivery: z
      .object({
        name: plainText('Le nom', 100),
        phone: MoroccanPhoneSchema,
        city: z
          .string({ error: ORDER_EDIT_MSG.cityUnknown })
          .trim()
          .refine((v) => cities.has(v), ORDER_EDIT_MSG.cityUnknown),
        address: plainText("L'adresse", 300),
      })
      .optional(),
  })
  .refine((v) => v.lines !== undefined || v.delivery !== undefined, {
    message: ORDER_EDIT_MSG.nothing,
  });
export type OrderEditInput = z.input<typeof OrderEditSchema>;
export type OrderEdit = z.output<typeof OrderEditSchema>;
