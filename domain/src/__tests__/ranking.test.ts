import {
  HOT_AGE_OFFSET_HOURS,
  HOT_GRAVITY,
  RISING_AGE_OFFSET_HOURS,
  RISING_EXPONENT,
  TOPIC_LIST_SORTS,
  isTopicListSort,
  rankingSql,
  rankingFloorSql,
  topicSortToApi,
  DEFAULT_FORUM_SORT,
  DEFAULT_HOME_FEED_TAB,
  DEFAULT_TOPIC_SORT,
  FORUM_SORTS,
  HOME_FEED_TABS,
  TOPIC_SORTS,
  ageInHours,
  feedHotScore,
  feedHotSql,
  hotScore,
  isForumSort,
  isTopicSort,
  risingScore,
  voteTransition,
} from '../ranking';

const NOW = new Date('2025-06-15T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

describe('voteTransition (forum spec §4)', () => {
  test.each([
    ['none', 'up', 'up', 1],
    ['up', 'up', 'none', -1],
    ['down', 'up', 'up', 2],
    ['none', 'down', 'down', -1],
    ['down', 'down', 'none', 1],
    ['up', 'down', 'down', -2],
  ] as const)('%s + press %s → %s, score %+d', (previous, pressed, next, delta) => {
    expect(voteTransition(previous, pressed)).toEqual({ next, delta });
  });
});

describe('hotScore = score / (ageHours + 2)^1.8', () => {
  test('at known ages', () => {
    expect(hotScore(10, NOW, NOW)).toBeCloseTo(2.87175, 4);
    expect(hotScore(10, hoursAgo(10), NOW)).toBeCloseTo(0.114149, 5);
    expect(hotScore(100, hoursAgo(24), NOW)).toBeCloseTo(0.283823, 5);
    expect(hotScore(-5, hoursAgo(1), NOW)).toBeCloseTo(-0.692073, 5);
    expect(hotScore(0, hoursAgo(5), NOW)).toBe(0);
  });
  test('a newer topic with the same score ranks higher', () => {
    expect(hotScore(50, hoursAgo(1), NOW)).toBeGreaterThan(hotScore(50, hoursAgo(2), NOW));
  });
  test('accepts ISO strings and treats future timestamps as new', () => {
    expect(hotScore(10, '2025-06-15T02:00:00Z', '2025-06-15T12:00:00Z')).toBeCloseTo(0.114149, 5);
    expect(hotScore(10, hoursAgo(-3), NOW)).toBeCloseTo(2.87175, 4);
    expect(ageInHours(hoursAgo(-3), NOW)).toBe(0);
  });
});

describe('risingScore = likes / (ageHours + 1)^0.5', () => {
  test('at known ages', () => {
    expect(risingScore(9, NOW, NOW)).toBe(9);
    expect(risingScore(9, hoursAgo(3), NOW)).toBeCloseTo(4.5, 10);
    expect(risingScore(30, hoursAgo(8), NOW)).toBeCloseTo(10, 10);
    expect(risingScore(10, hoursAgo(24), NOW)).toBeCloseTo(2, 10);
  });
});

describe('feedHotScore = likes − dislikes + 0.5 × replies', () => {
  test('values', () => {
    expect(feedHotScore(10, 2, 6)).toBe(11);
    expect(feedHotScore(0, 3, 1)).toBe(-2.5);
    expect(feedHotScore(0, 0, 0)).toBe(0);
  });

  test('feedHotSql is the same formula as SQL over the given columns', () => {
    const sql = feedHotSql({ likes: 'l', dislikes: 'd', replies: 'r' });
    expect(sql).toBe('((l) - (d) + 0.5 * (r))');
    // Evaluated with the numbers in place of the columns it gives what feedHotScore gives.
    const evaluate = (l: number, d: number, r: number) =>
      Function(`return ${feedHotSql({ likes: String(l), dislikes: String(d), replies: String(r) })}`)() as number;
    expect(evaluate(10, 2, 6)).toBe(feedHotScore(10, 2, 6));
    expect(evaluate(0, 3, 1)).toBe(feedHotScore(0, 3, 1));
  });
});

describe('sort lists', () => {
  test('topic sorts with spec keys and Turkish labels, latest reply first by default', () => {
    expect(TOPIC_SORTS.map((s) => [s.value, s.key, s.label])).toEqual([
      ['latest', '-lastActivity.lastReplyAt', 'Son yanıt'],
      ['newest', '-createdAt', 'En yeni'],
      ['views', '-stats.views', 'En çok görüntülenen'],
      ['likes', '-stats.likeCount', 'En çok beğenilen'],
      ['replies', '-stats.replyCount', 'En çok yanıtlanan'],
    ]);
    expect(DEFAULT_TOPIC_SORT).toBe('latest');
  });
  test('forum sorts hot, new, top, rising', () => {
    expect(FORUM_SORTS.map((s) => [s.value, s.label])).toEqual([
      ['hot', 'Popüler'],
      ['new', 'Yeni'],
      ['top', 'En İyi'],
      ['rising', 'Yükselen'],
    ]);
    expect(DEFAULT_FORUM_SORT).toBe('hot');
    expect(isForumSort('rising')).toBe(true);
    expect(isForumSort('latest')).toBe(false);
    expect(isTopicSort('latest')).toBe(true);
    expect(isTopicSort('hot')).toBe(false);
  });
  test('home feed tabs, newest first by default', () => {
    expect(HOME_FEED_TABS.map((t) => t.value)).toEqual(['hot', 'new', 'top']);
    expect(DEFAULT_HOME_FEED_TAB).toBe('new');
  });
});

describe('one sort vocabulary, one set of ranking constants', () => {
  test('the API orders are one list; every category sort maps onto one of them', () => {
    expect(TOPIC_LIST_SORTS).toEqual(['hot', 'new', 'top', 'rising', 'latest', 'views', 'likes', 'replies']);
    for (const sort of TOPIC_SORTS) expect(isTopicListSort(topicSortToApi(sort.value))).toBe(true);
    expect(topicSortToApi('newest')).toBe('new');
    expect(isTopicListSort('newest')).toBe(false);
  });

  test('the SQL ranks with the formulas’ own constants (a drift in either fails here)', () => {
    const cols = { score: 's', likeCount: 'l', ageHours: 'a' };
    expect(rankingSql('hot', cols)).toBe(`s / power(a + ${HOT_AGE_OFFSET_HOURS}, ${HOT_GRAVITY})`);
    expect(rankingSql('rising', cols)).toBe(`l / power(a + ${RISING_AGE_OFFSET_HOURS}, ${RISING_EXPONENT})`);
    // Evaluate the SQL text as arithmetic and compare with the TypeScript formulas.
    const evaluate = (sql: string, values: Record<string, number>) => {
      const js = sql.replace(/power\(([^,]+), ([^)]+)\)/g, 'Math.pow($1, $2)').replace(/\b([sla])\b/g, (v) => String(values[v]));
      return Function(`return (${js});`)() as number;
    };
    const now = new Date('2025-06-15T12:00:00Z');
    const created = new Date('2025-06-15T02:00:00Z');
    expect(evaluate(rankingSql('hot', cols), { s: 42, l: 0, a: 10 })).toBeCloseTo(hotScore(42, created, now), 12);
    expect(evaluate(rankingSql('rising', cols), { s: 0, l: 9, a: 10 })).toBeCloseTo(risingScore(9, created, now), 12);
  });

  test('the floor of an older topic: a value below it cannot reach the rank, the floor itself reaches it', () => {
    const evaluate = (sql: string, values: Record<string, number>) => {
      const js = sql.replace(/power\(([^,]+), ([^)]+)\)/g, 'Math.pow($1, $2)').replace(/\b([ra])\b/g, (v) => String(values[v]));
      return Function(`return (${js});`)() as number;
    };
    const now = new Date('2025-06-15T12:00:00Z');
    for (const sort of ['hot', 'rising'] as const) {
      const rankOf = sort === 'hot' ? hotScore : risingScore;
      const rank = rankOf(40, new Date('2025-06-15T09:00:00Z'), now);
      // Ten hours old: the least value that ranks there, and one below it.
      const floor = evaluate(rankingFloorSql(sort, { rank: 'r', ageHours: 'a' }), { r: rank, a: 10 });
      const tenHours = new Date('2025-06-15T02:00:00Z');
      expect(rankOf(floor, tenHours, now)).toBeCloseTo(rank, 12);
      expect(rankOf(Math.floor(floor) - 1, tenHours, now)).toBeLessThan(rank);
      // Older still: the same value ranks lower.
      expect(rankOf(floor, new Date('2025-06-14T02:00:00Z'), now)).toBeLessThan(rank);
    }
  });
});
