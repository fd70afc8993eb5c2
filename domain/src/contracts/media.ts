import { z } from 'zod';

/** POST /api/media/avatar | cover | images: the stored file (its type read from its bytes, metadata stripped). */
export const uploadedMediaSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    mime: z.string(),
    size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .strict();
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;
