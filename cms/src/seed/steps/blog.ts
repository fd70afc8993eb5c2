// Blog categories, posts (with their cover images), comments, and bookmarks on topics and posts.
import { ACTIVITY_POINTS as POINTS, blogExcerptWords, blogSlug, excerpt, readingTime } from '@oyundev/domain';
import { addMs, between, days, hours, minutes, recentBetween } from '../random';
import { contentFacets } from '../facets';
import { BLOG_CATEGORIES, BLOG_POSTS, COMMENTS, COMMENT_REPLIES } from '../content/blog';
import { uploadSeedImage } from '../uploads';
import { BLOG_CATEGORY, BLOG_POST, BOOKMARK, COMMENT, maxDate, type Member, type Post, type SeedContext } from '../context';

export async function seedBlog(ctx: SeedContext) {
  const categoryIds = new Map<string, { id: number; documentId: string }>();
  const inserted = await ctx.write.insert(
    BLOG_CATEGORY,
    BLOG_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i + 1, createdAt: ctx.start, updatedAt: ctx.start })),
  );
  BLOG_CATEGORIES.forEach((c, i) => categoryIds.set(c.slug, inserted[i]));

  const writers = ctx.members.filter((m) => !m.restricted && (m.role !== 'user' || m.username === 'user' || m.id % 4 === 0));
  // Each post once (a bigger seed repeats them as numbered parts).
  const wanted = BLOG_POSTS.length * ctx.size;
  const documents = ctx.strapi.documents(BLOG_POST);
  const slugs = new Set<string>();

  for (let i = 0; i < wanted + 2; i++) {
    const draftOnly = i >= wanted; // two unpublished drafts for the admin content screen
    const p = BLOG_POSTS[i % BLOG_POSTS.length];
    const round = Math.floor(i / BLOG_POSTS.length);
    const title = draftOnly ? `${p.title} (taslak)` : round === 0 ? p.title : `${p.title} – Bölüm ${round + 1}`;
    const author = (round === 0 && p.author && ctx.byUsername.get(p.author)) || ctx.random.pick(writers);
    const publishedAt = recentBetween(
      ctx.random,
      maxDate(addMs(ctx.start, days(3)), addMs(author.createdAt, days(1))),
      addMs(ctx.now, -hours(6)),
      1.2,
    );
    let slug = blogSlug(title);
    for (let k = 2; slugs.has(slug); k++) slug = `${blogSlug(title).slice(0, 76)}-${k}`;
    slugs.add(slug);
    const views = ctx.random.int(120, 2400);
    const paragraphs = p.content.split('\n\n');
    const featuredImage = await uploadSeedImage(ctx, `covers/${p.cover}.webp`, p.coverAlt);
    const doc = await documents.create({
      data: {
        title,
        subtitle: p.subtitle,
        slug,
        content: p.content,
        excerpt: blogExcerptWords(p.content),
        author: author.documentId,
        featuredImage,
        category: categoryIds.get(p.category)!.documentId,
        tags: p.tags,
        ...contentFacets({ category: p.category, title: p.title, tags: p.tags }),
        isPremium: Boolean(p.isPremium),
        premiumPreview: p.isPremium ? paragraphs.slice(0, 2).join('\n\n') : null,
        publishDate: publishedAt,
        readTime: readingTime(p.content),
        viewCount: draftOnly ? 0 : views,
        uniqueReaders: draftOnly ? 0 : Math.round(views * 0.7),
        shareCount: draftOnly ? 0 : ctx.random.int(0, 60),
        isFeatured: !draftOnly && round === 0 && Boolean(p.isFeatured),
        isApproved: true,
        seo: { metaTitle: title.slice(0, 70), metaDescription: excerpt(p.content, 160) },
      },
      ...(draftOnly ? {} : { status: 'published' }),
    });
    // The Document Service stamps "now"; move the post to its place in the timeline.
    const stamp = draftOnly ? addMs(ctx.now, -days(ctx.random.int(1, 5))) : publishedAt;
    await ctx.db(ctx.write.table(BLOG_POST)).where('document_id', doc.documentId).update({ created_at: stamp, updated_at: stamp });
    if (draftOnly) continue;
    await ctx
      .db(ctx.write.table(BLOG_POST))
      .where('document_id', doc.documentId)
      .whereNotNull('published_at')
      .update({
        published_at: publishedAt,
        // Only where Strapi's (flagged) first-publish tracking adds the column.
        ...(ctx.write.meta(BLOG_POST).attributes.firstPublishedAt ? { first_published_at: publishedAt } : {}),
      });
    const rows = await ctx.db(ctx.write.table(BLOG_POST)).select('id', 'post_number').where('document_id', doc.documentId);
    ctx.posts.push({
      documentId: doc.documentId,
      postNumber: Number(rows[0].post_number),
      slug,
      title,
      author,
      publishedAt,
      isPremium: Boolean(p.isPremium),
      ids: rows.map((r: { id: number }) => r.id),
    });
    ctx.ledger.push({
      userId: author.id,
      type: 'blog_post_published',
      points: POINTS.blog_post_published,
      targetType: 'blog-post',
      targetId: Number(rows[0].post_number),
      occurredAt: publishedAt,
    });
  }
  ctx.counts.blogPosts = ctx.posts.length;

  await seedComments(ctx);
  await ctx.like(
    [
      ...ctx.posts.map((p) => ({
        type: 'blog-post' as const,
        id: p.postNumber,
        owner: p.author,
        at: p.publishedAt,
        link: `/blog/${p.slug}`,
        premium: p.isPremium,
      })),
      ...ctx.comments.map((c) => ({
        type: 'comment' as const,
        id: c.id,
        owner: c.author,
        at: c.createdAt,
        link: `/blog/${c.post.slug}`,
        premium: c.post.isPremium,
      })),
    ],
    { 'blog-post': 14, comment: 3 },
  );
}

