// The large seed's blog: the demo's posts repeated as numbered parts (a draft row and a published row per
// document, as Strapi keeps them, sharing one postNumber), their covers, and long-tailed comment threads.
import { ACTIVITY_POINTS as POINTS, blogExcerptWords, blogSlug, excerpt, readingTime } from '@oyundev/domain';
import { addMs, days, hours, minutes, recentBetween } from '../random';
import { BLOG_POSTS, COMMENTS, COMMENT_REPLIES } from '../content/blog';
import { BLOG_CATEGORY, BLOG_POST, COMMENT, maxDate, minDate, type Member } from '../context';
import { contentFacets } from '../facets';
import { uploadSeedImage } from '../uploads';
import { BLOG_POST_NUMBER_SEQUENCE } from '../../bootstrap/constraints';
import { apportion, logNormal, Weighted } from './bulk';
import type { LargeComment, LargePost, LargeState } from './state';

const FILE = 'plugin::upload.file';

export async function largePosts(s: LargeState) {
  const { ctx, random } = s;
  const wanted = s.n('blogPosts') - ctx.posts.length;
  const writers = new Weighted(
    s.members.filter((m) => m.role !== 'user' || m.id % 4 === 0),
    (m) => (m.role === 'admin' || m.role === 'moderator' ? 6 : 1),
  );
  const categories = new Map<string, number>(
    (await ctx.db(ctx.write.table(BLOG_CATEGORY)).select('id', 'slug')).map((c: { id: number; slug: string }) => [c.slug, c.id]),
  );
  const numbers: number[] = (
    await ctx.db.raw(`SELECT nextval(?) AS n FROM generate_series(1, ?)`, [BLOG_POST_NUMBER_SEQUENCE, wanted])
  ).rows.map((r: { n: string }) => Number(r.n));
  const slugs = new Set(ctx.posts.map((p) => p.slug));
  const hasFirstPublished = Boolean(ctx.write.meta(BLOG_POST).attributes.firstPublishedAt);
  type Draft = { post: Omit<LargePost, 'ids'>; cover: number; categoryId: number; row: Record<string, unknown> };
  const drafts: Draft[] = [];
  for (let i = 0; i < wanted; i++) {
    const p = BLOG_POSTS[i % BLOG_POSTS.length];
    const title = `${p.title} – Bölüm ${Math.floor(i / BLOG_POSTS.length) + 1 + ctx.size}`;
    let slug = blogSlug(title);
    for (let k = 2; slugs.has(slug); k++) slug = `${blogSlug(title).slice(0, 76)}-${k}`;
    slugs.add(slug);
    const author = writers.pick(random);
    const at = minDate(
      maxDate(recentBetween(random, addMs(ctx.start, days(3)), addMs(ctx.now, -hours(6)), 1.2), addMs(author.createdAt, days(1))),
      addMs(ctx.now, -hours(1)),
    );
    const views = Math.round(80 + logNormal(random, 1) * 600);
    const documentId = s.bulk.documentId();
    drafts.push({
      post: { postNumber: numbers[i], slug, title, author, at, isPremium: Boolean(p.isPremium) },
      cover: await uploadSeedImage(ctx, `covers/${p.cover}.webp`, p.coverAlt),
      categoryId: categories.get(p.category)!,
      row: {
        documentId,
        postNumber: numbers[i],
        title,
        subtitle: p.subtitle,
        slug,
        content: p.content,
        excerpt: blogExcerptWords(p.content),
        tags: p.tags,
        ...contentFacets({ category: p.category, title: p.title, tags: p.tags }),
        isPremium: Boolean(p.isPremium),
        premiumPreview: p.isPremium ? p.content.split('\n\n').slice(0, 2).join('\n\n') : null,
        publishDate: at,
        readTime: readingTime(p.content),
        viewCount: views,
        uniqueReaders: Math.round(views * 0.7),
        shareCount: random.int(0, 60),
        createdAt: at,
        updatedAt: at,
      },
    });
  }
  // The draft row and the published row of each document, in that order.
  const ids = await s.bulk.insert(
    BLOG_POST,
    drafts.flatMap((d) => [
      { ...d.row, publishedAt: null },
      { ...d.row, publishedAt: d.post.at, ...(hasFirstPublished ? { firstPublishedAt: d.post.at } : {}) },
    ]),
  );
  s.posts = drafts.map((d, i) => ({ ...d.post, ids: [ids[2 * i], ids[2 * i + 1]] }));
  const both = (f: (d: Draft) => number) => drafts.flatMap((d, i) => s.posts[i].ids.map((id) => [id, f(d)] as [number, number]));
  await s.bulk.link(
    BLOG_POST,
    'author',
    both((d) => d.post.author.id),
  );
  await s.bulk.link(
    BLOG_POST,
    'category',
    both((d) => d.categoryId),
  );
  await s.bulk.components(
    BLOG_POST,
    'seo',
    drafts.flatMap((d, i) =>
      s.posts[i].ids.map(
        (id) =>
          [id, { metaTitle: d.post.title.slice(0, 70), metaDescription: excerpt(String(d.row.content), 160) }] as [
            number,
            Record<string, unknown>,
          ],
      ),
    ),
  );
  // The cover: a row of the upload plugin's morph table per post row, as the media field stores it.
  const morph = ctx.write.meta(FILE).attributes.related?.joinTable as unknown as {
    name: string;
    joinColumn: { name: string };
    morphColumn: { idColumn: { name: string }; typeColumn: { name: string } };
    orderColumnName?: string;
  };
  await s.bulk.raw(
    morph.name,
    both((d) => d.cover).map(([id, file]) => ({
      [morph.joinColumn.name]: file,
      [morph.morphColumn.idColumn.name]: id,
      [morph.morphColumn.typeColumn.name]: BLOG_POST,
      field: 'featuredImage',
      ...(morph.orderColumnName ? { [morph.orderColumnName]: 1 } : {}),
    })),
  );
  for (const p of s.posts) s.earn(p.author.id, 'blog_post_published', 'blog-post', p.postNumber, p.at, POINTS.blog_post_published);
  ctx.counts.blogPosts = ctx.posts.length + s.posts.length;
  s.progress('blog yazıları', `${s.posts.length}`);
}

