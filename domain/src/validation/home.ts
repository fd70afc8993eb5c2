import { z } from 'zod';
import { msg } from '../messages';
import { HOME_FEED_TABS, DEFAULT_HOME_FEED_TAB } from '../ranking';

const tabValues = HOME_FEED_TABS.map((t) => t.value) as ['hot', 'new', 'top'];

/** GET /api/home/feed query: the tab (default new), the page, and an optional source (a forum category slug or 'blog'). */
export const homeFeedQuerySchema = z.object({
  tab: z.enum(tabValues, { message: msg('home.error.tab') }).default(DEFAULT_HOME_FEED_TAB),
  page: z.coerce
    .number({ message: msg('home.error.page') })
    .int(msg('home.error.page'))
    .min(1, msg('home.error.page'))
    .max(10_000, msg('home.error.page'))
    .default(1),
  source: z
    .string()
    .trim()
    .max(100, msg('home.error.source'))
    .regex(/^[a-z0-9-]*$/, msg('home.error.source'))
    .optional()
    .transform((v) => v || undefined),
});
export type HomeFeedQuery = z.infer<typeof homeFeedQuerySchema>;