export async function seedComments(ctx: SeedContext) {
  type Draft = { post: Post; author: Member; createdAt: Date; content: string; parent?: number };
  const drafts: Draft[] = [];
  for (const post of ctx.posts) {
    const count = Math.round(5 * Math.pow(ctx.random.next(), 1.3));
    const used = new Set<string>();
    for (let k = 0; k < count; k++) {
      const at = recentBetween(ctx.random, addMs(post.publishedAt, minutes(20)), ctx.now, 1.5);
      const author = ctx.someone(at, [post.author], post.isPremium);
      if (!author) continue;
      let content: string;
      do content = ctx.random.pick(COMMENTS);
      while (used.has(content) && used.size < COMMENTS.length);
      used.add(content);
      const index = drafts.length;
      drafts.push({ post, author, createdAt: at, content });
      // The author answers some comments.
      if (ctx.random.chance(0.3)) {
        const answerAt = addMs(at, hours(ctx.random.int(1, 30)));
        if (answerAt < ctx.now)
          drafts.push({ post, author: post.author, createdAt: answerAt, content: ctx.random.pick(COMMENT_REPLIES), parent: index });
      }
    }
  }
  const inserted = await ctx.write.insert(
    COMMENT,
    drafts.map((d) => ({
      contentType: 'blog',
      contentId: d.post.postNumber,
      content: d.content,
      isApproved: true,
      createdAt: d.createdAt,
      updatedAt: d.createdAt,
    })),
  );
  ctx.comments = drafts.map((d, i) => ({ id: inserted[i].id, post: d.post, author: d.author, createdAt: d.createdAt }));
  await ctx.write.link(
    COMMENT,
    'author',
    ctx.comments.map((c) => [c.id, c.author.id]),
  );
  // A non-draft-and-publish row relates to both versions of a post, as the Document Service does it.
  await ctx.write.link(
    COMMENT,
    'blogPost',
    ctx.comments.flatMap((c) => c.post.ids.map((id) => [c.id, id] as [number, number])),
  );
  await ctx.write.link(
    COMMENT,
    'parent',
    drafts.flatMap((d, i) => (d.parent !== undefined ? [[ctx.comments[i].id, ctx.comments[d.parent].id] as [number, number]] : [])),
  );
  for (const c of ctx.comments) {
    ctx.ledger.push({
      userId: c.author.id,
      type: 'comment_created',
      points: POINTS.comment_created,
      targetType: 'comment',
      targetId: c.id,
      occurredAt: c.createdAt,
    });
    if (c.author !== c.post.author) {
      ctx.events.push({
        user: c.post.author,
        actor: c.author,
        type: 'new_comment',
        title: 'Yazına yeni yorum',
        message: `${c.author.username}, "${c.post.title}" yazına yorum yaptı.`,
        link: `/blog/${c.post.slug}`,
        at: c.createdAt,
      });
    }
  }
  ctx.counts.comments = ctx.comments.length;
}

export async function seedBookmarks(ctx: SeedContext) {
  const rows: Record<string, unknown>[] = [];
  const topics = ctx.topics.filter((t) => t.counted && !t.isPremium);
  for (const m of ctx.members.filter((x) => !x.restricted)) {
    for (const t of ctx.random.sample(
      topics.filter((x) => x.author !== m),
      ctx.random.int(0, 5),
    )) {
      const at = between(ctx.random, maxDate(t.createdAt, m.createdAt), ctx.now);
      rows.push({ userId: m.id, targetType: 'topic', targetId: t.id, createdAt: at, updatedAt: at });
    }
    for (const p of ctx.random.sample(
      ctx.posts.filter((x) => x.author !== m),
      ctx.random.int(0, 3),
    )) {
      const at = between(ctx.random, maxDate(p.publishedAt, m.createdAt), ctx.now);
      rows.push({ userId: m.id, targetType: 'blog-post', targetId: p.postNumber, createdAt: at, updatedAt: at });
    }
  }
  await ctx.write.insert(BOOKMARK, rows);
  ctx.counts.bookmarks = rows.length;
}
