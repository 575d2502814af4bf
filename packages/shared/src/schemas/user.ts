import { z } from 'zod';
import { MSG } from '../messages';
import { passwordVerdict, weakPasswordMessage } from '../password-strength';
import { normalizeMoroccanPhone, PHONE_INVALID } from '../phone';
import { EmailSchema, plainText } from './common';

const password = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .max(200, 'Le mot de passe est trop long');

/** A password being set (register, reset, change): the one strength rule, with its hint. */
export const NewPasswordSchema = password.superRefine((value, ctx) => {
  const verdict = passwordVerdict(value);
  if (!verdict.ok) ctx.addIssue({ code: 'custom', message: weakPasswordMessage(verdict) });
});

export const LoginSchema = z.object({
  email: EmailSchema,
  password,
});
export type Login = z.infer<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    name: plainText('Le nom', 100),
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: MSG.passwordsMismatch }).max(200),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type Register = z.infer<typeof RegisterSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const VerifyOtpSchema = z.object({
  email: EmailSchema,
  otp: z
    .string({ error: 'Veuillez saisir le code à 6 chiffres' })
    .regex(/^\d{6}$/, 'Veuillez saisir le code à 6 chiffres'),
});
export type VerifyOtp = z.infer<typeof VerifyOtpSchema>;

/** Said when the new-password step comes without the proof of a checked code. */
export const RESET_VERIFY_FIRST = "Veuillez d'abord valider le code reçu par email.";

export const ResetPasswordSchema = z
  .object({
    email: EmailSchema,
    /** Given by the code step (`OtpVerifiedSchema`); single use. */
    resetToken: z
      .string({ error: RESET_VERIFY_FIRST })
      .regex(/^[A-Za-z0-9_-]{32,100}$/, RESET_VERIFY_FIRST),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ error: MSG.passwordsMismatchDot }).max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MSG.passwordsMismatchDot,
    path: ['confirmPassword'],
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** ADMIN: everything; AGENT: the confirmation desk and the orders (issue 46); USER: a customer. */
export const ROLES = ['ADMIN', 'AGENT', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/** The user as the API shows it (SPEC.md §3): never a hash or an internal field. */
export const PublicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  verify_email: z.boolean(),
  /** Whether a Google account signs in to this one (dropped by an e-mail change and a reset). */
  googleLinked: z.boolean(),
  last_login_date: z.string().nullable(),
  status: z.string(),
  role: z.enum(ROLES),
  address_details: z.array(z.string()),
  shopping_cart: z.array(z.string()),
  orderHistory: z.array(z.string()),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const TokensSchema = z.object({ accesstoken: z.string(), refreshToken: z.string() });
export const RefreshedSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Refreshed = z.infer<typeof RefreshedSchema>;

/**
 * What the code step answers: the address the reset screen shows, and the single-use token the
 * new-password step must bring back (10 minutes, for this account only).
 */
export const OtpVerifiedSchema = z.object({ email: z.string(), resetToken: z.string() });
export type OtpVerified = z.infer<typeof OtpVerifiedSchema>;

const PHONE_REQUIRED = 'Le numéro de téléphone est requis';

/** Any usual way of writing a Moroccan number, stored as +212XXXXXXXXX. */
export const MoroccanPhoneSchema = z
  .string({ error: PHONE_REQUIRED })
  .trim()
  .min(1, PHONE_REQUIRED)
  .max(40, PHONE_INVALID)
  .transform((value, ctx) => {
    const normalized = normalizeMoroccanPhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
      return z.NEVER;
    }
    return normalized;
  });

export const CURRENT_PASSWORD_MSG = {
  missing:
    'Veuillez saisir votre mot de passe actuel pour modifier votre email ou votre mot de passe',
  wrong: 'Mot de passe actuel incorrect',
  none:
    'Votre compte n’a pas encore de mot de passe : utilisez « Mot de passe oublié » pour en ' +
    'définir un, puis modifiez votre email ou votre mot de passe.',
} as const;

/**
 * Profile form (SPEC.md §5: name, email and mobile all required). A new e-mail or a new password
 * also needs the current password (checked by the server); the new one obeys the strength rule.
 */
export const UpdateUserSchema = z
  .object({
    name: plainText('Le nom', 100),
    email: EmailSchema,
    mobile: MoroccanPhoneSchema,
    currentPassword: z.string().max(200, 'Le mot de passe est trop long').optional(),
    newPassword: NewPasswordSchema.optional(),
    confirmPassword: z.string().max(200).optional(),
  })
  .refine((v) => v.newPassword === undefined || v.newPassword === v.confirmPassword, {
    message: MSG.passwordsMismatchDot,
    path: ['confirmPassword'],
  });
export type UpdateUserInput = z.input<typeof UpdateUserSchema>;
export type UpdateUser = z.output<typeof UpdateUserSchema>;

export const AvatarSchema = z.object({ avatar: z.string() });
