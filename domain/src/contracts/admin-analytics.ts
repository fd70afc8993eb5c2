import { z } from 'zod';

const count = z.number().int().nonnegative();

/**
 * The admin analytics tab (forum spec §3 "Analytics object", §2 "Analytics tab"), computed from the rows.
 * Totals are of today's database; `newUsers`, `activeUsers`, `pageViews`, the top lists and the hourly
 * activity are of the chosen range; `today…` of the Istanbul day; `userGrowth` is the member count at the
 * end of each of the last 8 Istanbul days (labels YYYY-MM-DD, oldest first); `contentStats` the categories
 * that hold topics, with their topics and posts (topics + their replies); `dailyActivity` 24 Istanbul hours
 * ('00:00'..'23:00') with the distinct active members and the posts written in that hour over the range.
 */
export const adminAnalyticsSchema = z
  .object({
    range: z.enum(['24hours', '7days', '30days', '90days']),
    overview: z
      .object({
        totalUsers: count,
        activeUsers: count,
        newUsers: count,
        totalPosts: count,
        todayPosts: count,
        totalTopics: count,
        todayTopics: count,
        pageViews: count,
        todayViews: count,
      })
      .strict(),
    userGrowth: z.object({ labels: z.array(z.string()), data: z.array(count) }).strict(),
    contentStats: z.object({ labels: z.array(z.string()), topics: z.array(count), posts: z.array(count) }).strict(),
    topPerformers: z
      .object({
        posts: z.array(z.object({ title: z.string(), views: count, likes: count, link: z.string() }).strict()),
        users: z.array(z.object({ username: z.string(), posts: count, reputation: z.number().int() }).strict()),
      })
      .strict(),
    trends: z.object({ dailyActivity: z.array(z.object({ time: z.string(), users: count, posts: count }).strict()) }).strict(),
  })
  .strict();
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
