import { z } from 'zod';
import { IdSchema } from './common';

/** A mail the queue gave up on after its tries (back office, "Emails en échec"). */
export const FailedMailSchema = z.object({
  _id: IdSchema,
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** ISO 8601, as every date of the API. */
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedMail = z.infer<typeof FailedMailSchema>;

export const MailJobIdSchema = z.object({ id: IdSchema });
