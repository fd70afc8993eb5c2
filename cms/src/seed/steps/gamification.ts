// Badges and their awards, daily streaks, the points ledger and the notifications the events left.
import { ACTIVITY_POINTS as POINTS, WELCOME_BADGE, msg } from '@oyundev/domain';
import { addMs, between, days, hours, minutes } from '../random';
import { BADGES } from '../content/site';
import { withDailyLines } from '../daily-lines';
import { ACTIVITY, BADGE, BADGE_AWARD, NOTIFICATION, type Member, type SeedContext } from '../context';

export async function seedBadges(ctx: SeedContext) {
  const all = [
    {
      slug: WELCOME_BADGE.slug,
      name: WELCOME_BADGE.name,
      description: WELCOME_BADGE.description,
      icon: '👋',
      category: WELCOME_BADGE.category,
      rarity: WELCOME_BADGE.rarity,
      reward: WELCOME_BADGE.reward,
      requirements: [{ text: 'Topluluğa katıl' }],
    },
    ...BADGES,
  ];
  const inserted = await ctx.write.insert(
    BADGE,
    all.map((b) => ({ ...b, createdAt: ctx.start, updatedAt: ctx.start })),
  );
  all.forEach((b, i) => ctx.badgeIds.set(b.slug, { id: inserted[i].id, reward: b.reward, name: b.name }));

  const awards = new Map<string, { member: Member; slug: string; at: Date }>();
  const award = (member: Member, slug: string, at: Date | undefined) => {
    if (!at || at > ctx.now) return;
    const key = `${member.id}:${slug}`;
    if (!awards.has(key)) awards.set(key, { member, slug, at });
  };
  const nth = <T extends { createdAt: Date }>(items: T[], n: number) =>
    [...items].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[n - 1]?.createdAt;

  const likesBy = new Map<number, Date[]>();
  for (const line of ctx.ledger.filter((l) => l.type === 'like_received')) {
    likesBy.set(line.userId, [...(likesBy.get(line.userId) ?? []), line.occurredAt]);
  }
  for (const m of ctx.members) {
    award(m, WELCOME_BADGE.slug, m.createdAt); // every member, from the day they joined
    if (m.onboardingCompleted) award(m, 'profil-tamamlandi', addMs(m.createdAt, minutes(15)));
    if (m.isPremium) award(m, 'premium-destekci', addMs(m.createdAt, days(1)));
    if (m.role === 'admin' || m.role === 'moderator') award(m, 'kurucu-uye', addMs(m.createdAt, hours(1)));

    const topics = ctx.topics.filter((t) => t.author === m && t.counted);
    const replies = ctx.replies.filter((r) => r.author === m && r.counted);
    award(m, 'ilk-konu', nth(topics, 1));
    award(m, 'ilk-yanit', nth(replies, 1));
    award(m, 'sohbet-ustasi', nth(replies, 10));
    const solved = ctx.solutions.filter((r) => r.author === m);
    award(m, 'cozum-bulucu', nth(solved, 1));
    award(m, 'yardimsever', nth(solved, 3));
    const likes = (likesBy.get(m.id) ?? []).sort((a, b) => a.getTime() - b.getTime());
    award(m, 'begeni-miknatisi', likes[9]);
    award(m, 'populer-yazar', likes[29]);
    const inCategory = (slugs: string[]) => topics.filter((t) => slugs.includes(t.category));
    award(m, 'unity-uzmani', nth(inCategory(['unity']), 3));
    award(m, 'unreal-ustasi', nth(inCategory(['unreal-engine']), 2));
    award(m, 'godot-oncusu', nth(inCategory(['godot']), 2));
    award(m, 'shader-buyucusu', nth(inCategory(['shader-programlama']), 1));
    award(m, 'piksel-sanatcisi', nth(inCategory(['2d-art']), 1));
    award(m, '3d-heykeltiras', nth(inCategory(['3d-modelleme']), 1));
    award(m, 'tasarim-gozu', nth(inCategory(['ui-ux']), 1));
    award(m, 'yaratici-ruh', nth(inCategory(['proje-vitrini']), 1));
    award(m, 'game-jam-kahramani', nth(inCategory(['oyun-jamleri']), 1));
    const posts = ctx.posts.filter((p) => p.author === m).map((p) => ({ createdAt: p.publishedAt }));
    award(m, 'ilk-blog-yazisi', nth(posts, 1));
    award(m, 'bilgi-kaynagi', nth(posts, 5));
  }
  for (const m of ctx.random.sample(ctx.activeMembers(ctx.now), 2)) award(m, 'yenilikci', between(ctx.random, m.createdAt, ctx.now));

  ctx.pendingAwards = [...awards.values()];
}

