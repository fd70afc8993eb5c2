// The large seed's votes and likes: drawn by popularity (busy threads and good answers collect most), one
// per member and target as the unique indexes demand, each with the ledger line its owner earned.
import { ACTIVITY_POINTS as POINTS } from '@oyundev/domain';
import { between } from '../random';
import { LIKE, VOTE, maxDate, type Member } from '../context';
import { logNormal, Weighted } from './bulk';
import type { LargeState } from './state';

type Target = { type: 'topic' | 'reply' | 'blog-post' | 'comment'; id: number; owner: Member; at: Date; premium: boolean };

/** `count` reactions over `targets`; `make` turns one drawn (member, target, time) into its row. */
function draw(s: LargeState, targets: Weighted<Target>, count: number, make: (m: Member, t: Target, at: Date) => Record<string, unknown>) {
  const seen = new Set<string>();
  const rows: Array<Record<string, unknown>> = [];
  for (let k = 0, misses = 0; rows.length < count && misses < count; k++) {
    const target = targets.pick(s.random);
    const member = s.someone(s.ctx.now, target.premium, target.owner);
    const key = `${member.id}:${target.type}:${target.id}`;
    if (member === target.owner || seen.has(key)) {
      misses += 1;
      continue;
    }
    seen.add(key);
    rows.push(make(member, target, between(s.random, maxDate(target.at, member.createdAt), s.ctx.now)));
  }
  return rows;
}

export async function largeReactions(s: LargeState) {
  const forum: Target[] = [
    ...s.topics.map((t) => ({ type: 'topic' as const, id: t.id, owner: t.author, at: t.createdAt, premium: t.isPremium })),
    ...s.replies.map((r) => ({ type: 'reply' as const, id: r.id, owner: r.author, at: r.createdAt, premium: r.topic.isPremium })),
  ];
  // A topic draws with its discussion; a reply with its own luck (a few answers are loved).
  const topicReplies = new Map(s.topics.map((t) => [t.id, t.replyCount]));
  const forumTargets = new Weighted(forum, (t) =>
    t.type === 'topic' ? 2 * Math.sqrt(1 + (topicReplies.get(t.id) ?? 0)) * logNormal(s.random, 0.8) : logNormal(s.random, 1.2) * 0.6,
  );
  const votes = draw(s, forumTargets, s.n('votes'), (m, t, at) => {
    const value = s.random.chance(t.type === 'topic' ? 0.85 : 0.9) ? 1 : -1;
    s.earn(
      t.owner.id,
      value > 0 ? 'upvote_received' : 'downvote_received',
      t.type,
      t.id,
      at,
      value > 0 ? POINTS.upvote_received : POINTS.downvote_received,
    );
    return { userId: m.id, targetType: t.type, targetId: t.id, value, createdAt: at, updatedAt: at };
  });
  await s.bulk.insert(VOTE, votes);
  s.ctx.counts.votes = (s.ctx.counts.votes ?? 0) + votes.length;
  s.progress('oylar', `${votes.length}`);

  const like = (m: Member, t: Target, at: Date) => {
    s.earn(t.owner.id, 'like_received', t.type, t.id, at, POINTS.like_received);
    return { userId: m.id, targetType: t.type, targetId: t.id, createdAt: at, updatedAt: at };
  };
  const blog = new Weighted<Target>(
    [
      ...s.posts.map((p) => ({ type: 'blog-post' as const, id: p.postNumber, owner: p.author, at: p.at, premium: p.isPremium })),
      ...s.comments.map((c) => ({ type: 'comment' as const, id: c.id, owner: c.author, at: c.createdAt, premium: c.post.isPremium })),
    ],
    (t) => (t.type === 'blog-post' ? 8 : 1) * logNormal(s.random, 0.9),
  );
  const likes = [...draw(s, forumTargets, s.n('forumLikes'), like), ...(s.posts.length ? draw(s, blog, s.n('blogLikes'), like) : [])];
  await s.bulk.insert(LIKE, likes);
  s.ctx.counts.likes = (s.ctx.counts.likes ?? 0) + likes.length;
  s.progress('beğeniler', `${likes.length}`);
}
