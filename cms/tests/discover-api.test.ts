import {
  TRENDING_FLAG_MIN_SCORE,
  TRENDING_WEIGHTS,
  categorySlugsFor,
  discoveryAnswerSchema,
  msg,
  trendingAnswerSchema,
  type DiscoveryItem,
} from '@oyundev/domain';
import { api, teardownStrapi } from './helpers/strapi';
import { expectError, forumCategories, member, seededApp, topic, reply, unchanged, type Member } from './helpers/forum';

// GET /api/discover and GET /api/trending: every filter, sort, limit and refusal, against the seeded database.
let app: any;
let writer: Member;
let premiumMember: Member;
let openSlug: string;
beforeAll(async () => {
  app = await seededApp(__filename);
  writer = await member(app, 'moderator');
  premiumMember = await member(app, 'premium');
  openSlug = (await forumCategories(app)).open[0].slug;
}, 600_000);
afterAll(async () => teardownStrapi(app));

const discover = (query: Record<string, string> = {}, who?: Member) => {
  const path = `/api/discover?${new URLSearchParams(query).toString()}`;
  return who ? who.get(path) : api(app).get(path);
};
const trending = (query: Record<string, string> = {}, who?: Member) => {
  const path = `/api/trending?${new URLSearchParams(query).toString()}`;
  return who ? who.get(path) : api(app).get(path);
};
const knex = () => app.db.connection;

/** Visible topics and published posts a guest may see, counted straight from the tables. */
async function visibleCounts(where: { engine?: string[]; level?: string[]; forumCats?: string[]; blogCats?: string[] } = {}) {
  const topics = knex()('topics as t')
    .leftJoin('topics_category_lnk as l', 'l.topic_id', 't.id')
    .leftJoin('forum_categories as c', 'c.id', 'l.forum_category_id')
    .where({ 't.is_active': true, 't.is_approved': true })
    .where((w: any) => w.whereNull('c.id').orWhere('c.is_premium', false));
  const posts = knex()('blog_posts as p')
    .leftJoin('blog_posts_category_lnk as l', 'l.blog_post_id', 'p.id')
    .leftJoin('blog_categories as c', 'c.id', 'l.blog_category_id')
    .whereNotNull('p.published_at');
  if (where.engine) {
    topics.whereIn('t.game_engine', where.engine);
    posts.whereIn('p.game_engine', where.engine);
  }
  if (where.level) {
    topics.whereIn('t.skill_level', where.level);
    posts.whereIn('p.skill_level', where.level);
  }
  if (where.forumCats) topics.whereIn('c.slug', where.forumCats);
  if (where.blogCats) posts.whereIn('c.slug', where.blogCats);
  const [a, b] = await Promise.all([topics.count({ n: '*' }).first(), posts.count({ n: '*' }).first()]);
  return { forum: Number(a.n), blog: Number(b.n) };
}

describe('the seed and the new-topic form carry gameEngine and skillLevel', () => {
  it('seeds every engine and level on topics and posts, with some topics not engine-specific', async () => {
    const engines = await knex()('topics').distinct('game_engine').pluck('game_engine');
    expect(engines).toEqual(expect.arrayContaining(['unity', 'unreal', 'godot', 'gamemaker', null]));
    const levels = await knex()('topics').where({ is_active: true }).distinct('skill_level').pluck('skill_level');
    expect(levels.sort()).toEqual(['advanced', 'beginner', 'expert', 'intermediate']);
    const postEngines = await knex()('blog_posts').whereNotNull('game_engine').distinct('game_engine').pluck('game_engine');
    expect(postEngines.length).toBeGreaterThanOrEqual(3);
    expect(await knex()('blog_posts').whereNull('skill_level').count({ n: '*' }).first()).toEqual({ n: '0' });
  });

  it('stores the facets a member picks, and none when left empty', async () => {
    const picked = await topic(writer, openSlug, { gameEngine: 'construct3', skillLevel: 'expert' });
    expect(await knex()('topics').where({ id: picked.id }).first('game_engine', 'skill_level')).toEqual({
      game_engine: 'construct3',
      skill_level: 'expert',
    });
    // The topic page (and its static build) reads them from the topic's answer and the list's cards.
    const shown = await api(app).get(`/api/forum/topics/${picked.slug}`);
    expect(shown.body.data).toMatchObject({ gameEngine: 'construct3', skillLevel: 'expert' });
    const plain = await topic(writer, openSlug, { gameEngine: '', skillLevel: '' });
    expect(await knex()('topics').where({ id: plain.id }).first('game_engine', 'skill_level')).toEqual({
      game_engine: null,
      skill_level: null,
    });
  });

  it('refuses an unknown engine or level with the Turkish message, creating nothing', async () => {
    for (const extra of [{ gameEngine: 'cryengine' }, { skillLevel: 'guru' }, { gameEngine: 7 }]) {
      const res = await unchanged(app, () =>
        writer.post('/api/forum/topics', {
          title: 'Geçersiz motor seçimi denemesi',
          content: 'Bu konu hiç oluşmamalı, seçim geçersiz.',
          category: openSlug,
          ...extra,
        }),
      );
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.error)).toContain(msg('validation.option.invalid'));
    }
  });
});

