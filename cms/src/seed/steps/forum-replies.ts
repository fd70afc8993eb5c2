// Replies (each topic answered by replies written for it), votes and likes in the forum.
import { ACTIVITY_POINTS as POINTS, msg } from '@oyundev/domain';
import { addMs, between, days, hours, minutes, recentBetween } from '../random';
import { NEUTRAL_REPLIES, REPLY_TO_REPLIES, SOLVED_REPLY, TOPIC_REPLIES, type TopicSeed } from '../content/forum';
import { TOPIC, REPLY, VOTE, USER_AGENTS, maxDate, minDate, type Member, type SeedContext, type Target, type Topic } from '../context';

export async function seedReplies(ctx: SeedContext) {
  type Draft = {
    topic: Topic;
    author: Member;
    createdAt: Date;
    content: string;
    replyTo?: number;
    deleted: boolean;
    edited: boolean;
    solution?: boolean;
  };
  const drafts: Draft[] = [];
  const resolved: Topic[] = [];
  let deletions = 2 * ctx.size;
  const plan = ctx.plan;

  for (const [i, topic] of ctx.topics.entries()) {
    const seedTopic = plan[i];
    if (!topic.counted || seedTopic?.closed) continue;
    const own = repliesFor(seedTopic);
    // After the topic's own replies: a few short follow-ups and answers to replies.
    const extra = ctx.random.int(0, 2);
    const local: number[] = [];
    const usedNeutral = new Set<string>();
    const ownAnswers = new Set<number>();
    let next = 0;
    let extras = 0;
    let at = topic.createdAt;
    while (next < own.length || extras < extra) {
      const when = recentBetween(ctx.random, addMs(at, minutes(5)), minDate(ctx.now, addMs(at, days(4))), 0.8);
      if (when >= ctx.now) break;
      at = when;
      let author = ctx.someone(at, [topic.author], topic.isPremium) ?? ctx.someone(at, [], topic.isPremium);
      if (!author) break;
      let content: string;
      let replyTo: number | undefined;
      // "@name Katılıyorum…" answers one of the topic's own answers (not a follow-up, not the author's).
      const answerable = local.filter((d) => ownAnswers.has(d) && drafts[d].author !== author && !drafts[d].deleted);
      if (answerable.length && ctx.random.chance(0.2)) {
        replyTo = ctx.random.pick(answerable);
        content = `@${drafts[replyTo].author.username} ${ctx.random.pick(REPLY_TO_REPLIES)}`;
        extras += 1;
      } else if (next < own.length) {
        content = own[next++];
        if (content.startsWith(OP)) {
          author = topic.author;
          content = content.slice(OP.length);
        } else {
          ownAnswers.add(drafts.length);
        }
      } else {
        do content = ctx.random.pick(NEUTRAL_REPLIES);
        while (usedNeutral.has(content) && usedNeutral.size < NEUTRAL_REPLIES.length);
        usedNeutral.add(content);
        extras += 1;
      }
      const deleted = deletions > 0 && replyTo === undefined && author !== topic.author && local.length > 0 && ctx.random.chance(0.05);
      if (deleted) deletions -= 1;
      local.push(drafts.length);
      drafts.push({ topic, author, createdAt: at, content, replyTo, deleted, edited: !deleted && ctx.random.chance(0.08) });
    }
    // A question whose author wrote back that it worked is resolved (the answer before that is the
    // solution); other questions with an answer from someone else are about half the time, with a note.
    const answers = local.filter((d) => !drafts[d].deleted && drafts[d].author !== topic.author && drafts[d].replyTo === undefined);
    const thanked = local.findIndex((d) => drafts[d].author === topic.author && drafts[d].replyTo === undefined);
    if (seedTopic?.question && thanked > 0) {
      const before = answers.filter((d) => d < local[thanked]);
      if (before.length) {
        resolved.push(topic);
        drafts[ctx.random.pick(before)].solution = true;
      }
    } else if (seedTopic?.question && answers.length && ctx.random.chance(0.55)) {
      const solutionAt = addMs(drafts[local[local.length - 1]].createdAt, hours(ctx.random.int(1, 20)));
      if (solutionAt < ctx.now) {
        resolved.push(topic);
        const solution = ctx.random.pick(answers);
        drafts[solution].solution = true;
        drafts.push({ topic, author: topic.author, createdAt: solutionAt, content: SOLVED_REPLY, deleted: false, edited: false });
      }
    }
  }

  const inserted = await ctx.write.insert(
    REPLY,
    drafts.map((d) => {
      const editedAt = d.edited ? addMs(d.createdAt, minutes(ctx.random.int(3, 90))) : null;
      return {
        content: d.content,
        isApproved: true,
        isDeleted: d.deleted,
        isEdited: d.edited,
        editedAt,
        editHistory: d.edited ? [{ editedAt: editedAt!.toISOString(), reason: 'Ek bilgi eklendi' }] : [],
        ipAddress: `10.${ctx.random.int(0, 255)}.${ctx.random.int(0, 255)}.${ctx.random.int(1, 254)}`,
        userAgent: ctx.random.pick(USER_AGENTS),
        createdAt: d.createdAt,
        updatedAt: editedAt ?? d.createdAt,
      };
    }),
  );
  ctx.replies = drafts.map((d, i) => ({
    id: inserted[i].id,
    topic: d.topic,
    author: d.author,
    createdAt: d.createdAt,
    counted: !d.deleted,
  }));
  await ctx.write.link(
    REPLY,
    'topic',
    ctx.replies.map((r) => [r.id, r.topic.id]),
  );
  await ctx.write.link(
    REPLY,
    'author',
    ctx.replies.map((r) => [r.id, r.author.id]),
  );
  await ctx.write.link(
    REPLY,
    'replyTo',
    drafts.flatMap((d, i) => (d.replyTo !== undefined ? [[ctx.replies[i].id, ctx.replies[d.replyTo].id] as [number, number]] : [])),
  );
  await ctx.write.link(
    REPLY,
    'editedBy',
    drafts.flatMap((d, i) => (d.edited ? [[ctx.replies[i].id, d.author.id] as [number, number]] : [])),
  );
  await ctx
    .db(ctx.write.table(TOPIC))
    .whereIn(
      'id',
      resolved.map((t) => t.id),
    )
    .update({ is_resolved: true });

  for (const [i, r] of ctx.replies.entries()) {
    if (!r.counted) continue;
    ctx.ledger.push({
      userId: r.author.id,
      type: 'reply_created',
      points: POINTS.reply_created,
      targetType: 'reply',
      targetId: r.id,
      occurredAt: r.createdAt,
    });
    if (drafts[i].solution) {
      ctx.solutions.push(r);
      await ctx.db(ctx.write.table(TOPIC)).where('id', r.topic.id).update({ solution_reply_id: r.id });
      const at = addMs(r.createdAt, hours(1));
      const solvedAt =
        ctx.replies.find((x) => x.topic === r.topic && x.author === r.topic.author && x.createdAt > r.createdAt)?.createdAt ?? at;
      ctx.ledger.push({
        userId: r.author.id,
        type: 'solution_accepted',
        points: POINTS.solution_accepted,
        targetType: 'reply',
        targetId: r.id,
        occurredAt: solvedAt,
      });
    }
    if (r.author !== r.topic.author) {
      ctx.events.push({
        user: r.topic.author,
        actor: r.author,
        type: 'new_reply',
        title: msg('notification.newReply.title'),
        message: msg('notification.newReply.message', { name: r.author.username, title: r.topic.title }),
        link: `/forum/konu/${r.topic.slug}`,
        at: r.createdAt,
      });
    }
  }
  ctx.counts.replies = ctx.replies.length;
}

