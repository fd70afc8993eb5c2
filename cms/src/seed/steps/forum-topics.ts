// Forum categories, tags and topics.
import { ACTIVITY_POINTS as POINTS, normalizeTag, topicSlug } from '@oyundev/domain';
import { addMs, between, days, hours, recentBetween } from '../random';
import { CATEGORIES, CODE, ENGINE_CATEGORIES, ENGINE_TOPICS, TAGS, TOPICS, type TopicSeed } from '../content/forum';
import { CATEGORY, TAG, TOPIC, USER_AGENTS, maxDate, minDate, type Member, type SeedContext, type Topic } from '../context';
import { seedForumReactions, seedReplies } from './forum-replies';
import { contentFacets } from '../facets';

export async function seedForum(ctx: SeedContext) {
  await seedCategories(ctx);
  await seedTags(ctx);
  await seedTopics(ctx);
  await seedReplies(ctx);
  await seedForumReactions(ctx);
}

export async function seedCategories(ctx: SeedContext) {
  const rows = CATEGORIES.map((c, i) => ({
    name: c.name,
    slug: c.slug,
    description: c.description,
    icon: c.icon,
    color: c.color,
    type: c.parent ? 'sub' : 'main',
    group: c.group,
    isPremium: Boolean(c.isPremium),
    sortOrder: i + 1,
    seoTitle: `${c.name} Forumu | OyunDev`,
    seoDescription: c.description,
    seoKeywords: `${c.name.toLocaleLowerCase('tr-TR')}, oyun geliştirme, forum`,
    createdAt: ctx.start,
    updatedAt: ctx.start,
  }));
  const inserted = await ctx.write.insert(CATEGORY, rows);
  CATEGORIES.forEach((c, i) => ctx.categoryIds.set(c.slug, inserted[i].id));
  await ctx.write.link(
    CATEGORY,
    'parentCategory',
    CATEGORIES.filter((c) => c.parent).map((c) => [ctx.categoryIds.get(c.slug)!, ctx.categoryIds.get(c.parent!)!]),
  );
  for (const c of CATEGORIES) {
    await ctx.write.component(CATEGORY, 'settings', ctx.categoryIds.get(c.slug)!, {
      isActive: true,
      allowGuests: !c.isPremium,
      requireApproval: Boolean(c.requireApproval),
      allowImages: true,
      allowVideos: Boolean(c.allowVideos),
      allowFiles: true,
      maxFileSize: (c.maxFileSizeMb ?? 10) * 1024 * 1024,
      allowedFileTypes: c.allowedFileTypes ?? ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'zip'],
    });
  }
  const moderator = ctx.byUsername.get('moderator')!;
  await ctx.write.link(
    CATEGORY,
    'moderators',
    CATEGORIES.map((c) => [ctx.categoryIds.get(c.slug)!, moderator.id]),
  );
  ctx.counts.categories = CATEGORIES.length;
}

export async function seedTags(ctx: SeedContext) {
  const inserted = await ctx.write.insert(
    TAG,
    TAGS.map((t) => ({ name: normalizeTag(t.name), slug: t.slug ?? topicSlug(t.name), createdAt: ctx.start, updatedAt: ctx.start })),
  );
  TAGS.forEach((t, i) => ctx.tagIds.set(normalizeTag(t.name), inserted[i].id));
  ctx.counts.tags = TAGS.length;
}

/** The topic list for this size: the hand-written ones, one per engine pattern, then numbered repeats. */
export function topicPlan(ctx: SeedContext): TopicSeed[] {
  const engineTopics: TopicSeed[] = [];
  for (const pattern of ENGINE_TOPICS) {
    for (const e of ENGINE_CATEGORIES) {
      engineTopics.push({
        category: e.category,
        title: pattern.title.replace('{engine}', e.engine),
        tags: [e.tag, ...pattern.tags],
        body: pattern.body.replace(/\{engine\}/g, e.engine),
        question: pattern.question,
        replyKey: pattern.title,
        engine: e.engine,
      });
    }
  }
  const all = [...TOPICS, ...ctx.random.shuffle(engineTopics)];
  const wanted = 60 * ctx.size;
  const plan: TopicSeed[] = [];
  for (let i = 0; plan.length < wanted; i++) {
    const t = all[i % all.length];
    const round = Math.floor(i / all.length);
    if (round > 0 && (t.pinned || t.author)) continue; // one rules topic, one of each staff post
    plan.push(round === 0 ? t : { ...t, title: `${t.title} (${round + 1})` });
  }
  return plan;
}

/** The topic list, drawn once: replies look up whether a topic is a question or closed. */

