import { z } from 'zod';
import { LEADERBOARD_PERIODS } from '../levels';
import { authorSummarySchema, paginationSchema } from './common';

export const leaderboardRowSchema = z.object({ rank: z.number().int(), points: z.number().int(), member: authorSummarySchema }).strict();
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** GET /api/leaderboard?period&page — `viewer` is the signed-in member's own row (null for guests and the unranked). */
export const leaderboardAnswerSchema = z
  .object({
    data: z.array(leaderboardRowSchema),
    meta: z
      .object({
        period: z.enum(LEADERBOARD_PERIODS),
        pagination: paginationSchema,
        viewer: z.object({ rank: z.number().int(), points: z.number().int() }).strict().nullable(),
      })
      .strict(),
  })
  .strict();
export type LeaderboardAnswer = z.infer<typeof leaderboardAnswerSchema>;