describe('GET /api/discover', () => {
  it('lists forum and blog together, 12 a page, with the totals of the database and the strict contract', async () => {
    const res = await discover();
    expect(res.status).toBe(200);
    const body = discoveryAnswerSchema.parse(res.body);
    const counts = await visibleCounts();
    expect(body.meta.pagination).toEqual({
      page: 1,
      pageSize: 12,
      pageCount: Math.ceil((counts.forum + counts.blog) / 12),
      total: counts.forum + counts.blog,
    });
    expect(body.data).toHaveLength(12);
    expect(body.meta.filters).toEqual({ type: 'all', sort: 'trending', engines: [], levels: [], categories: [] });
    const all = await discover({ sort: 'newest' });
    expect(new Set(all.body.data.map((i: DiscoveryItem) => i.type))).toEqual(new Set(['forum', 'blog']));
  });

  it('filters by engine, level and category as the tables say', async () => {
    const godot = await discover({ engine: 'godot' });
    const counts = await visibleCounts({ engine: ['godot'] });
    expect(godot.body.meta.pagination.total).toBe(counts.forum + counts.blog);
    expect(godot.body.data.every((i: DiscoveryItem) => i.gameEngine === 'godot')).toBe(true);

    const levels = await discover({ level: 'beginner,expert', engine: 'unity,unreal' });
    const levelCounts = await visibleCounts({ level: ['beginner', 'expert'], engine: ['unity', 'unreal'] });
    expect(levels.body.meta.pagination.total).toBe(levelCounts.forum + levelCounts.blog);
    for (const item of levels.body.data) {
      expect(['beginner', 'expert']).toContain(item.skillLevel);
      expect(['unity', 'unreal']).toContain(item.gameEngine);
    }

    const art = await discover({ category: 'art' });
    const artCounts = await visibleCounts({ forumCats: categorySlugsFor('forum', ['art']), blogCats: categorySlugsFor('blog', ['art']) });
    expect(art.body.meta.pagination.total).toBe(artCounts.forum + artCounts.blog);
    expect(art.body.data.every((i: DiscoveryItem) => i.discoveryCategory === 'art')).toBe(true);

    // No blog category is about audio: only forum topics answer.
    const audio = await discover({ category: 'audio', type: 'all' });
    expect(audio.body.data.length).toBeGreaterThan(0);
    expect(audio.body.data.every((i: DiscoveryItem) => i.type === 'forum' && i.category?.slug === 'ses-muzik')).toBe(true);
  });

  it('filters by type', async () => {
    const counts = await visibleCounts();
    const forum = await discover({ type: 'forum' });
    expect(forum.body.meta.pagination.total).toBe(counts.forum);
    expect(forum.body.data.every((i: DiscoveryItem) => i.type === 'forum')).toBe(true);
    const blog = await discover({ type: 'blog' });
    expect(blog.body.meta.pagination.total).toBe(counts.blog);
    expect(blog.body.data.every((i: DiscoveryItem) => i.type === 'blog')).toBe(true);
  });

  it('sorts newest, popular, most-liked and most-discussed', async () => {
    const ordered = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);
    const newest = await discover({ sort: 'newest' });
    expect(ordered(newest.body.data.map((i: DiscoveryItem) => Date.parse(i.createdAt)))).toBe(true);
    const popular = await discover({ sort: 'popular' });
    expect(ordered(popular.body.data.map((i: DiscoveryItem) => i.stats.views))).toBe(true);
    const liked = await discover({ sort: 'most-liked' });
    expect(ordered(liked.body.data.map((i: DiscoveryItem) => i.stats.likes))).toBe(true);
    const discussed = await discover({ sort: 'most-discussed' });
    expect(ordered(discussed.body.data.map((i: DiscoveryItem) => i.stats.replies))).toBe(true);
    // The most-viewed item of the whole table leads "popular".
    const maxTopic = await knex()('topics').where({ is_active: true, is_approved: true }).max({ v: 'view_count' }).first();
    const maxPost = await knex()('blog_posts').whereNotNull('published_at').max({ v: 'view_count' }).first();
    expect(popular.body.data[0].stats.views).toBe(Math.max(Number(maxTopic.v), Number(maxPost.v)));
  });

  it('sorts trending by this week’s activity and flags what reaches the threshold', async () => {
    const hot = await topic(writer, openSlug, { gameEngine: 'gamemaker', skillLevel: 'beginner' });
    for (let i = 0; i < 4; i++) await reply(await member(app), hot.slug, `GameMaker için ${i + 1}. yanıtım burada.`);
    const res = await discover({ engine: 'gamemaker', level: 'beginner' });
    const first = res.body.data[0];
    expect(first).toMatchObject({
      type: 'forum',
      id: hot.id,
      gameEngine: 'gamemaker',
      skillLevel: 'beginner',
      trending: 4 * TRENDING_WEIGHTS.reply >= TRENDING_FLAG_MIN_SCORE,
    });
    expect(first.trending).toBe(true);
  });

  it('pages without overlap', async () => {
    const one = await discover({ sort: 'newest' });
    const two = await discover({ sort: 'newest', page: '2' });
    expect(two.body.meta.pagination.page).toBe(2);
    const key = (i: DiscoveryItem) => `${i.type}:${i.id}`;
    const first = new Set(one.body.data.map(key));
    expect(two.body.data.some((i: DiscoveryItem) => first.has(key(i)))).toBe(false);
    const beyond = await discover({ page: '9999' });
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
  });

  it('keeps premium topics from guests and premium bodies from excerpts', async () => {
    const guestTotal = (await discover({ type: 'forum' })).body.meta.pagination.total;
    const premiumTotal = (await discover({ type: 'forum' }, premiumMember)).body.meta.pagination.total;
    const premiumTopics = await knex()('topics as t')
      .join('topics_category_lnk as l', 'l.topic_id', 't.id')
      .join('forum_categories as c', 'c.id', 'l.forum_category_id')
      .where({ 'c.is_premium': true, 't.is_active': true, 't.is_approved': true })
      .count({ n: '*' })
      .first();
    expect(premiumTotal - guestTotal).toBe(Number(premiumTopics.n));
    const post = await knex()('blog_posts').where({ is_premium: true }).whereNotNull('published_at').first();
    const blog = await discover({
      type: 'blog',
      sort: 'newest',
      level: post.skill_level,
      ...(post.game_engine ? { engine: post.game_engine } : {}),
    });
    let item: DiscoveryItem | undefined;
    for (let page = 1; !item; page++) {
      const res = page === 1 ? blog : await discover({ type: 'blog', sort: 'newest', level: post.skill_level, page: String(page) });
      if (res.body.data.length === 0) break;
      item = res.body.data.find((i: DiscoveryItem) => i.id === post.id);
    }
    expect(item).toBeDefined();
    expect(item!.isPremium).toBe(true);
    const lastParagraph = post.content.split('\n\n').slice(-1)[0].slice(0, 40);
    expect(item!.excerpt).not.toContain(lastParagraph);
  });

  it('reads unknown values as defaults, refuses a repeated or binary parameter, and changes nothing', async () => {
    const junk = await unchanged(app, () =>
      discover({ sort: 'random', type: 'users', engine: 'cryengine', level: 'guru', category: 'x', page: 'abc' }),
    );
    expect(junk.status).toBe(200);
    expect(junk.body.meta.filters).toEqual({ type: 'all', sort: 'trending', engines: [], levels: [], categories: [] });
    expectError(await unchanged(app, () => api(app).get('/api/discover?engine=unity&engine=godot')), 'VALIDATION');
    expectError(await api(app).get('/api/discover?sort=new%00est'), 'VALIDATION');
    expectError(await api(app).get(`/api/discover?engine=${'u'.repeat(500)}`), 'VALIDATION');
  });
});