export async function seedStreaks(ctx: SeedContext) {
  const streaks: Array<[Member, number]> = [
    [ctx.byUsername.get('admin')!, 35],
    [ctx.byUsername.get('moderator')!, 9],
    [ctx.byUsername.get('user')!, 12],
    ...ctx.random
      .sample(ctx.activeMembers(addMs(ctx.now, -days(20))), 6 * ctx.size)
      .map((m) => [m, ctx.random.int(2, 16)] as [Member, number]),
  ];
  for (const [member, length] of streaks) {
    // Most streaks are still running; a few ended some days ago (best streak > current streak).
    const endsDaysAgo = member.role === 'user' && ctx.random.chance(0.3) ? ctx.random.int(3, 10) : 0;
    for (let d = length - 1; d >= 0; d--) {
      const at = addMs(ctx.now, -days(d + endsDaysAgo) - minutes(ctx.random.int(5, 600)));
      if (at < member.createdAt) continue;
      ctx.ledger.push({ userId: member.id, type: 'daily_login', points: POINTS.daily_login, occurredAt: at });
      const run = length - d;
      if (run === 7) ctx.pendingAwards.push({ member, slug: 'yedi-gunluk-seri', at });
      if (run === 30) ctx.pendingAwards.push({ member, slug: 'otuz-gunluk-seri', at });
    }
  }
  const seen = new Set<string>();
  const awards = ctx.pendingAwards.filter((a) => {
    const key = `${a.member.id}:${a.slug}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  await ctx.write.insert(
    BADGE_AWARD,
    awards.map((a) => ({ userId: a.member.id, badgeId: ctx.badgeIds.get(a.slug)!.id, earnedAt: a.at, createdAt: a.at, updatedAt: a.at })),
  );
  for (const a of awards) {
    const badge = ctx.badgeIds.get(a.slug)!;
    ctx.ledger.push({
      userId: a.member.id,
      type: 'badge_earned',
      points: badge.reward,
      targetType: 'badge',
      targetId: badge.id,
      occurredAt: a.at,
    });
    ctx.events.push({
      user: a.member,
      type: 'badge_earned',
      title: msg('badge.notification.title'),
      message: msg('badge.notification.message', { name: badge.name }),
      link: `/rozetler#${a.slug}`,
      at: a.at,
    });
  }
  ctx.counts.badges = ctx.badgeIds.size;
  ctx.counts.badgeAwards = awards.length;
}

export async function seedLedger(ctx: SeedContext) {
  // Every day a member acted has its "first activity of the day" line, as live acts write it (seed/daily-lines.ts).
  ctx.ledger = withDailyLines(ctx.ledger, (l) => ({
    ...l,
    type: 'daily_login' as const,
    targetType: l.targetType ?? undefined,
    targetId: l.targetId ?? undefined,
  }));
  await ctx.write.insert(
    ACTIVITY,
    ctx.ledger.map((l) => ({
      ...l,
      targetType: l.targetType ?? null,
      targetId: l.targetId ?? null,
      createdAt: l.occurredAt,
      updatedAt: l.occurredAt,
    })),
  );
  ctx.counts.activities = ctx.ledger.length;
}

export async function seedNotifications(ctx: SeedContext) {
  const rows: Record<string, unknown>[] = [];
  const readBefore = addMs(ctx.now, -days(2));
  for (const m of ctx.members) {
    const mine = ctx.events
      .filter((e) => e.user === m && e.at <= ctx.now)
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, 15);
    for (const e of mine) {
      rows.push({
        userId: m.id,
        actorId: e.actor?.id ?? null,
        type: e.type,
        title: e.title,
        message: e.message,
        link: e.link,
        isRead: e.at < readBefore,
        createdAt: e.at,
        updatedAt: e.at,
      });
    }
  }
  await ctx.write.insert(NOTIFICATION, rows);
  ctx.counts.notifications = rows.length;
}
