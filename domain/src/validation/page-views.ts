import { z } from 'zod';

/**
 * POST /api/page-views (site server → cms only): the page views the site server counted since its last
 * flush, per Istanbul day and path. No addresses or cookies: `uniqueVisitors` is a count the site server
 * made from a daily-salted hash it never sends nor stores.
 */
export const pageViewBatchSchema = z
  .object({
    views: z
      .array(
        z
          .object({
            day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            path: z.string().min(1).max(255).startsWith('/'),
            views: z.number().int().min(1).max(1_000_000),
            uniqueVisitors: z.number().int().min(0).max(1_000_000),
          })
          .strict()
          .refine((v) => v.uniqueVisitors <= v.views),
      )
      .min(1)
      .max(2000),
  })
  .strict();
export type PageViewBatch = z.input<typeof pageViewBatchSchema>;
