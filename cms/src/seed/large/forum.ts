// The large seed's topics and replies: the demo's hand-written topics and their replies repeated as numbered
// threads, with a long tail — a few hot topics with thousands of replies, many with none.
import { ACTIVITY_POINTS as POINTS, normalizeTag, topicSlug } from '@oyundev/domain';
import { addMs, days, hours, minutes, recentBetween } from '../random';
import {
  CATEGORIES,
  CODE,
  ENGINE_CATEGORIES,
  ENGINE_TOPICS,
  NEUTRAL_REPLIES,
  REPLY_TO_REPLIES,
  TOPICS,
  TOPIC_REPLIES,
  type TopicSeed,
} from '../content/forum';
import { REPLY, TOPIC, USER_AGENTS, maxDate, minDate } from '../context';
import { contentFacets } from '../facets';
import { named } from '../../lib/sql-names';
import { apportion, logNormal } from './bulk';
import type { LargeReply, LargeState, LargeTopic } from './state';

/** Every topic the demo has words for (not the rules, the staff posts or closed ones, which stay single). */
function topicPool(): TopicSeed[] {
  const engineTopics: TopicSeed[] = [];
  for (const pattern of ENGINE_TOPICS)
    for (const e of ENGINE_CATEGORIES)
      engineTopics.push({
        category: e.category,
        title: pattern.title.replace('{engine}', e.engine),
        tags: [e.tag, ...pattern.tags],
        body: pattern.body.replace(/\{engine\}/g, e.engine),
        question: pattern.question,
        replyKey: pattern.title,
        engine: e.engine,
      });
  return [...TOPICS.filter((t) => !t.pinned && !t.author && !t.closed), ...engineTopics];
}

const ownReplies = (t: TopicSeed) => {
  const own = TOPIC_REPLIES[t.replyKey ?? t.title] ?? [];
  return t.engine ? own.map((r) => r.replace(/\{engine\}/g, t.engine!)) : own;
};
const ip = (s: LargeState) => `10.${s.random.int(0, 255)}.${s.random.int(0, 255)}.${s.random.int(1, 254)}`;

export async function largeTopics(s: LargeState) {
  const { ctx, random } = s;
  const pool = topicPool();
  const premium = new Set(CATEGORIES.filter((c) => c.isPremium).map((c) => c.slug));
  const slugs = new Set(ctx.topics.map((t) => t.slug));
  const rounds = new Map<string, number>();
  const wanted = s.n('topics') - ctx.topics.length;
  const seeds: TopicSeed[] = [];
  const drafts: Array<Omit<LargeTopic, 'id'> & { tags: string[] }> = [];
  const rows: Array<Record<string, unknown>> = [];
  for (let i = 0; i < wanted; i++) {
    const t = random.pick(pool);
    const round = (rounds.get(t.title) ?? 1) + 1;
    rounds.set(t.title, round);
    const title = `${t.title} (${round})`;
    let slug = topicSlug(title);
    for (let k = 2; slugs.has(slug); k++) slug = `${topicSlug(title).slice(0, 56)}-${k}`;
    slugs.add(slug);
    const isPremium = premium.has(t.category);
    const drawn = recentBetween(random, addMs(ctx.start, days(2)), addMs(ctx.now, -hours(3)), 1.4);
    const author = s.someone(drawn, isPremium);
    const createdAt = minDate(maxDate(drawn, addMs(author.createdAt, hours(1))), addMs(ctx.now, -hours(1)));
    seeds.push(t);
    drafts.push({
      slug,
      title,
      author,
      createdAt,
      isPremium,
      category: t.category,
      replyCount: 0,
      tags: [...new Set(t.tags.map(normalizeTag))].filter((tag) => ctx.tagIds.has(tag)).slice(0, 5),
    });
    rows.push({
      title,
      slug,
      content: t.body.replace(/^CODE:(\w+)$/gm, (_, key: keyof typeof CODE) => CODE[key]),
      ...contentFacets({ category: t.category, title: t.title, tags: t.tags }),
      attachments: [],
      images: [],
      ipAddress: ip(s),
      userAgent: random.pick(USER_AGENTS),
      editHistory: [],
      createdAt,
      updatedAt: createdAt,
    });
  }
  const ids = await s.bulk.insert(TOPIC, rows);
  s.topics = drafts.map((d, i) => ({ ...d, id: ids[i] }));
  await s.bulk.link(
    TOPIC,
    'author',
    s.topics.map((t) => [t.id, t.author.id]),
  );
  await s.bulk.link(
    TOPIC,
    'category',
    s.topics.map((t) => [t.id, ctx.categoryIds.get(t.category)!]),
  );
  await s.bulk.link(
    TOPIC,
    'tags',
    drafts.flatMap((d, i) => d.tags.map((tag) => [ids[i], ctx.tagIds.get(tag)!] as [number, number])),
  );
  for (const t of s.topics) s.earn(t.author.id, 'topic_created', 'topic', t.id, t.createdAt, POINTS.topic_created);
  ctx.counts.topics = ctx.topics.length + s.topics.length;
  s.progress('konular', `${s.topics.length}`);
  return seeds;
}

