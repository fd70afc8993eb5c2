// The bounded hot / rising ranking (api/forum/lib/ranked.ts) against the naive one that ranks every topic, at a
// seeded scale: thousands of topics over three months with long-tailed scores and likes, ties, negative scores, a
// premium category and topics without a category. Both run in one transaction, so `now()` is the same instant.
import { ageHoursSql, rankingSql } from '@oyundev/domain';
import { api } from './helpers/strapi';
import { forumSuite } from './helpers/suite';
import { rankedPage, RECENT_CANDIDATES } from '../src/api/forum/lib/ranked';

const suite = forumSuite(__filename, { size: 0.5 });
const TOPICS = 3000;
/** A category of topics with negative scores only. */
const NEGATIVE = 'siralama-eksi';

type Trx = typeof suite.app.db.connection;
type Filter = { category?: string; includePremium: boolean };

/** The visible topics as the list builds them (alias t): active, approved, premium categories only when allowed. */
const visible = (trx: Trx, f: Filter) => () => {
  const b = trx
    .from({ t: 'topics' })
    .leftJoin({ tc: 'topics_category_lnk' }, 'tc.topic_id', 't.id')
    .leftJoin({ c: 'forum_categories' }, 'c.id', 'tc.forum_category_id')
    .where('t.is_active', true)
    .where('t.is_approved', true);
  if (!f.includePremium) b.where((w: any) => w.whereNull('c.id').orWhere('c.is_premium', false));
  if (f.category) b.where('c.slug', f.category);
  return b;
};
const columns = { id: 'id', createdAt: 'created_at', score: 'score', likeCount: 'like_count' };
const age = ageHoursSql('t.created_at');

beforeAll(async () => {
  const knex = suite.app.db.connection;
  // A tenth of them in one category with only negative scores (the bound says nothing there); every 97th with no
  // category; ages up to 90 days with groups sharing one instant; scores and likes long-tailed, many ties.
  await knex.raw(`SELECT setseed(0.15)`);
  await knex.raw(
    `INSERT INTO topics (document_id, title, slug, content, score, like_count, reply_count, view_count, is_active,
       is_approved, is_pinned, created_at, updated_at, published_at)
     SELECT 'ranking-' || g, 'Sıralama ' || g, 'siralama-' || g, 'Sıralama denemesi',
       CASE WHEN g % 10 = 0 THEN -1 - floor(random() * 5) ELSE floor(power(random(), 4) * 90) - 4 END,
       floor(power(random(), 3) * 60), 0, 0, g % 53 <> 0, g % 61 <> 0, false,
       now() - make_interval(secs => floor(power(random(), 2) * 90 * 86400 / 60) * 60 + 30), now(), now()
     FROM generate_series(1, ${TOPICS}) g`,
  );
  const [negative] = (
    await knex.raw(
      `INSERT INTO forum_categories (document_id, name, slug, is_premium, created_at, updated_at, published_at)
       VALUES ('ranking-negative', 'Eksi puanlılar', ?, false, now(), now(), now()) RETURNING id`,
      [NEGATIVE],
    )
  ).rows;
  await knex.raw(
    `INSERT INTO topics_category_lnk (topic_id, forum_category_id)
     SELECT t.id, CASE WHEN right(t.slug, 1) = '0' THEN ? ELSE cats.ids[1 + t.id % array_length(cats.ids, 1)] END
     FROM topics t, (SELECT array_agg(id ORDER BY id) AS ids FROM forum_categories WHERE slug <> ?) cats
     WHERE t.slug LIKE 'siralama-%' AND substring(t.slug FROM 10)::int % 97 <> 0`,
    [negative.id, NEGATIVE],
  );
  await knex.raw('ANALYZE topics');
}, 120_000);

const PAGES: Array<{ limit: number; offset: number }> = [
  { limit: 20, offset: 0 },
  { limit: 20, offset: 20 },
  { limit: 5, offset: 195 },
  { limit: 50, offset: 400 },
  { limit: 20, offset: 2900 },
];

it('hot and rising answer every page exactly as ranking every topic does', async () => {
  const filters: Filter[] = [
    { includePremium: false },
    { includePremium: true },
    { category: suite.plain.slug, includePremium: false },
    { category: suite.premium.slug, includePremium: true },
    // Only negative scores: the older a topic the higher it ranks, so every topic is a candidate.
    { category: NEGATIVE, includePremium: false },
  ];
  let compared = 0;
  await suite.app.db.connection.transaction(async (trx: Trx) => {
    for (const sort of ['hot', 'rising'] as const)
      for (const f of filters)
        for (const page of PAGES) {
          const rank = rankingSql(sort, { score: 't.score', likeCount: 't.like_count', ageHours: age });
          const naive = await visible(trx, f)()
            .select('t.id', trx.raw('count(*) OVER () AS total'))
            .orderByRaw(`${rank} DESC, t.id DESC`)
            .limit(page.limit)
            .offset(page.offset);
          const total = trx.raw('(?)', [visible(trx, f)().count({ count: 't.id' })]);
          const bounded = await rankedPage(trx, visible(trx, f), sort, columns, page, total);
          const label = `${sort} ${f.category ?? 'all'}${f.includePremium ? '+premium' : ''} @${page.offset}`;
          expect([label, bounded.map((r) => r.id)]).toEqual([label, naive.map((r: { id: number }) => Number(r.id))]);
          expect([label, bounded.map((r) => Number(r.total))]).toEqual([label, naive.map((r: { total: string }) => Number(r.total))]);
          compared += naive.length;
        }
  });
  // The data really is at scale: most pages were full.
  expect(compared).toBeGreaterThan(RECENT_CANDIDATES * 3);
});

it('the API pages hot and rising as the naive ranking does, with the total of the topics a guest may see', async () => {
  const knex = suite.app.db.connection;
  for (const sort of ['hot', 'rising'] as const) {
    const rank = rankingSql(sort, { score: 't.score', likeCount: 't.like_count', ageHours: age });
    const naive = async () =>
      (await visible(knex, { includePremium: false })().select('t.id').orderByRaw(`${rank} DESC, t.id DESC`).limit(20).offset(20)).map(
        (r: { id: number }) => Number(r.id),
      );
    // The ranks move with the clock: the answer equals the ranking just before or just after it.
    const before = await naive();
    const res = await api(suite.app).get(`/api/forum/topics?sort=${sort}&page=2&pageSize=20`);
    const after = await naive();
    expect(res.status).toBe(200);
    const ids = res.body.data.map((t: { id: number }) => t.id);
    expect([before, after]).toContainEqual(ids);
    const [{ count }] = await visible(knex, { includePremium: false })().count({ count: 't.id' });
    expect(res.body.meta.pagination.total).toBe(Number(count));
  }
});