export async function largeComments(s: LargeState) {
  const { ctx, random } = s;
  const total = Math.max(0, s.n('comments') - ctx.comments.length);
  const perPost = apportion(
    total,
    s.posts.map(() => (random.chance(0.2) ? 0 : logNormal(random, 1))),
  );
  type Draft = { post: LargePost; author: Member; createdAt: Date; content: string; parent?: number };
  const drafts: Draft[] = [];
  s.posts.forEach((post, i) => {
    let left = perPost[i];
    while (left > 0) {
      const at = recentBetween(random, addMs(post.at, minutes(20)), ctx.now, 1.5);
      const index = drafts.length;
      drafts.push({ post, author: s.someone(at, post.isPremium, post.author), createdAt: at, content: random.pick(COMMENTS) });
      left -= 1;
      // The author answers some comments.
      const answerAt = addMs(at, hours(random.int(1, 30)));
      if (left > 0 && random.chance(0.25) && answerAt < ctx.now) {
        drafts.push({ post, author: post.author, createdAt: answerAt, content: random.pick(COMMENT_REPLIES), parent: index });
        left -= 1;
      }
    }
  });
  const ids = await s.bulk.insert(
    COMMENT,
    drafts.map((d) => ({
      contentType: 'blog',
      contentId: d.post.postNumber,
      content: d.content,
      createdAt: d.createdAt,
      updatedAt: d.createdAt,
    })),
  );
  s.comments = drafts.map((d, i): LargeComment => ({ id: ids[i], post: d.post, author: d.author, createdAt: d.createdAt }));
  await s.bulk.link(
    COMMENT,
    'author',
    s.comments.map((c) => [c.id, c.author.id]),
  );
  // Like the demo: a comment relates to both rows of its post.
  await s.bulk.link(
    COMMENT,
    'blogPost',
    s.comments.flatMap((c) => c.post.ids.map((id) => [c.id, id] as [number, number])),
  );
  await s.bulk.link(
    COMMENT,
    'parent',
    drafts.flatMap((d, i) => (d.parent !== undefined ? [[ids[i], ids[d.parent]] as [number, number]] : [])),
  );
  for (const c of s.comments) s.earn(c.author.id, 'comment_created', 'comment', c.id, c.createdAt, POINTS.comment_created);
  ctx.counts.comments = ctx.comments.length + s.comments.length;
  s.progress('yorumlar', `${s.comments.length}`);
}