/** How many replies each topic gets: three hot threads, a third with none, a log-normal tail for the rest. */
function replyCounts(s: LargeState, total: number): number[] {
  const n = s.topics.length;
  const counts = new Array<number>(n).fill(0);
  const publicTopics = s.topics.map((t, i) => (t.isPremium ? -1 : i)).filter((i) => i >= 0);
  const hot = s.random.sample(publicTopics, Math.min(3, publicTopics.length));
  const hotSizes = [0.03, 0.02, 0.012].map((share) => Math.round(share * total * (s.factor < 0.1 ? 3 : 1)));
  hot.forEach((i, k) => (counts[i] = hotSizes[k]));
  const rest = Math.max(0, total - counts.reduce((a, b) => a + b, 0));
  const others = s.topics.map((_, i) => i).filter((i) => !hot.includes(i));
  const weights = others.map(() => (s.random.chance(0.33) ? 0 : logNormal(s.random, 1.1)));
  apportion(rest, weights).forEach((c, k) => (counts[others[k]] = c));
  return counts;
}

export async function largeReplies(s: LargeState, seeds: TopicSeed[]) {
  const { ctx, random } = s;
  const counts = replyCounts(s, Math.max(0, s.n('replies') - ctx.replies.length));
  type Draft = { topic: LargeTopic; author: (typeof s.members)[number]; createdAt: Date; content: string; replyTo?: number };
  const drafts: Draft[] = [];
  for (const [i, topic] of s.topics.entries()) {
    const count = counts[i];
    if (count === 0) continue;
    const own = ownReplies(seeds[i]);
    const from = addMs(topic.createdAt, minutes(5));
    const until = minDate(ctx.now, addMs(topic.createdAt, days(count > 60 ? 90 : 6)));
    if (from >= until) continue;
    const span = until.getTime() - from.getTime();
    const times = Array.from({ length: count }, () => from.getTime() + Math.floor(Math.pow(random.next(), 1.5) * span)).sort(
      (a, b) => a - b,
    );
    const first = drafts.length;
    for (let k = 0; k < count; k++) {
      const at = new Date(times[k]);
      let author = s.someone(at, topic.isPremium, topic.author);
      let content: string;
      let replyTo: number | undefined;
      if (k < own.length) {
        content = own[k];
        if (content.startsWith('OP: ')) {
          author = topic.author;
          content = content.slice(4);
        }
      } else if (k > 0 && random.chance(0.15)) {
        const target = first + Math.max(0, k - 1 - random.int(0, Math.min(k - 1, 25)));
        if (drafts[target].author !== author) {
          replyTo = target;
          content = `@${drafts[target].author.username} ${random.pick(REPLY_TO_REPLIES)}`;
        } else content = random.pick(NEUTRAL_REPLIES);
      } else content = random.pick(NEUTRAL_REPLIES);
      drafts.push({ topic, author, createdAt: at, content, replyTo });
    }
    topic.replyCount = count;
  }
  const ids = await s.bulk.insert(
    REPLY,
    drafts.map((d) => ({
      content: d.content,
      editHistory: [],
      ipAddress: ip(s),
      userAgent: random.pick(USER_AGENTS),
      createdAt: d.createdAt,
      updatedAt: d.createdAt,
    })),
  );
  s.progress('yanıtlar', `${ids.length} satır yazıldı, bağlantılar…`);
  s.replies = drafts.map((d, i): LargeReply => ({ id: ids[i], topic: d.topic, author: d.author, createdAt: d.createdAt }));
  await s.bulk.link(
    REPLY,
    'topic',
    s.replies.map((r) => [r.id, r.topic.id]),
  );
  await s.bulk.link(
    REPLY,
    'author',
    s.replies.map((r) => [r.id, r.author.id]),
  );
  await s.bulk.link(
    REPLY,
    'replyTo',
    drafts.flatMap((d, i) => (d.replyTo !== undefined ? [[ids[i], ids[d.replyTo]] as [number, number]] : [])),
  );
  for (const r of s.replies) s.earn(r.author.id, 'reply_created', 'reply', r.id, r.createdAt, POINTS.reply_created);
  // Views follow the discussion: busy threads are read far more.
  const views = s.topics.map((t) => {
    const v = Math.round(30 + t.replyCount * 9 + logNormal(random, 0.8) * 60);
    return [t.id, v, Math.round(v * (0.55 + random.next() * 0.25))];
  });
  const sql = named(
    `UPDATE {topic} AS t SET view_count = v.views, unique_visitors = v.visitors
     FROM unnest(?::int[], ?::int[], ?::int[]) AS v(id, views, visitors) WHERE t.id = v.id`,
    ctx.strapi,
  );
  for (let i = 0; i < views.length; i += 5000) {
    await ctx.db.raw(
      sql,
      [0, 1, 2].map((c) => views.slice(i, i + 5000).map((row) => row[c])),
    );
  }
  ctx.counts.replies = ctx.replies.length + s.replies.length;
  s.progress(
    'yanıtlar',
    `${s.replies.length} (en kalabalık konu ${Math.max(...counts)} yanıt, ${counts.filter((c) => c === 0).length} konu yanıtsız)`,
  );
}
