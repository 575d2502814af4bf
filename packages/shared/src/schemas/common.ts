import { z } from 'zod';
import { looksLikeLink } from '../link-text';
import { MSG } from '../messages';

/** Opaque 24-char lowercase hex ids (ARCHITECTURE.md). */
export const IdSchema = z.string({ error: MSG.invalidId }).regex(/^[0-9a-f]{24}$/, MSG.invalidId);

export const EmailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MSG.emailRequired)
  .max(254, "L'adresse email est trop longue")
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MSG.emailInvalid);

export const PageSchema = z.coerce
  .number({ error: 'La page doit être un nombre' })
  .int('La page doit être un nombre entier')
  .catch(1)
  .transform((n) => Math.max(1, Math.min(n, 10_000)));

/** Bounded on the server: a client never gets more than `max` rows at once. */
export const limitSchema = (fallback: number, max = 100) =>
  z.coerce
    .number({ error: 'La limite doit être un nombre' })
    .int()
    .catch(fallback)
    .transform((n) => (n < 1 ? fallback : Math.min(n, max)));

export const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} est requis` })
    .trim()
    .min(1, `${label} est requis`)
    .max(max, `${label} ne doit pas dépasser ${max} caractères`);

/** Text that reaches mails (names, delivery addresses): no link or site name in it. */
export const plainText = (label: string, max = 200) =>
  text(label, max).refine((v) => !looksLikeLink(v), MSG.noLinks);
