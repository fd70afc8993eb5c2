import { ageHoursSql, rankingFloorSql, rankingSql } from '@oyundev/domain';
import type { Knex } from '../../../lib/db';

/*
 * A page of the time-ranked topic lists (hot, rising) without ranking every topic (issue 15). The rank
 * value / (age + offset)^exponent changes with the clock, so no index can order it; but it falls with age. So:
 *
 * 1. `recent`: the newest C visible topics of positive value (score for hot, likes for rising), ranked, and
 *    `leaders`: the k of highest value of any age; `kth` is the rank of the page's last row among both, `oldest` the
 *    creation time of the oldest of `recent`.
 * 2. When kth > 0, a page's topic has a positive value, so outside `recent` it is at least as old as `oldest`: it
 *    can reach rank ≥ kth only if its value is ≥ kth × (age(oldest) + offset)^exponent (rankingFloorSql). Those few
 *    come through a partial index on (value, created_at, id) of the visible topics, where each one's own rank is
 *    checked against kth before its row is read.
 * 3. The page is ranked exactly (rankingSql, the formula's own SQL) over the union of the three.
 *
 * The true page's rows all rank ≥ the true k-th, which is ≥ kth (a subset's k-th best is no better), so each of
 * them is in `recent` (or `leaders`) or passes the floor: the answer is the full ranking's, row for row. When the
 * bound says nothing — kth ≤ 0 (a negative value ranks higher the older it is) or fewer than k topics — every
 * visible topic is a candidate (the naive ranking); when kth > 0 and `recent` holds fewer than C topics it holds every
 * topic of positive value. Everything happens in one statement, so `now()` is one instant for the bound and the ranks.
 */

/** Topics ranked among the newest before older ones are fetched by the floor (a page of 20 needs far fewer). */
export const RECENT_CANDIDATES = 200;

type Columns = { id: string; createdAt: string; score: string; likeCount: string };

/** Age in hours of a timestamp expression, as the ranking computes it (double precision: numeric power is slow). */
const ageHours = ageHoursSql;

/**
 * The page's ids, each with `total` (a scalar subquery: the count of visible topics; no row past the last page). `visible()` is a fresh builder of
 * the visible topics (alias `t`, the list's filters), the same one a naive ranking would order.
 */
export async function rankedPage(
  knex: Knex,
  visible: () => ReturnType<Knex['queryBuilder']>,
  sort: 'hot' | 'rising',
  columns: Columns,
  page: { limit: number; offset: number },
  total: ReturnType<Knex['raw']>,
): Promise<Array<{ id: number; total: string }>> {
  const value = sort === 'hot' ? columns.score : columns.likeCount;
  const rank = rankingSql(sort, {
    score: `t.${columns.score}`,
    likeCount: `t.${columns.likeCount}`,
    ageHours: ageHours(`t.${columns.createdAt}`),
  });
  const depth = page.offset + page.limit;
  const size = Math.max(depth, RECENT_CANDIDATES);
  const floor = rankingFloorSql(sort, { rank: 'kth', ageHours: ageHours('oldest') });
  // The value column is an integer: the floor rounds down (and a hair lower, for the float's last digit), so a
  // topic exactly at the k-th rank is never left out; a floor past the column's range admits no one anyway.
  const threshold = `CASE WHEN kth > 0 THEN (CASE WHEN n < ${size} THEN NULL
      ELSE least(floor(${floor} * (1 - 1e-9)), 2147483647)::bigint END)
      ELSE -2147483648 END`;
  const recent = visible()
    .select(`t.${columns.id} AS id`, knex.raw(`${rank} AS r`), knex.raw(`t.${columns.createdAt} AS created`))
    // Only topics that can rank above 0: a wave of new topics at 0 would otherwise fill it and say nothing.
    .whereRaw(`t.${value} > 0`)
    .orderByRaw(`t.${columns.createdAt} DESC, t.${columns.id} DESC`)
    .limit(size);
  // The topics of highest value (any age): their ranks raise kth where the newest ones rank low — a page of new
  // topics at score 0 (a quiet day, or two hundred new topics at once) left kth at 0 and every older topic with a
  // score a candidate (9,738 checked at the large seed after 200 new topics).
  const leaders = visible()
    .select(`t.${columns.id} AS id`, knex.raw(`${rank} AS r`))
    .orderByRaw(`t.${value} DESC, t.${columns.id} DESC`)
    .limit(depth);
  const older = visible()
    .select(`t.${columns.id} AS id`, knex.raw(`${rank} AS r`))
    .whereRaw(`t.${value} >= (SELECT threshold FROM bound)`)
    // A topic below kth cannot be on the page (the page's rows all rank ≥ the true k-th ≥ kth): left out here, read
    // from the index alone (same expression, same statement: the same float as in `recent`).
    .whereRaw(`${rank} >= COALESCE((SELECT kth FROM bound), '-Infinity'::float8)`);
  const rows: Array<{ id: number | string; total: string }> = await knex
    .with('recent', recent)
    .with('leaders', leaders)
    .with(
      'bound',
      knex.raw(
        `SELECT ${threshold} AS threshold, kth FROM (SELECT
           (SELECT r FROM (SELECT id, r FROM recent UNION SELECT id, r FROM leaders) known
             ORDER BY r DESC, id DESC LIMIT 1 OFFSET ?) AS kth,
           (SELECT min(created) FROM recent) AS oldest,
           (SELECT count(*) FROM recent) AS n) s`,
        [depth - 1],
      ),
    )
    .with('pool', (qb) =>
      qb
        .select('id', 'r')
        .from('recent')
        .union((u) => u.select('id', 'r').from('leaders'))
        .union(older),
    )
    .select('pool.id', knex.raw('? AS total', [total]))
    .from('pool')
    .orderByRaw('pool.r DESC, pool.id DESC')
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ id: Number(row.id), total: row.total }));
}
