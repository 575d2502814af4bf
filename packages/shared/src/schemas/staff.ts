import { z } from 'zod';
import { EmailSchema, plainText } from './common';
import { NewPasswordSchema } from './user';

/** The shop's team (issue 46): who reaches the back office, and how far. */
export const STAFF_ROLES = ['ADMIN', 'AGENT'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** An invitation lasts this long (single use). */
export const INVITATION_HOURS = 72;

export const STAFF_MSG = {
  list: 'Équipe',
  invited: 'Invitation envoyée',
  accepted: 'Bienvenue dans l’équipe : vous pouvez vous connecter',
  updated: 'Membre de l’équipe mis à jour',
  roleRequired: 'Veuillez choisir un rôle (administrateur ou agent)',
  accountExists:
    'Un compte existe déjà avec cette adresse email : invitez une autre adresse, ou demandez à la personne d’utiliser la sienne.',
  invitationInvalid: 'Ce lien d’invitation est invalide, expiré ou déjà utilisé.',
  notFound: 'Membre de l’équipe introuvable',
  notYourself: 'Vous ne pouvez pas retirer vos propres droits ni désactiver votre compte.',
  lastAdmin: 'La boutique doit garder au moins un administrateur actif.',
} as const;

export const StaffInviteSchema = z.object({
  email: EmailSchema,
  name: plainText('Le nom', 100),
  role: z.enum(STAFF_ROLES, { error: STAFF_MSG.roleRequired }),
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

export const StaffAcceptSchema = z.object({
  token: z
    .string({ error: STAFF_MSG.invitationInvalid })
    .min(16, STAFF_MSG.invitationInvalid)
    .max(200, STAFF_MSG.invitationInvalid),
  password: NewPasswordSchema,
});
export type StaffAccept = z.infer<typeof StaffAcceptSchema>;

export const StaffUpdateSchema = z
  .object({
    role: z.enum(STAFF_ROLES, { error: STAFF_MSG.roleRequired }).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, {
    message: 'Rien à modifier',
  });
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

export const StaffMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** An invitation not yet accepted (no account yet): its expiry. */
  invitedUntil: z.string().nullable().optional(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