describe('GET /api/trending', () => {
  it('ranks forum and blog together by this period’s activity, with the formula’s score', async () => {
    const post = await knex()('blog_posts').whereNotNull('published_at').where({ is_premium: false }).orderBy('id').first();
    const fans = await Promise.all([
      member(app),
      member(app),
      member(app),
      member(app),
      member(app),
      member(app),
      member(app),
      member(app),
    ]);
    await knex()('likes').insert(
      fans.map((f) => ({
        user_id: f.id,
        target_type: 'blog-post',
        target_id: post.post_number,
        created_at: new Date(),
        updated_at: new Date(),
      })),
    );
    const res = await trending({ period: 'today', limit: '50' });
    expect(res.status).toBe(200);
    const body = trendingAnswerSchema.parse(res.body);
    expect(new Set(body.data.map((r) => r.item.type))).toEqual(new Set(['forum', 'blog']));
    expect(body.data.map((r) => r.rank)).toEqual(body.data.map((_, i) => i + 1));
    const scores = body.data.map((r) => r.score);
    expect(scores.every((s, i) => s > 0 && (i === 0 || scores[i - 1] >= s))).toBe(true);
    const row = body.data.find((r) => r.item.type === 'blog' && r.item.id === post.id)!;
    expect(row.activity.likes).toBeGreaterThanOrEqual(8);
    const w = TRENDING_WEIGHTS;
    for (const r of body.data) {
      const a = r.activity;
      expect(r.score).toBeCloseTo(w.vote * a.votes + w.like * a.likes + w.reply * a.replies + w.comment * a.comments + w.view * a.views, 1);
    }
  });

  it('counts only activity inside the period: older likes count for the month, not today', async () => {
    const post = await knex()('blog_posts').whereNotNull('published_at').where({ is_premium: false }).orderBy('id', 'desc').first();
    const fans = await Promise.all([member(app), member(app), member(app)]);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await knex()('likes').insert(
      fans.map((f) => ({
        user_id: f.id,
        target_type: 'blog-post',
        target_id: post.post_number,
        created_at: tenDaysAgo,
        updated_at: tenDaysAgo,
      })),
    );
    const likesIn = async (period: string) => {
      const res = await trending({ period, type: 'blog', limit: '50' });
      return res.body.data.find((r: any) => r.item.id === post.id)?.activity.likes ?? 0;
    };
    const countSince = async (days: number) =>
      Number(
        (
          await knex()('likes')
            .where({ target_type: 'blog-post', target_id: post.post_number })
            .where('created_at', '>=', new Date(Date.now() - days * 86_400_000))
            .count({ n: '*' })
            .first()
        ).n,
      );
    expect(await likesIn('month')).toBe(await countSince(30));
    expect(await likesIn('week')).toBe(await countSince(7));
    expect((await likesIn('month')) - (await likesIn('week'))).toBeGreaterThanOrEqual(3);
    expect(await likesIn('today')).toBeLessThan(await likesIn('month'));
  });

  it('answers the period and type asked, and only forum or only blog when asked', async () => {
    for (const period of ['today', 'week', 'month']) {
      const res = await trending({ period });
      expect(res.status).toBe(200);
      expect(res.body.meta.period).toBe(period);
      expect(res.body.data.length).toBeLessThanOrEqual(20);
    }
    expect((await trending()).body.meta.period).toBe('week');
    const forum = await trending({ type: 'forum', period: 'month' });
    expect(forum.body.data.every((r: any) => r.item.type === 'forum')).toBe(true);
    expect((await trending({ limit: '3', period: 'month' })).body.data).toHaveLength(3);
  });

  it('refuses an unknown period, type or limit and changes nothing', async () => {
    for (const query of ['period=year', 'type=users', 'limit=0', 'limit=51', 'limit=2.5', 'limit=abc', 'period=today&period=week']) {
      expectError(await unchanged(app, () => api(app).get(`/api/trending?${query}`)), 'VALIDATION');
    }
  });
});