export async function seedTopics(ctx: SeedContext) {
  const plan = (ctx.plan = topicPlan(ctx));
  const premiumCategories = new Set(CATEGORIES.filter((c) => c.isPremium).map((c) => c.slug));
  const approvalCategories = new Set(CATEGORIES.filter((c) => c.requireApproval).map((c) => c.slug));
  const slugs = new Set<string>();
  const rows: Record<string, unknown>[] = [];
  const drafts: Array<Omit<Topic, 'id'> & { tags: string[]; editedBy?: Member }> = [];
  // The newest topics of approval-only categories still wait for a moderator.
  const awaiting = new Set(
    plan
      .map((t, i) => (approvalCategories.has(t.category) ? i : -1))
      .filter((i) => i >= 0)
      .slice(-ctx.size),
  );
  const featuredWanted = 8 + 2 * (ctx.size - 1);

  for (const [index, t] of plan.entries()) {
    // Staff posts and the rules are old; everything else leans towards the last weeks.
    const pending = awaiting.has(index);
    const createdAt = t.pinned
      ? addMs(ctx.start, hours(2))
      : pending
        ? recentBetween(ctx.random, addMs(ctx.now, -days(2)), addMs(ctx.now, -hours(1)))
        : recentBetween(ctx.random, addMs(ctx.start, days(2)), addMs(ctx.now, -hours(3)), 1.4);
    const premium = premiumCategories.has(t.category);
    const author = (t.author && ctx.byUsername.get(t.author)) || ctx.someone(createdAt, [], premium) || ctx.byUsername.get('admin')!;
    const effectiveCreated = maxDate(createdAt, addMs(author.createdAt, hours(1)));
    let slug = topicSlug(t.title);
    for (let k = 2; slugs.has(slug); k++) slug = `${topicSlug(t.title).slice(0, 56)}-${k}`;
    slugs.add(slug);
    const content = t.body.replace(/^CODE:(\w+)$/gm, (_, key: keyof typeof CODE) => CODE[key]);
    const edited = !t.pinned && ctx.random.chance(0.15);
    const editedAt = edited ? between(ctx.random, effectiveCreated, minDate(ctx.now, addMs(effectiveCreated, hours(6)))) : null;
    const views = ctx.random.int(50, 349) + (t.pinned ? 900 : 0);
    rows.push({
      title: t.title,
      slug,
      content,
      ...contentFacets({ category: t.category, title: t.title, tags: t.tags }),
      attachments: [],
      images: [],
      viewCount: views,
      uniqueVisitors: Math.round(views * (0.55 + ctx.random.next() * 0.25)),
      isActive: true,
      isPinned: Boolean(t.pinned),
      isClosed: Boolean(t.closed),
      isResolved: false, // decided with the replies
      isFeatured: false, // decided below
      requiresApproval: pending,
      isApproved: !pending,
      isReported: false,
      ipAddress: `10.${ctx.random.int(0, 255)}.${ctx.random.int(0, 255)}.${ctx.random.int(1, 254)}`,
      userAgent: ctx.random.pick(USER_AGENTS),
      isEdited: edited,
      editedAt,
      editHistory: edited ? [{ editedAt: editedAt!.toISOString(), reason: 'Yazım hataları düzeltildi' }] : [],
      createdAt: effectiveCreated,
      updatedAt: editedAt ?? effectiveCreated,
    });
    drafts.push({
      slug,
      title: t.title,
      category: t.category,
      author,
      createdAt: effectiveCreated,
      counted: !pending,
      isPremium: premium,
      tags: [...new Set(t.tags.map(normalizeTag))].filter((tag) => ctx.tagIds.has(tag)).slice(0, 5),
      editedBy: edited ? author : undefined,
    });
  }

  // One spam topic a moderator took down, so the admin screens have something removed to show.
  const spammer = ctx.members.find((m) => m.restricted) ?? ctx.members[ctx.members.length - 1];
  const spamAt = maxDate(addMs(ctx.now, -days(12)), addMs(spammer.createdAt, hours(2)));
  rows.push({
    title: 'UCUZ STEAM ANAHTARLARI!!! Tüm oyunlar %90 indirimli',
    slug: 'ucuz-steam-anahtarlari-tum-oyunlar-90-indirimli',
    content: 'Tüm oyunlar çok ucuz, hemen bağlantıya tıklayın ve satın alın! Stoklar sınırlı!!!',
    attachments: [],
    images: [],
    viewCount: 37,
    uniqueVisitors: 30,
    isActive: false,
    isApproved: true,
    ipAddress: '10.66.6.6',
    userAgent: USER_AGENTS[0],
    createdAt: spamAt,
    updatedAt: addMs(spamAt, hours(3)),
  });
  drafts.push({
    slug: 'ucuz-steam-anahtarlari-tum-oyunlar-90-indirimli',
    title: 'UCUZ STEAM ANAHTARLARI!!! Tüm oyunlar %90 indirimli',
    category: 'genel-sohbet',
    author: spammer,
    createdAt: spamAt,
    counted: false,
    isPremium: false,
    tags: [],
  });

  const inserted = await ctx.write.insert(TOPIC, rows);
  ctx.topics = drafts.map((d, i) => ({
    id: inserted[i].id,
    slug: d.slug,
    title: d.title,
    category: d.category,
    author: d.author,
    createdAt: d.createdAt,
    counted: d.counted,
    isPremium: d.isPremium,
  }));
  await ctx.write.link(
    TOPIC,
    'author',
    ctx.topics.map((t) => [t.id, t.author.id]),
  );
  await ctx.write.link(
    TOPIC,
    'category',
    ctx.topics.map((t) => [t.id, ctx.categoryIds.get(t.category)!]),
  );
  await ctx.write.link(
    TOPIC,
    'tags',
    drafts.flatMap((d, i) => d.tags.map((tag) => [ctx.topics[i].id, ctx.tagIds.get(tag)!] as [number, number])),
  );
  await ctx.write.link(
    TOPIC,
    'editedBy',
    drafts.flatMap((d, i) => (d.editedBy ? [[ctx.topics[i].id, d.editedBy.id] as [number, number]] : [])),
  );

  // Featured: picked among public, counted topics.
  const featurable = ctx.topics.filter((t) => t.counted && !t.isPremium && t.category !== 'genel-sohbet');
  const featured = ctx.random.sample(featurable, featuredWanted).map((t) => t.id);
  await ctx.db(ctx.write.table(TOPIC)).whereIn('id', featured).update({ is_featured: true });

  for (const t of ctx.topics.filter((x) => x.counted)) {
    ctx.ledger.push({
      userId: t.author.id,
      type: 'topic_created',
      points: POINTS.topic_created,
      targetType: 'topic',
      targetId: t.id,
      occurredAt: t.createdAt,
    });
  }
  ctx.counts.topics = ctx.topics.length;
}
