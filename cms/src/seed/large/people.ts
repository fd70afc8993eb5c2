// The large seed's members (generated like the demo's, from the same name and profile pools), who follows
// whom (a few members with many followers, most with a handful), bookmarks, and page-view history.
import { addMs, between, days, recentBetween } from '../random';
import { BIO_CLOSINGS, BIO_OPENINGS, CITIES, ENGINES, FIRST_NAMES, LANGUAGES, LAST_NAMES, SPECIALTIES, TITLES } from '../content/people';
import { BOOKMARK, FOLLOW, PAGE_VIEW, ROLE, USER, asciiName, maxDate, type Member } from '../context';
import { memberDraft } from '../steps/members';
import { istanbulDay } from '../../lib/time';
import type { UsersPermissionsUserService } from '../../api/account/lib/kit';
import { logNormal, type Weighted } from './bulk';
import type { LargeState, LargeTopic } from './state';

export async function largeMembers(s: LargeState) {
  const { ctx, random } = s;
  const roles = new Map<string, number>();
  for (const role of await ctx.strapi.db.query(ROLE).findMany({ select: ['id', 'type'] })) roles.set(role.type, role.id);
  const wanted = s.n('members') - ctx.members.length;
  const taken = new Set(ctx.members.map((m) => m.username));
  const drafts: Array<ReturnType<typeof memberDraft>> = [];
  for (let n = 1; n <= wanted; n++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const base = `${asciiName(first)}_${asciiName(last)}`;
    let username = base;
    for (let k = 2; taken.has(username); k++) username = `${base}${k}`;
    taken.add(username);
    const isPremium = n % 8 === 0;
    drafts.push(
      memberDraft(ctx, {
        username,
        password: `${asciiName(first)}123`,
        role: isPremium ? 'premium' : 'user',
        fullName: `${first} ${last}`,
        title: random.pick(TITLES),
        bio: `${random.pick(BIO_OPENINGS)} ${random.pick(BIO_CLOSINGS)}`,
        location: random.pick(CITIES),
        gameEngines: random.sample(ENGINES, random.int(1, 3)),
        programmingLanguages: random.sample(LANGUAGES, random.int(1, 3)),
        specialties: random.sample(SPECIALTIES, random.int(1, 2)),
        createdAt: recentBetween(random, addMs(ctx.start, days(1)), addMs(ctx.now, -days(3)), 0.7),
        isPremium,
        restricted: null,
      }),
    );
  }
  // One bcrypt hash per distinct password (a first name + 123, as the demo's generated members).
  const hashes = new Map<string, string>();
  const users = ctx.strapi.plugin('users-permissions').service('user') as UsersPermissionsUserService;
  for (const d of drafts) {
    if (!hashes.has(d.password)) hashes.set(d.password, (await users.ensureHashedPasswords({ password: d.password })).password);
    d.row.password = hashes.get(d.password);
  }
  const ids = await s.bulk.insert(
    USER,
    drafts.map((d) => d.row),
  );
  const created: Member[] = drafts.map((d, i) => ({ ...d.member, id: ids[i], documentId: '' }));
  await s.bulk.link(
    USER,
    'role',
    created.map((m) => [m.id, roles.get(m.role)!]),
  );
  await s.bulk.components(
    USER,
    'premium',
    created
      .filter((m) => m.isPremium)
      .map((m) => [
        m.id,
        { isActive: true, startDate: addMs(m.createdAt, days(1)), endDate: addMs(m.createdAt, days(366)), tier: 'Profesyonel' },
      ]),
  );
  s.indexMembers([...ctx.members, ...created]);
  ctx.counts.members = ctx.members.length + created.length;
  s.progress('üyeler', `${created.length} yeni üye`);
  return created;
}

/** Each new member follows a few others, drawn by popularity: a long tail of followers. */
export async function largeFollows(s: LargeState, created: Member[]) {
  const rows: Array<Record<string, unknown>> = [];
  for (const follower of created) {
    const count = Math.min(60, Math.floor(logNormal(s.random, 0.9) * 3));
    const seen = new Set<number>();
    for (let k = 0; k < count; k++) {
      const following = s.popular();
      if (following === follower || seen.has(following.id)) continue;
      seen.add(following.id);
      const at = between(s.random, maxDate(follower.createdAt, following.createdAt), s.ctx.now);
      rows.push({ followerId: follower.id, followingId: following.id, createdAt: at, updatedAt: at });
    }
  }
  await s.bulk.insert(FOLLOW, rows);
  s.ctx.counts.follows = (s.ctx.counts.follows ?? 0) + rows.length;
  s.progress('takipler', `${rows.length}`);
}

/** New members bookmark popular topics (public ones) and posts. */
export async function largeBookmarks(s: LargeState, created: Member[], topics: Weighted<LargeTopic>) {
  const rows: Array<Record<string, unknown>> = [];
  for (const m of created) {
    const seen = new Set<string>();
    const add = (type: 'topic' | 'blog-post', id: number, at: Date) => {
      if (seen.has(`${type}:${id}`)) return;
      seen.add(`${type}:${id}`);
      const when = between(s.random, maxDate(at, m.createdAt), s.ctx.now);
      rows.push({ userId: m.id, targetType: type, targetId: id, createdAt: when, updatedAt: when });
    };
    for (let k = s.random.int(0, 5); k > 0; k--) {
      const t = topics.pick(s.random);
      if (!t.isPremium && t.author !== m) add('topic', t.id, t.createdAt);
    }
    for (let k = s.random.int(0, 2); k > 0 && s.posts.length; k--) {
      const p = s.random.pick(s.posts);
      if (p.author !== m) add('blog-post', p.postNumber, p.at);
    }
  }
  await s.bulk.insert(BOOKMARK, rows);
  s.ctx.counts.bookmarks = (s.ctx.counts.bookmarks ?? 0) + rows.length;
  s.progress('yer imleri', `${rows.length}`);
}

/** Ninety days of daily views for the most discussed topics and the posts: the analytics' history. */
export async function largePageViews(s: LargeState) {
  const topics = [...s.topics]
    .filter((t) => !t.isPremium)
    .sort((a, b) => b.replyCount - a.replyCount)
    .slice(0, Math.max(5, Math.round(400 * s.factor)));
  const paths: Array<[string, number]> = [
    ...topics.map((t) => [`/forum/konu/${t.slug}`, 4 + Math.sqrt(t.replyCount) * 3] as [string, number]),
    ...s.posts.slice(0, Math.max(3, Math.round(150 * s.factor))).map((p) => [`/blog/${p.slug}`, 12] as [string, number]),
  ];
  const rows: Array<Record<string, unknown>> = [];
  for (let d = 89; d >= 0; d--) {
    const at = addMs(s.ctx.now, -days(d));
    const day = istanbulDay(at);
    const growth = 0.5 + 0.5 * ((89 - d) / 89);
    for (const [path, base] of paths) {
      const views = Math.max(1, Math.round(base * growth * (0.6 + 0.8 * s.random.next())));
      rows.push({ day, path, views, uniqueVisitors: Math.round(views * (0.5 + 0.2 * s.random.next())), createdAt: at, updatedAt: at });
    }
  }
  await s.bulk.insert(PAGE_VIEW, rows);
  s.ctx.counts.pageViews = (s.ctx.counts.pageViews ?? 0) + rows.length;
  s.progress('sayfa görüntüleme geçmişi', `${rows.length} gün×yol`);
}
