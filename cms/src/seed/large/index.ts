// The large seed (issue 15): `npm run seed -- --size large`, `SEED_SIZE=large npm start`. The demo seed is
// written first, exactly as at size 1 (its accounts, hand-written threads and posts), then a community of
// ~5,000 members, 10,000 topics, 100,000 replies, 1,000 posts, 20,000 comments and 200,000 votes and likes
// is added in bulk, long-tailed, with the ledger lines, follows, bookmarks and page-view history that go
// with it. The seed's recount then sets every counter, and the caller checks that none drifts.
import { Weighted } from './bulk';
import { largeComments, largePosts } from './blog';
import { largeReplies, largeTopics } from './forum';
import { largeBookmarks, largeFollows, largeMembers, largePageViews } from './people';
import { largeReactions } from './reactions';
import { LargeState } from './state';
import { dailyDays, withDailyLines } from '../daily-lines';
import { ACTIVITY, type SeedContext } from '../context';

export { LARGE } from './state';

/** `size` as given on the command line or in SEED_SIZE: a number, 'large', or 'large:<factor>'. */
export function parseSeedSize(value: string | number | undefined): { size: number; large?: number } {
  const text = String(value ?? '1').trim();
  const large = /^large(?::([\d.]+))?$/.exec(text);
  if (large) return { size: 1, large: large[1] ? Number(large[1]) : 1 };
  const size = Number(text);
  if (!Number.isFinite(size) || size <= 0) throw new Error(`seed: size must be a number, 'large' or 'large:<factor>', not ${text}`);
  return { size };
}

export async function seedLarge(ctx: SeedContext, factor: number) {
  const s = new LargeState(ctx, factor);
  s.progress('başlıyor', `ölçek ${factor}`);
  const created = await largeMembers(s);
  await largeFollows(s, created);
  const seeds = await largeTopics(s);
  await largeReplies(s, seeds);
  await largePosts(s);
  await largeComments(s);
  await largeReactions(s);
  await largeBookmarks(s, created, new Weighted(s.topics, (t) => 1 + t.replyCount));
  await largePageViews(s);
  // Each member-day with an act gets its daily line, unless the base seed's ledger has it (seed/daily-lines.ts).
  s.ledger = withDailyLines(
    s.ledger,
    (l) => ({ ...l, targetType: l.targetType ?? null, targetId: l.targetId ?? null, createdAt: l.occurredAt, updatedAt: l.occurredAt }),
    dailyDays(ctx.ledger),
  );
  await s.bulk.insert(ACTIVITY, s.ledger);
  ctx.counts.activities = (ctx.counts.activities ?? 0) + s.ledger.length;
  s.progress('puan defteri', `${s.ledger.length} satır`);
  return s;
}
