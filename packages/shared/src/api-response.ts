import { z } from 'zod';

/** Every API body: { success, error, message, data? } (ARCHITECTURE.md, contract rules). */
export const apiResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), error: z.boolean(), message: z.string(), data });

export const ApiErrorSchema = z.object({
  success: z.literal(false),
  error: z.literal(true),
  message: z.string(),
});

export interface ApiBody<T = unknown> {
  success: boolean;
  error: boolean;
  message: string;
  data?: T;
}
