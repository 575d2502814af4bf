import { z } from 'zod';

/** POST /api/file/upload: where the image now lives, and its narrower copies for srcset. */
export const UploadedImageSchema = z.object({
  url: z.string(),
  srcset: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
