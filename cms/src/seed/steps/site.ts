// Moderation reports, announcements, pages, house ads and the analytics aggregates.
import { excerpt } from '@oyundev/domain';
import { addMs, between, days, hours, minutes } from '../random';
import { istanbulDay } from '../recount';
import { ANNOUNCEMENTS, HOUSE_ADS, PAGES, REPORT_REASONS, RESOLUTIONS } from '../content/site';
import { uploadSeedImage } from '../uploads';
import { ANNOUNCEMENT, HOUSE_AD, PAGE, PAGE_VIEW, REPORT, maxDate, minDate, type Member, type SeedContext } from '../context';

export async function seedReports(ctx: SeedContext) {
  type Reportable = { type: 'topic' | 'reply' | 'comment'; id: number; title: string; author: Member; at: Date };
  const candidates: Reportable[] = ctx.random.shuffle([
    ...ctx.topics
      .filter((t) => t.counted && !t.isPremium)
      .map((t) => ({ type: 'topic' as const, id: t.id, title: t.title, author: t.author, at: t.createdAt })),
    ...ctx.replies
      .filter((r) => r.counted && !r.topic.isPremium)
      .map((r) => ({ type: 'reply' as const, id: r.id, title: `Yanıt: ${r.topic.title}`, author: r.author, at: r.createdAt })),
    ...ctx.comments
      .filter((c) => !c.post.isPremium)
      .map((c) => ({ type: 'comment' as const, id: c.id, title: `Yorum: ${c.post.title}`, author: c.author, at: c.createdAt })),
  ]);
  const statuses = [
    'pending',
    'pending',
    'pending',
    'pending',
    'reviewed',
    'reviewed',
    'resolved',
    'resolved',
    'resolved',
    'rejected',
    'rejected',
    'rejected',
  ];
  const types = ['spam', 'inappropriate', 'copyright', 'harassment'] as const;
  const rows: Record<string, unknown>[] = [];
  const spam = ctx.topics.find((t) => !t.counted && t.slug.startsWith('ucuz-steam'))!;
  for (const reporter of ctx.random.sample(ctx.activeMembers(spam.createdAt, [spam.author]), 3)) {
    const at = addMs(spam.createdAt, minutes(ctx.random.int(10, 150)));
    rows.push({
      type: 'spam',
      status: 'resolved',
      contentType: 'topic',
      contentId: spam.id,
      contentTitle: spam.title,
      contentAuthorId: spam.author.id,
      reporterId: reporter.id,
      reason: REPORT_REASONS.spam[0],
      resolution: RESOLUTIONS.resolved,
      createdAt: at,
      updatedAt: addMs(spam.createdAt, hours(3)),
    });
  }
  for (let i = 0; i < statuses.length * ctx.size && i < candidates.length; i++) {
    const target = candidates[i];
    const status = statuses[i % statuses.length];
    const type = types[i % types.length];
    const reporter = ctx.someone(ctx.now, [target.author]);
    if (!reporter) continue;
    const at = between(ctx.random, maxDate(target.at, reporter.createdAt), ctx.now);
    rows.push({
      type,
      status,
      contentType: target.type,
      contentId: target.id,
      contentTitle: excerpt(target.title, 100),
      contentAuthorId: target.author.id,
      reporterId: reporter.id,
      reason: ctx.random.pick(REPORT_REASONS[type]),
      resolution: status === 'resolved' ? RESOLUTIONS.resolved : status === 'rejected' ? RESOLUTIONS.rejected : null,
      createdAt: at,
      updatedAt: status === 'pending' ? at : minDate(ctx.now, addMs(at, hours(ctx.random.int(1, 48)))),
    });
  }
  await ctx.write.insert(REPORT, rows);
  ctx.counts.reports = rows.length;
}

export async function seedSite(ctx: SeedContext) {
  await ctx.write.insert(
    ANNOUNCEMENT,
    ANNOUNCEMENTS.map((a, i) => {
      const at = addMs(ctx.now, -days([40, 6, 20][i] ?? 1));
      return { ...a, createdAt: at, updatedAt: at };
    }),
  );
  await ctx.write.insert(
    PAGE,
    PAGES.map((p) => ({ ...p, createdAt: ctx.start, updatedAt: ctx.start })),
  );
  ctx.counts.announcements = ANNOUNCEMENTS.length;
  ctx.counts.pages = PAGES.length;
}

/** Daily analytics aggregates: a weekly rhythm on a slowly growing community. */
export async function seedPageViews(ctx: SeedContext) {
  const popular = [...ctx.topics]
    .filter((t) => t.counted && !t.isPremium)
    .slice(0, 6)
    .map((t) => `/forum/konu/${t.slug}`);
  const paths: Array<[string, number]> = [
    ['/', 420],
    ['/forum', 260],
    ['/blog', 150],
    ['/arama', 60],
    ['/premium', 25],
    ['/forum/kategori/unity', 90],
    ['/forum/kategori/godot', 60],
    ...popular.map((p) => [p, 35] as [string, number]),
  ];
  const rows: Record<string, unknown>[] = [];
  for (let d = 89; d >= 0; d--) {
    const at = addMs(ctx.now, -days(d));
    const day = istanbulDay(at);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const rhythm = weekday === 0 || weekday === 6 ? 1.3 : 1;
    const growth = 0.6 + 0.4 * ((89 - d) / 89);
    for (const [path, base] of paths) {
      const views = Math.max(1, Math.round(base * ctx.size * rhythm * growth * (0.8 + 0.4 * ctx.random.next())));
      rows.push({ day, path, views, uniqueVisitors: Math.round(views * (0.5 + 0.2 * ctx.random.next())), createdAt: at, updatedAt: at });
    }
  }
  await ctx.write.insert(PAGE_VIEW, rows);
  ctx.counts.pageViews = rows.length;
}

/** The house ads editors would have placed: premium, the winter jam, a meetup. Written like the admin does. */
export async function seedHouseAds(ctx: SeedContext) {
  const documents = ctx.strapi.documents(HOUSE_AD);
  for (const ad of HOUSE_ADS) {
    const image = await uploadSeedImage(ctx, `ads/${ad.image}.webp`, ad.altText);
    await documents.create({
      data: {
        title: ad.title,
        image,
        linkUrl: ad.linkUrl,
        altText: ad.altText,
        slot: ad.slot,
        startsAt: addMs(ctx.now, -days(ad.startedDaysAgo)),
        endsAt: ad.endsInDays === null ? null : addMs(ctx.now, days(ad.endsInDays)),
        isActive: true,
        weight: ad.weight,
      },
    });
  }
  ctx.counts.houseAds = HOUSE_ADS.length;
}
