import {
  CONTENT_SKILL_LEVELS,
  DISCOVERY_CATEGORY_SOURCES,
  EMPTY_DISCOVERY_QUERY,
  GAME_ENGINES,
  TRENDING_WEIGHTS,
  categorySlugsFor,
  discoveryCategoryOf,
  discoveryDefaults,
  discoverySearchString,
  hasDiscoveryParams,
  isTrendingPeriod,
  parseDiscoveryParams,
  trendingPeriodHours,
  trendingScore,
  trendingScoreSql,
} from '../discovery';
import { DISCOVERY_SKILL_LEVELS } from '../options';
import { contentFacetsSchema, topicSchema } from '../validation';
import { msg } from '../messages';

describe('discovery facets', () => {
  it('are the spec’s engines and levels', () => {
    expect(GAME_ENGINES).toEqual(['unity', 'unreal', 'godot', 'construct3', 'gamemaker']);
    expect(CONTENT_SKILL_LEVELS).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
    expect(DISCOVERY_SKILL_LEVELS.map((o) => o.value)).toEqual([...CONTENT_SKILL_LEVELS]);
  });

  it('are optional on a topic: blank means not specified, an unknown value is refused in Turkish', () => {
    const base = { title: 'Unity ile ilk oyunum', content: 'Merhaba, ilk oyunumu Unity ile yapıyorum.', category: 'unity' };
    const plain = topicSchema.parse(base);
    expect(plain.gameEngine).toBeNull();
    expect(plain.skillLevel).toBeNull();
    const blank = topicSchema.parse({ ...base, gameEngine: '', skillLevel: '' });
    expect([blank.gameEngine, blank.skillLevel]).toEqual([null, null]);
    const set = topicSchema.parse({ ...base, gameEngine: 'godot', skillLevel: 'expert' });
    expect([set.gameEngine, set.skillLevel]).toEqual(['godot', 'expert']);
    const bad = contentFacetsSchema.safeParse({ gameEngine: 'cryengine', skillLevel: 'guru' });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(bad.error.issues.map((i) => i.message)).toEqual([msg('validation.option.invalid'), msg('validation.option.invalid')]);
  });
});

describe('discovery categories', () => {
  it('map each of the five onto real forum and blog categories', () => {
    expect(Object.keys(DISCOVERY_CATEGORY_SOURCES)).toEqual(['programming', 'art', 'audio', 'gamedesign', 'business']);
    expect(categorySlugsFor('forum', ['audio'])).toEqual(['ses-muzik']);
    expect(categorySlugsFor('blog', ['audio'])).toEqual([]);
    expect(categorySlugsFor('forum', ['art', 'art'])).toEqual(['2d-art', '3d-modelleme', 'animasyon', 'ui-ux']);
    expect(discoveryCategoryOf('forum', 'shader-programlama')).toBe('programming');
    expect(discoveryCategoryOf('blog', 'game-design')).toBe('gamedesign');
    expect(discoveryCategoryOf('forum', 'unity')).toBeNull();
    expect(discoveryCategoryOf('blog', null)).toBeNull();
  });
});

describe('discovery URL', () => {
  it('round-trips every filter', () => {
    const query = {
      type: 'blog',
      sort: 'most-liked',
      engines: ['unity', 'godot'],
      levels: ['expert'],
      categories: ['art'],
      page: 3,
    } as const;
    const search = discoverySearchString({
      ...query,
      engines: [...query.engines],
      levels: [...query.levels],
      categories: [...query.categories],
    });
    expect(search).toBe('?type=blog&sort=most-liked&engine=unity,godot&level=expert&category=art&page=3');
    expect(parseDiscoveryParams(new URLSearchParams(search))).toEqual(query);
  });

  it('reads junk as the defaults and drops unknown list entries, keeping the list order and each once', () => {
    expect(parseDiscoveryParams({ type: 'users', sort: 'random', page: '-2', engine: 'x' })).toEqual(EMPTY_DISCOVERY_QUERY);
    expect(parseDiscoveryParams({ engine: 'godot,cryengine,unity,godot', level: 'guru,beginner', page: '0' })).toMatchObject({
      engines: ['unity', 'godot'],
      levels: ['beginner'],
      page: 1,
    });
    expect(parseDiscoveryParams({ sort: ['newest'] as unknown as string })).toEqual(EMPTY_DISCOVERY_QUERY);
  });

  it('leaves the defaults out but always names the sort, so a cleared view is not personalised again', () => {
    expect(discoverySearchString(EMPTY_DISCOVERY_QUERY)).toBe('?sort=trending');
    expect(hasDiscoveryParams(new URLSearchParams(''))).toBe(false);
    expect(hasDiscoveryParams(new URLSearchParams('?sort=trending'))).toBe(true);
    expect(hasDiscoveryParams(new URLSearchParams('?utm=x'))).toBe(false);
  });
});

describe('a member’s default filters', () => {
  it('come from the onboarding engines, interests and experience', () => {
    expect(
      discoveryDefaults({
        gameEngines: ['godot', 'construct', 'custom', 'unity'],
        specialties: ['sound', '3d-art', 'animation'],
        experience: 'beginner',
      }),
    ).toEqual({ ...EMPTY_DISCOVERY_QUERY, engines: ['unity', 'godot', 'construct3'], categories: ['art', 'audio'], levels: ['beginner'] });
    expect(discoveryDefaults({})).toEqual(EMPTY_DISCOVERY_QUERY);
    expect(discoveryDefaults({ gameEngines: null, specialties: ['management'], experience: 'wizard' })).toMatchObject({
      categories: ['business'],
      levels: [],
    });
  });
});

describe('trending', () => {
  it('has today, a week and a month', () => {
    expect((['today', 'week', 'month'] as const).map((p) => trendingPeriodHours(p))).toEqual([24, 168, 720]);
    expect(isTrendingPeriod('year')).toBe(false);
  });

  it('weighs votes, likes, replies, comments and views, and the SQL says the same', () => {
    const activity = { votes: 3, likes: 2, replies: 1, comments: 4, views: 10 };
    const w = TRENDING_WEIGHTS;
    expect(trendingScore(activity)).toBeCloseTo(3 * w.vote + 2 * w.like + w.reply + 4 * w.comment + 10 * w.view);
    expect(trendingScore({ votes: -2, likes: 0, replies: 0, comments: 0, views: 0 })).toBeLessThan(0);
    const sql = trendingScoreSql({ votes: 'a', likes: 'b', replies: 'c', comments: 'd', views: 'e' });
    const evaluate = new Function('a', 'b', 'c', 'd', 'e', `return ${sql};`) as (...n: number[]) => number;
    expect(evaluate(3, 2, 1, 4, 10)).toBeCloseTo(trendingScore(activity));
  });
});
