import { z } from 'zod';
import { ERROR_CODES } from './errors';

/** Every API body: { success, error, message, data? } (ARCHITECTURE.md, contract rules). */
export const apiResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), error: z.boolean(), message: z.string(), data });

/** Every error answer: the French `message` to show, and a `code` to decide on. */
export const ApiErrorSchema = z.object({
  success: z.literal(false),
  error: z.literal(true),
  code: z.enum(ERROR_CODES),
  message: z.string(),
});

export interface ApiBody<T = unknown> {
  success: boolean;
  error: boolean;
  message: string;
  data?: T;
}