/** Votes and likes on topics and replies. */
export async function seedForumReactions(ctx: SeedContext) {
  const targets: Target[] = [
    ...ctx.topics
      .filter((t) => t.counted)
      .map((t) => ({
        type: 'topic' as const,
        id: t.id,
        owner: t.author,
        at: t.createdAt,
        link: `/forum/konu/${t.slug}`,
        premium: t.isPremium,
      })),
    ...ctx.replies
      .filter((r) => r.counted)
      .map((r) => ({
        type: 'reply' as const,
        id: r.id,
        owner: r.author,
        at: r.createdAt,
        link: `/forum/konu/${r.topic.slug}`,
        premium: r.topic.isPremium,
      })),
  ];
  const votes: Record<string, unknown>[] = [];
  for (const target of targets) {
    const most = target.type === 'topic' ? 14 : 5;
    const voters = ctx.random.sample(
      ctx.activeMembers(ctx.now, [target.owner], target.premium),
      Math.round(most * Math.pow(ctx.random.next(), 1.5)),
    );
    for (const voter of voters) {
      const at = between(ctx.random, maxDate(target.at, voter.createdAt), ctx.now);
      const value = ctx.random.chance(target.type === 'topic' ? 0.85 : 0.9) ? 1 : -1;
      votes.push({ userId: voter.id, targetType: target.type, targetId: target.id, value, createdAt: at, updatedAt: at });
      ctx.ledger.push({
        userId: target.owner.id,
        type: value > 0 ? 'upvote_received' : 'downvote_received',
        points: value > 0 ? POINTS.upvote_received : POINTS.downvote_received,
        targetType: target.type,
        targetId: target.id,
        occurredAt: at,
      });
    }
  }
  await ctx.write.insert(VOTE, votes);
  ctx.counts.votes = votes.length;
  await ctx.like(targets, { topic: 8, reply: 6 });
}

/** Marks a reply in content/replies written by the topic's own author. */
const OP = 'OP: ';

/** The replies written for a topic; a topic without any is a mistake in the content, not a quiet gap. */
function repliesFor(topic: TopicSeed): string[] {
  const own = TOPIC_REPLIES[topic.replyKey ?? topic.title.replace(/ \(\d+\)$/, '')];
  if (!own?.length) throw new Error(`seed: no replies written for the topic "${topic.title}" (content/replies)`);
  return topic.engine ? own.map((r) => r.replace(/\{engine\}/g, topic.engine!)) : own;
}
