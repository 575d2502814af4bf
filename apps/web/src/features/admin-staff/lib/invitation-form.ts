import { z } from 'zod';
import { MSG } from '@zina/shared/messages';
import { StaffAcceptSchema } from '@zina/shared/schemas/staff';

/** The invitation page's fields: the password twice (the token is kept beside, in memory). */
export interface InvitationFields {
  password: string;
  confirmPassword: string;
}

export const EMPTY_INVITATION: InvitationFields = { password: '', confirmPassword: '' };

/** The shared accept payload, with the confirmation the page asks for on top. */
export const InvitationFormSchema = StaffAcceptSchema.extend({
  confirmPassword: z.string({ error: MSG.passwordsMismatch }).max(200),
}).refine((v) => v.password === v.confirmPassword, {
  message: MSG.passwordsMismatch,
  path: ['confirmPassword'],
});
