import type { Core } from '@strapi/strapi';
import {
  ACTIVITY_POINTS as POINTS,
  DEFAULT_PRIVACY_SETTINGS,
  ENGINE_OPTIONS,
  PROGRAMMING_LANGUAGE_OPTIONS,
  WELCOME_BADGE,
  optionLabel,
  blogExcerptWords,
  msg,
  type ActivityType,
  blogSlug,
  excerpt,
  normalizeTag,
  readingTime,
  toAsciiLower,
  topicSlug,
} from '@oyundev/domain';
import { Random, addMs, between, days, hours, minutes, recentBetween } from './random';
import { Writer, type Db } from './writer';
import { recountCounters, istanbulDay } from './recount';
import {
  BIO_CLOSINGS, BIO_OPENINGS, CITIES, COMPANIES, DEMO_ACCOUNTS, ENGINES, FIRST_NAMES, LANGUAGES, LAST_NAMES,
  PLATFORMS, PORTFOLIO_TITLES, SPECIALTIES, TITLES, type DemoAccount,
} from './content/people';
import {
  CATEGORIES, CODE, ENGINE_CATEGORIES, ENGINE_TOPICS, REPLIES, REPLY_TO_REPLIES, SOLVED_REPLY, TAGS, TOPICS,
  type TopicSeed,
} from './content/forum';
import { BLOG_CATEGORIES, BLOG_POSTS, COMMENTS, COMMENT_REPLIES } from './content/blog';
import { ANNOUNCEMENTS, BADGES, PAGES, REPORT_REASONS, RESOLUTIONS } from './content/site';

const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';
const CATEGORY = 'api::forum-category.forum-category';
const TAG = 'api::tag.tag';
const TOPIC = 'api::topic.topic';
const REPLY = 'api::reply.reply';
const VOTE = 'api::vote.vote';
const LIKE = 'api::like.like';
const BOOKMARK = 'api::bookmark.bookmark';
const FOLLOW = 'api::follow.follow';
const BLOG_CATEGORY = 'api::blog-category.blog-category';
const BLOG_POST = 'api::blog-post.blog-post';
const COMMENT = 'api::comment.comment';
const BADGE = 'api::badge.badge';
const BADGE_AWARD = 'api::badge-award.badge-award';
const ACTIVITY = 'api::activity.activity';
const REPORT = 'api::report.report';
const ANNOUNCEMENT = 'api::announcement.announcement';
const NOTIFICATION = 'api::notification.notification';
const PAGE_VIEW = 'api::page-view.page-view';
const PAGE = 'api::page.page';

/** Taken for the whole seed, so two processes starting on an empty database cannot both seed it. */
const SEED_LOCK = 4_201_120;

export type SeedOptions = {
  /** Multiplies topics, replies, blog posts and generated members (1 ≈ 33 members, 60 topics). */
  size?: number;
  /** The "now" the data is spread back from (90 days). Pass a fixed date for byte-identical data. */
  now?: Date;
  /** PRNG seed. */
  seed?: number;
};

export type SeedResult = { skipped: true } | { skipped: false; counts: Record<string, number> };

/**
 * Fills an empty database with a realistic Turkish community. Does nothing when any member exists, so
 * it is safe to call on every start. Everything is written in one transaction: a failure leaves the
 * database empty and the next start tries again.
 */
export async function seed(strapi: Core.Strapi, options: SeedOptions = {}): Promise<SeedResult> {
  if ((await strapi.db.query(USER).count({})) > 0) return { skipped: true };
  return strapi.db.transaction(async ({ trx }) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if ((await strapi.db.query(USER).count({})) > 0) return { skipped: true } as const;
    const seeder = new Seeder(strapi, trx as unknown as Db, options);
    const counts = await seeder.run();
    strapi.log.info(`[seed] ${Object.entries(counts).map(([k, v]) => `${k}=${v}`).join(' ')}`);
    return { skipped: false, counts } as const;
  });
}

// ── In-memory model of what is being written ─────────────────────────────────────────────────────────

type Member = {
  id: number;
  documentId: string;
  username: string;
  fullName: string;
  role: 'admin' | 'moderator' | 'premium' | 'user';
  createdAt: Date;
  gameEngines: string[];
  onboardingCompleted: boolean;
  isPremium: boolean;
  /** Banned or suspended members write nothing after the seed's start, and are never picked. */
  restricted: boolean;
};

type Topic = {
  id: number;
  slug: string;
  title: string;
  category: string;
  author: Member;
  createdAt: Date;
  counted: boolean; // active and approved
  isPremium: boolean;
};

type Reply = { id: number; topic: Topic; author: Member; createdAt: Date; counted: boolean };
type Post = {
  documentId: string;
  postNumber: number;
  slug: string;
  title: string;
  author: Member;
  publishedAt: Date;
  isPremium: boolean;
  /** Row ids of the draft and the published version. */
  ids: number[];
};
type Comment = { id: number; post: Post; author: Member; createdAt: Date };
type Target = {
  type: 'topic' | 'reply' | 'blog-post' | 'comment';
  id: number;
  owner: Member;
  at: Date;
  link: string;
  /** Only members who may read premium content react to it. */
  premium: boolean;
};
type Ledger = { userId: number; type: ActivityType; points: number; targetType?: string; targetId?: number; occurredAt: Date };
type Event = { user: Member; type: string; title: string; message: string; link: string; actor?: Member; at: Date };

class Seeder {
  private readonly random: Random;
  private readonly write: Writer;
  private readonly size: number;
  private readonly now: Date;
  private readonly start: Date;

  private members: Member[] = [];
  private byUsername = new Map<string, Member>();
  private categoryIds = new Map<string, number>();
  private tagIds = new Map<string, number>();
  private topics: Topic[] = [];
  private replies: Reply[] = [];
  private posts: Post[] = [];
  private comments: Comment[] = [];
  private ledger: Ledger[] = [];
  private events: Event[] = [];
  private badgeIds = new Map<string, { id: number; reward: number; name: string }>();
  private solutions: Reply[] = [];
  private counts: Record<string, number> = {};

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly db: Db,
    options: SeedOptions,
  ) {
    const seedNumber = options.seed ?? 20_251_120;
    this.random = new Random(seedNumber);
    this.write = new Writer(strapi, db, seedNumber);
    this.size = Math.max(1, Math.floor(options.size ?? 1));
    // Whole seconds: the same anchor always yields the same timestamps.
    this.now = new Date(Math.floor((options.now ?? new Date()).getTime() / 1000) * 1000);
    this.start = addMs(this.now, -days(90));
  }

  async run() {
    await this.seedMembers();
    await this.seedFollows();
    await this.seedForum();
    await this.seedBlog();
    await this.seedBookmarks();
    await this.seedBadges();
    await this.seedStreaks();
    await this.seedLedger();
    await this.seedNotifications();
    await this.seedReports();
    await this.seedSite();
    await this.seedPageViews();
    await recountCounters(this.strapi, { db: this.db, today: this.now });
    return this.counts;
  }

  // ── Members ──────────────────────────────────────────────────────────────────────────────────────────

  private async seedMembers() {
    const roles = new Map<string, number>();
    for (const role of await this.strapi.db.query(ROLE).findMany({ select: ['id', 'type'] })) roles.set(role.type, role.id);
    for (const type of ['admin', 'moderator', 'premium', 'user']) {
      if (!roles.has(type)) throw new Error(`seed: role ${type} missing — run the bootstrap first`);
    }

    type Draft = { member: Omit<Member, 'id' | 'documentId'>; password: string; row: Record<string, unknown> };
    const drafts: Draft[] = [];

    for (const demo of DEMO_ACCOUNTS) {
      const createdAt = demo.role === 'user' ? addMs(this.now, -days(24)) : addMs(this.start, hours(demo.role === 'admin' ? 1 : 5));
      drafts.push(
        this.memberDraft({
          username: demo.username,
          password: demo.password,
          role: demo.role,
          fullName: demo.fullName,
          title: demo.title,
          bio: demo.bio,
          location: demo.location,
          gameEngines: demo.gameEngines,
          programmingLanguages: demo.programmingLanguages,
          specialties: demo.specialties,
          createdAt,
          isPremium: false,
          restricted: null,
        }),
      );
    }

    const taken = new Set(drafts.map((d) => d.member.username));
    const generated = 30 * this.size;
    for (let n = 1; n <= generated; n++) {
      const first = this.random.pick(FIRST_NAMES);
      const last = this.random.pick(LAST_NAMES);
      const base = `${asciiName(first)}_${asciiName(last)}`;
      let username = base;
      for (let k = 2; taken.has(username); k++) username = `${base}${k}`;
      taken.add(username);
      const isPremium = n % 8 === 0; // spec: every 8th generated member is premium
      // A few accounts in every moderation state for the admin screens (never a premium one).
      const restricted = isPremium ? null : n === 5 ? 'suspended' : n === 11 ? 'banned-temporary' : n === 19 ? 'banned' : null;
      drafts.push(
        this.memberDraft({
          username,
          password: `${asciiName(first)}123`,
          role: isPremium ? 'premium' : 'user',
          fullName: `${first} ${last}`,
          title: this.random.pick(TITLES),
          bio: `${this.random.pick(BIO_OPENINGS)} ${this.random.pick(BIO_CLOSINGS)}`,
          location: this.random.pick(CITIES),
          gameEngines: this.random.sample(ENGINES, this.random.int(1, 3)),
          programmingLanguages: this.random.sample(LANGUAGES, this.random.int(1, 3)),
          specialties: this.random.sample(SPECIALTIES, this.random.int(1, 2)),
          createdAt: recentBetween(this.random, addMs(this.start, days(1)), addMs(this.now, -days(3)), 0.9),
          isPremium,
          restricted,
        }),
      );
    }

    // Same password, same hash: bcrypt is slow on purpose and the demo has few distinct passwords.
    const hashes = new Map<string, string>();
    const users = this.strapi.plugin('users-permissions').service('user') as any;
    for (const d of drafts) {
      if (!hashes.has(d.password)) hashes.set(d.password, (await users.ensureHashedPasswords({ password: d.password })).password);
      d.row.password = hashes.get(d.password);
    }

    const inserted = await this.write.insert(USER, drafts.map((d) => d.row));
    this.members = drafts.map((d, i) => ({ ...d.member, ...inserted[i] }));
    for (const m of this.members) this.byUsername.set(m.username, m);
    await this.write.link(USER, 'role', this.members.map((m) => [m.id, roles.get(m.role)!]));

    for (const [i, m] of this.members.entries()) {
      await this.write.component(USER, 'notificationSettings', m.id, {
        emailNotifications: true,
        pushNotifications: true,
        newFollower: true,
        newComment: true,
        newLike: true,
        newMention: true,
        weeklyDigest: drafts[i].member.role !== 'user' || this.random.chance(0.7),
      });
      if (m.isPremium) {
        await this.write.component(USER, 'premium', m.id, {
          isActive: true,
          startDate: addMs(m.createdAt, days(1)),
          endDate: addMs(m.createdAt, days(366)),
          tier: 'Profesyonel',
        });
      }
    }
    this.counts.members = this.members.length;
  }

  private memberDraft(
    p: Omit<DemoAccount, 'role'> & {
      role: Member['role'];
      createdAt: Date;
      isPremium: boolean;
      restricted: null | 'suspended' | 'banned-temporary' | 'banned';
    },
  ) {
    const r = this.random;
    const onboardingCompleted = p.role !== 'user' || p.username === 'user' || r.chance(0.8);
    const lastSeen = p.restricted ? addMs(p.createdAt, days(r.int(2, 20))) : recentBetween(r, addMs(this.now, -days(6)), this.now, 2.5);
    const row: Record<string, unknown> = {
      username: p.username,
      email: `${p.username}@oyundev.local`,
      provider: 'local',
      confirmed: true,
      blocked: false,
      fullName: p.fullName,
      bio: p.bio,
      location: p.location,
      website: r.chance(0.3) ? `https://${p.username.replace(/_/g, '')}.itch.io` : null,
      title: p.title,
      company: p.role === 'admin' ? 'OyunDev' : r.pick(COMPANIES),
      gameEngines: p.gameEngines,
      programmingLanguages: p.programmingLanguages,
      specialties: p.specialties,
      platforms: r.sample(PLATFORMS, r.int(1, 3)),
      socialLinks: {
        github: `https://github.com/${p.username.replace(/_/g, '-')}`,
        ...(r.chance(0.5) ? { twitter: `https://x.com/${p.username}` } : {}),
        ...(r.chance(0.3) ? { itchio: `https://${p.username.replace(/_/g, '')}.itch.io` } : {}),
        ...(r.chance(0.25) ? { linkedin: `https://www.linkedin.com/in/${p.username.replace(/_/g, '-')}` } : {}),
      },
      portfolio: r.chance(0.5)
        ? r.sample(PORTFOLIO_TITLES, r.int(1, 2)).map((title) => ({
            title,
            description: `${optionLabel(ENGINE_OPTIONS, p.gameEngines[0])} ile geliştirdiğim küçük bir oyun.`,
            image: null,
            url: `https://${p.username.replace(/_/g, '')}.itch.io/${toAsciiLower(title).replace(/[^a-z0-9]+/g, '-')}`,
            technologies: [optionLabel(ENGINE_OPTIONS, p.gameEngines[0]), optionLabel(PROGRAMMING_LANGUAGE_OPTIONS, p.programmingLanguages[0])],
            createdAt: between(r, p.createdAt, this.now).toISOString(),
          }))
        : [],
      lastSeen,
      lastLogin: lastSeen,
      isActive: p.restricted !== 'suspended',
      isBanned: p.restricted === 'banned' || p.restricted === 'banned-temporary',
      banExpiresAt: p.restricted === 'banned-temporary' ? addMs(this.now, days(14)) : null,
      banReason:
        p.restricted === 'banned'
          ? 'Tekrarlanan spam ve reklam paylaşımı.'
          : p.restricted === 'banned-temporary'
            ? 'Bir üyeye yönelik hakaret (topluluk kuralları, madde 1).'
            : null,
      onboardingCompleted,
      onboardingStep: onboardingCompleted ? 5 : r.int(0, 3),
      contentFilters: {
        gameEngines: p.gameEngines,
        skillLevels: [r.pick(['beginner', 'intermediate', 'advanced', 'expert'])],
        categories: [],
        tags: [],
      },
      adminPermissions:
        p.role === 'admin'
          ? {
              canManageUsers: true,
              canManageContent: true,
              canManageCategories: true,
              canAccessAnalytics: true,
              canManageReports: true,
              canManageSystem: true,
            }
          : null,
      privacy: { ...DEFAULT_PRIVACY_SETTINGS },
      profileViews: r.int(5, 400),
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    };
    const member: Omit<Member, 'id' | 'documentId'> = {
      username: p.username,
      fullName: p.fullName,
      role: p.role,
      createdAt: p.createdAt,
      gameEngines: p.gameEngines,
      onboardingCompleted,
      isPremium: p.isPremium,
      restricted: p.restricted !== null,
    };
    return { member, password: p.password, row };
  }

  /**
   * A member who could act at `at` (joined before it, not restricted), other than `not`; only those who
   * may read premium content when it happens in a premium category or on a premium post.
   */
  private someone(at: Date, not: Member[] = [], premium = false): Member | null {
    const pool = this.activeMembers(at, not, premium);
    return pool.length ? this.random.weighted(pool, (m) => this.activity(m)) : null;
  }

  private activeMembers(at: Date, not: Member[] = [], premium = false) {
    return this.members.filter((m) => !m.restricted && m.createdAt < at && !not.includes(m) && (!premium || m.role !== 'user'));
  }

  /** Demo accounts and a few members are busier than the rest. */
  private activity(m: Member) {
    if (m.role === 'admin' || m.role === 'moderator') return 6;
    if (m.username === 'user') return 4;
    return m.isPremium ? 3 : 1 + (m.id % 3);
  }

  // ── Follows ──────────────────────────────────────────────────────────────────────────────────────────

  private async seedFollows() {
    const rows: Record<string, unknown>[] = [];
    const pairs = new Set<string>();
    const stars = ['admin', 'moderator'].map((u) => this.byUsername.get(u)!);
    for (const follower of this.members.filter((m) => !m.restricted)) {
      const targets = new Set<Member>(this.random.sample(this.members.filter((m) => m !== follower), this.random.int(1, 6)));
      for (const star of stars) if (star !== follower && this.random.chance(0.7)) targets.add(star);
      for (const following of targets) {
        const key = `${follower.id}:${following.id}`;
        if (pairs.has(key)) continue;
        pairs.add(key);
        const at = between(this.random, maxDate(follower.createdAt, following.createdAt), this.now);
        rows.push({ followerId: follower.id, followingId: following.id, createdAt: at, updatedAt: at });
        this.events.push({
          user: following,
          actor: follower,
          type: 'new_follower',
          title: 'Yeni takipçi',
          message: `${follower.username} seni takip etmeye başladı.`,
          link: `/profil/${follower.username}`,
          at,
        });
      }
    }
    await this.write.insert(FOLLOW, rows);
    this.counts.follows = rows.length;
  }

  // ── Forum ────────────────────────────────────────────────────────────────────────────────────────────

  private async seedForum() {
    await this.seedCategories();
    await this.seedTags();
    await this.seedTopics();
    await this.seedReplies();
    await this.seedForumReactions();
  }

  private async seedCategories() {
    const rows = CATEGORIES.map((c, i) => ({
      name: c.name,
      slug: c.slug,
      description: c.description,
      icon: c.icon,
      color: c.color,
      type: c.parent ? 'sub' : 'main',
      group: c.group,
      isPremium: Boolean(c.isPremium),
      sortOrder: i + 1,
      seoTitle: `${c.name} Forumu | OyunDev`,
      seoDescription: c.description,
      seoKeywords: `${c.name.toLocaleLowerCase('tr-TR')}, oyun geliştirme, forum`,
      createdAt: this.start,
      updatedAt: this.start,
    }));
    const inserted = await this.write.insert(CATEGORY, rows);
    CATEGORIES.forEach((c, i) => this.categoryIds.set(c.slug, inserted[i].id));
    await this.write.link(
      CATEGORY,
      'parentCategory',
      CATEGORIES.filter((c) => c.parent).map((c) => [this.categoryIds.get(c.slug)!, this.categoryIds.get(c.parent!)!]),
    );
    for (const c of CATEGORIES) {
      await this.write.component(CATEGORY, 'settings', this.categoryIds.get(c.slug)!, {
        isActive: true,
        allowGuests: !c.isPremium,
        requireApproval: Boolean(c.requireApproval),
        allowImages: true,
        allowVideos: Boolean(c.allowVideos),
        allowFiles: true,
        maxFileSize: (c.maxFileSizeMb ?? 10) * 1024 * 1024,
        allowedFileTypes: c.allowedFileTypes ?? ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'zip'],
      });
    }
    const moderator = this.byUsername.get('moderator')!;
    await this.write.link(CATEGORY, 'moderators', CATEGORIES.map((c) => [this.categoryIds.get(c.slug)!, moderator.id]));
    this.counts.categories = CATEGORIES.length;
  }

  private async seedTags() {
    const inserted = await this.write.insert(
      TAG,
      TAGS.map((t) => ({ name: normalizeTag(t.name), slug: t.slug ?? topicSlug(t.name), createdAt: this.start, updatedAt: this.start })),
    );
    TAGS.forEach((t, i) => this.tagIds.set(normalizeTag(t.name), inserted[i].id));
    this.counts.tags = TAGS.length;
  }

  /** The topic list for this size: the hand-written ones, one per engine pattern, then numbered repeats. */
  private topicPlan(): TopicSeed[] {
    const engineTopics: TopicSeed[] = [];
    for (const pattern of ENGINE_TOPICS) {
      for (const e of ENGINE_CATEGORIES) {
        engineTopics.push({
          category: e.category,
          title: pattern.title.replace('{engine}', e.engine),
          tags: [e.tag, ...pattern.tags],
          body: pattern.body.replace(/\{engine\}/g, e.engine),
          question: pattern.question,
        });
      }
    }
    const all = [...TOPICS, ...this.random.shuffle(engineTopics)];
    const wanted = 60 * this.size;
    const plan: TopicSeed[] = [];
    for (let i = 0; plan.length < wanted; i++) {
      const t = all[i % all.length];
      const round = Math.floor(i / all.length);
      if (round > 0 && (t.pinned || t.author)) continue; // one rules topic, one of each staff post
      plan.push(round === 0 ? t : { ...t, title: `${t.title} (${round + 1})` });
    }
    return plan;
  }

  /** The topic list, drawn once: replies look up whether a topic is a question or closed. */
  private plan: TopicSeed[] = [];

  private async seedTopics() {
    const plan = (this.plan = this.topicPlan());
    const premiumCategories = new Set(CATEGORIES.filter((c) => c.isPremium).map((c) => c.slug));
    const approvalCategories = new Set(CATEGORIES.filter((c) => c.requireApproval).map((c) => c.slug));
    const slugs = new Set<string>();
    const rows: Record<string, unknown>[] = [];
    const drafts: Array<Omit<Topic, 'id'> & { tags: string[]; editedBy?: Member }> = [];
    // The newest topics of approval-only categories still wait for a moderator.
    const awaiting = new Set(
      plan
        .map((t, i) => (approvalCategories.has(t.category) ? i : -1))
        .filter((i) => i >= 0)
        .slice(-this.size),
    );
    const featuredWanted = 8 + 2 * (this.size - 1);

    for (const [index, t] of plan.entries()) {
      // Staff posts and the rules are old; everything else leans towards the last weeks.
      const pending = awaiting.has(index);
      const createdAt = t.pinned
        ? addMs(this.start, hours(2))
        : pending
          ? recentBetween(this.random, addMs(this.now, -days(2)), addMs(this.now, -hours(1)))
          : recentBetween(this.random, addMs(this.start, days(2)), addMs(this.now, -hours(3)), 1.4);
      const premium = premiumCategories.has(t.category);
      const author =
        (t.author && this.byUsername.get(t.author)) ||
        this.someone(createdAt, [], premium) ||
        this.byUsername.get('admin')!;
      const effectiveCreated = maxDate(createdAt, addMs(author.createdAt, hours(1)));
      let slug = topicSlug(t.title);
      for (let k = 2; slugs.has(slug); k++) slug = `${topicSlug(t.title).slice(0, 56)}-${k}`;
      slugs.add(slug);
      const content = t.body.replace(/^CODE:(\w+)$/gm, (_, key: keyof typeof CODE) => CODE[key]);
      const edited = !t.pinned && this.random.chance(0.15);
      const editedAt = edited ? between(this.random, effectiveCreated, minDate(this.now, addMs(effectiveCreated, hours(6)))) : null;
      const views = this.random.int(50, 349) + (t.pinned ? 900 : 0);
      rows.push({
        title: t.title,
        slug,
        content,
        attachments: [],
        images: [],
        viewCount: views,
        uniqueVisitors: Math.round(views * (0.55 + this.random.next() * 0.25)),
        isActive: true,
        isPinned: Boolean(t.pinned),
        isClosed: Boolean(t.closed),
        isResolved: false, // decided with the replies
        isFeatured: false, // decided below
        requiresApproval: pending,
        isApproved: !pending,
        isReported: false,
        ipAddress: `10.${this.random.int(0, 255)}.${this.random.int(0, 255)}.${this.random.int(1, 254)}`,
        userAgent: this.random.pick(USER_AGENTS),
        isEdited: edited,
        editedAt,
        editHistory: edited ? [{ editedAt: editedAt!.toISOString(), reason: 'Yazım hataları düzeltildi' }] : [],
        createdAt: effectiveCreated,
        updatedAt: editedAt ?? effectiveCreated,
      });
      drafts.push({
        slug,
        title: t.title,
        category: t.category,
        author,
        createdAt: effectiveCreated,
        counted: !pending,
        isPremium: premium,
        tags: [...new Set(t.tags.map(normalizeTag))].filter((tag) => this.tagIds.has(tag)).slice(0, 5),
        editedBy: edited ? author : undefined,
      });
    }

    // One spam topic a moderator took down, so the admin screens have something removed to show.
    const spammer = this.members.find((m) => m.restricted) ?? this.members[this.members.length - 1];
    const spamAt = maxDate(addMs(this.now, -days(12)), addMs(spammer.createdAt, hours(2)));
    rows.push({
      title: 'UCUZ STEAM ANAHTARLARI!!! Tüm oyunlar %90 indirimli',
      slug: 'ucuz-steam-anahtarlari-tum-oyunlar-90-indirimli',
      content: 'Tüm oyunlar çok ucuz, hemen bağlantıya tıklayın ve satın alın! Stoklar sınırlı!!!',
      attachments: [],
      images: [],
      viewCount: 37,
      uniqueVisitors: 30,
      isActive: false,
      isApproved: true,
      ipAddress: '10.66.6.6',
      userAgent: USER_AGENTS[0],
      createdAt: spamAt,
      updatedAt: addMs(spamAt, hours(3)),
    });
    drafts.push({
      slug: 'ucuz-steam-anahtarlari-tum-oyunlar-90-indirimli',
      title: 'UCUZ STEAM ANAHTARLARI!!! Tüm oyunlar %90 indirimli',
      category: 'genel-sohbet',
      author: spammer,
      createdAt: spamAt,
      counted: false,
      isPremium: false,
      tags: [],
    });

    const inserted = await this.write.insert(TOPIC, rows);
    this.topics = drafts.map((d, i) => ({
      id: inserted[i].id,
      slug: d.slug,
      title: d.title,
      category: d.category,
      author: d.author,
      createdAt: d.createdAt,
      counted: d.counted,
      isPremium: d.isPremium,
    }));
    await this.write.link(TOPIC, 'author', this.topics.map((t) => [t.id, t.author.id]));
    await this.write.link(TOPIC, 'category', this.topics.map((t) => [t.id, this.categoryIds.get(t.category)!]));
    await this.write.link(TOPIC, 'tags', drafts.flatMap((d, i) => d.tags.map((tag) => [this.topics[i].id, this.tagIds.get(tag)!] as [number, number])));
    await this.write.link(
      TOPIC,
      'editedBy',
      drafts.flatMap((d, i) => (d.editedBy ? [[this.topics[i].id, d.editedBy.id] as [number, number]] : [])),
    );

    // Featured: picked among public, counted topics.
    const featurable = this.topics.filter((t) => t.counted && !t.isPremium && t.category !== 'genel-sohbet');
    const featured = this.random.sample(featurable, featuredWanted).map((t) => t.id);
    await this.db(this.write.table(TOPIC)).whereIn('id', featured).update({ is_featured: true });

    for (const t of this.topics.filter((x) => x.counted)) {
      this.ledger.push({ userId: t.author.id, type: 'topic_created', points: POINTS.topic_created, targetType: 'topic', targetId: t.id, occurredAt: t.createdAt });
    }
    this.counts.topics = this.topics.length;
  }

  private async seedReplies() {
    type Draft = {
      topic: Topic;
      author: Member;
      createdAt: Date;
      content: string;
      replyTo?: number;
      deleted: boolean;
      edited: boolean;
      solution?: boolean;
    };
    const drafts: Draft[] = [];
    const resolved: Topic[] = [];
    let deletions = 2 * this.size;
    const plan = this.plan;

    for (const [i, topic] of this.topics.entries()) {
      const seedTopic = plan[i];
      if (!topic.counted || seedTopic?.closed) continue;
      const count = Math.round(12 * Math.pow(this.random.next(), 2.2)) + (seedTopic?.question ? 1 : 0);
      const local: number[] = [];
      const used = new Set<string>();
      let at = topic.createdAt;
      for (let k = 0; k < count; k++) {
        const next = recentBetween(this.random, addMs(at, minutes(5)), minDate(this.now, addMs(at, days(4))), 0.8);
        if (next >= this.now) break;
        at = next;
        const author = this.someone(at, [topic.author], topic.isPremium) ?? this.someone(at, [], topic.isPremium);
        if (!author) break;
        let content: string;
        let replyTo: number | undefined;
        if (local.length && this.random.chance(0.2)) {
          replyTo = this.random.pick(local);
          content = `@${drafts[replyTo].author.username} ${this.random.pick(REPLY_TO_REPLIES)}`;
        } else {
          do content = this.random.pick(REPLIES);
          while (used.has(content) && used.size < REPLIES.length);
          used.add(content);
        }
        const deleted = deletions > 0 && replyTo === undefined && k > 0 && this.random.chance(0.05);
        if (deleted) deletions -= 1;
        local.push(drafts.length);
        drafts.push({ topic, author, createdAt: at, content, replyTo, deleted, edited: !deleted && this.random.chance(0.08) });
      }
      // Questions with an answer from someone else get resolved about half the time.
      const answers = local.filter((d) => !drafts[d].deleted && drafts[d].author !== topic.author && drafts[d].replyTo === undefined);
      if (seedTopic?.question && answers.length && this.random.chance(0.55)) {
        const solutionAt = addMs(drafts[local[local.length - 1]].createdAt, hours(this.random.int(1, 20)));
        if (solutionAt < this.now) {
          resolved.push(topic);
          const solution = this.random.pick(answers);
          drafts[solution].solution = true;
          drafts.push({ topic, author: topic.author, createdAt: solutionAt, content: SOLVED_REPLY, deleted: false, edited: false });
        }
      }
    }

    const inserted = await this.write.insert(
      REPLY,
      drafts.map((d) => {
        const editedAt = d.edited ? addMs(d.createdAt, minutes(this.random.int(3, 90))) : null;
        return {
          content: d.content,
          isApproved: true,
          isDeleted: d.deleted,
          isEdited: d.edited,
          editedAt,
          editHistory: d.edited ? [{ editedAt: editedAt!.toISOString(), reason: 'Ek bilgi eklendi' }] : [],
          ipAddress: `10.${this.random.int(0, 255)}.${this.random.int(0, 255)}.${this.random.int(1, 254)}`,
          userAgent: this.random.pick(USER_AGENTS),
          createdAt: d.createdAt,
          updatedAt: editedAt ?? d.createdAt,
        };
      }),
    );
    this.replies = drafts.map((d, i) => ({ id: inserted[i].id, topic: d.topic, author: d.author, createdAt: d.createdAt, counted: !d.deleted }));
    await this.write.link(REPLY, 'topic', this.replies.map((r) => [r.id, r.topic.id]));
    await this.write.link(REPLY, 'author', this.replies.map((r) => [r.id, r.author.id]));
    await this.write.link(
      REPLY,
      'replyTo',
      drafts.flatMap((d, i) => (d.replyTo !== undefined ? [[this.replies[i].id, this.replies[d.replyTo].id] as [number, number]] : [])),
    );
    await this.write.link(
      REPLY,
      'editedBy',
      drafts.flatMap((d, i) => (d.edited ? [[this.replies[i].id, d.author.id] as [number, number]] : [])),
    );
    await this.db(this.write.table(TOPIC)).whereIn('id', resolved.map((t) => t.id)).update({ is_resolved: true });

    for (const [i, r] of this.replies.entries()) {
      if (!r.counted) continue;
      this.ledger.push({ userId: r.author.id, type: 'reply_created', points: POINTS.reply_created, targetType: 'reply', targetId: r.id, occurredAt: r.createdAt });
      if (drafts[i].solution) {
        this.solutions.push(r);
        const at = addMs(r.createdAt, hours(1));
        const solvedAt = this.replies.find((x) => x.topic === r.topic && x.author === r.topic.author && x.createdAt > r.createdAt)?.createdAt ?? at;
        this.ledger.push({ userId: r.author.id, type: 'solution_accepted', points: POINTS.solution_accepted, targetType: 'reply', targetId: r.id, occurredAt: solvedAt });
      }
      if (r.author !== r.topic.author) {
        this.events.push({
          user: r.topic.author,
          actor: r.author,
          type: 'new_reply',
          title: msg('notification.newReply.title'),
          message: msg('notification.newReply.message', { name: r.author.username, title: r.topic.title }),
          link: `/forum/konu/${r.topic.slug}`,
          at: r.createdAt,
        });
      }
    }
    this.counts.replies = this.replies.length;
  }

  /** Votes and likes on topics and replies. */
  private async seedForumReactions() {
    const targets: Target[] = [
      ...this.topics
        .filter((t) => t.counted)
        .map((t) => ({ type: 'topic' as const, id: t.id, owner: t.author, at: t.createdAt, link: `/forum/konu/${t.slug}`, premium: t.isPremium })),
      ...this.replies
        .filter((r) => r.counted)
        .map((r) => ({ type: 'reply' as const, id: r.id, owner: r.author, at: r.createdAt, link: `/forum/konu/${r.topic.slug}`, premium: r.topic.isPremium })),
    ];
    const votes: Record<string, unknown>[] = [];
    for (const target of targets) {
      const most = target.type === 'topic' ? 14 : 5;
      const voters = this.random.sample(
        this.activeMembers(this.now, [target.owner], target.premium),
        Math.round(most * Math.pow(this.random.next(), 1.5)),
      );
      for (const voter of voters) {
        const at = between(this.random, maxDate(target.at, voter.createdAt), this.now);
        const value = this.random.chance(target.type === 'topic' ? 0.85 : 0.9) ? 1 : -1;
        votes.push({ userId: voter.id, targetType: target.type, targetId: target.id, value, createdAt: at, updatedAt: at });
        this.ledger.push({
          userId: target.owner.id,
          type: value > 0 ? 'upvote_received' : 'downvote_received',
          points: value > 0 ? POINTS.upvote_received : POINTS.downvote_received,
          targetType: target.type,
          targetId: target.id,
          occurredAt: at,
        });
      }
    }
    await this.write.insert(VOTE, votes);
    this.counts.votes = votes.length;
    await this.like(targets, { topic: 8, reply: 6 });
  }

  private likesWritten = 0;

  /** Likes on the given targets (at most `most[type]` each); records ledger lines and notifications. */
  private async like(targets: Target[], most: Partial<Record<Target['type'], number>>) {
    const rows: Record<string, unknown>[] = [];
    for (const target of targets) {
      const likers = this.random.sample(
        this.activeMembers(this.now, [target.owner], target.premium),
        Math.round((most[target.type] ?? 0) * Math.pow(this.random.next(), 1.7)),
      );
      for (const liker of likers) {
        const at = between(this.random, maxDate(target.at, liker.createdAt), this.now);
        rows.push({ userId: liker.id, targetType: target.type, targetId: target.id, createdAt: at, updatedAt: at });
        this.ledger.push({ userId: target.owner.id, type: 'like_received', points: POINTS.like_received, targetType: target.type, targetId: target.id, occurredAt: at });
        this.events.push({
          user: target.owner,
          actor: liker,
          type: 'new_like',
          title: 'Yeni beğeni',
          message: `${liker.username} ${LIKED[target.type]} beğendi.`,
          link: target.link,
          at,
        });
      }
    }
    await this.write.insert(LIKE, rows);
    this.likesWritten += rows.length;
    this.counts.likes = this.likesWritten;
  }

  // ── Blog ─────────────────────────────────────────────────────────────────────────────────────────────

  private async seedBlog() {
    const categoryIds = new Map<string, { id: number; documentId: string }>();
    const inserted = await this.write.insert(
      BLOG_CATEGORY,
      BLOG_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i + 1, createdAt: this.start, updatedAt: this.start })),
    );
    BLOG_CATEGORIES.forEach((c, i) => categoryIds.set(c.slug, inserted[i]));

    const writers = this.members.filter((m) => !m.restricted && (m.role !== 'user' || m.username === 'user' || m.id % 4 === 0));
    const wanted = Math.max(BLOG_POSTS.length, 20 * this.size);
    const documents = this.strapi.documents(BLOG_POST as any);
    const slugs = new Set<string>();

    for (let i = 0; i < wanted + 2; i++) {
      const draftOnly = i >= wanted; // two unpublished drafts for the admin content screen
      const p = BLOG_POSTS[i % BLOG_POSTS.length];
      const round = Math.floor(i / BLOG_POSTS.length);
      const title = draftOnly ? `${p.title} (taslak)` : round === 0 ? p.title : `${p.title} – Bölüm ${round + 1}`;
      const author = (round === 0 && p.author && this.byUsername.get(p.author)) || this.random.pick(writers);
      const publishedAt = recentBetween(this.random, maxDate(addMs(this.start, days(3)), addMs(author.createdAt, days(1))), addMs(this.now, -hours(6)), 1.2);
      let slug = blogSlug(title);
      for (let k = 2; slugs.has(slug); k++) slug = `${blogSlug(title).slice(0, 76)}-${k}`;
      slugs.add(slug);
      const views = this.random.int(120, 2400);
      const paragraphs = p.content.split('\n\n');
      const doc: any = await documents.create({
        data: {
          title,
          subtitle: p.subtitle,
          slug,
          content: p.content,
          excerpt: blogExcerptWords(p.content),
          author: author.documentId,
          category: categoryIds.get(p.category)!.documentId,
          tags: p.tags,
          isPremium: Boolean(p.isPremium),
          premiumPreview: p.isPremium ? paragraphs.slice(0, 2).join('\n\n') : null,
          publishDate: publishedAt,
          readTime: readingTime(p.content),
          viewCount: draftOnly ? 0 : views,
          uniqueReaders: draftOnly ? 0 : Math.round(views * 0.7),
          shareCount: draftOnly ? 0 : this.random.int(0, 60),
          isFeatured: !draftOnly && round === 0 && Boolean(p.isFeatured),
          isApproved: true,
          seo: { metaTitle: title.slice(0, 70), metaDescription: excerpt(p.content, 160) },
        } as any,
        ...(draftOnly ? {} : { status: 'published' }),
      });
      // The Document Service stamps "now"; move the post to its place in the timeline.
      const stamp = draftOnly ? addMs(this.now, -days(this.random.int(1, 5))) : publishedAt;
      await this.db(this.write.table(BLOG_POST))
        .where('document_id', doc.documentId)
        .update({ created_at: stamp, updated_at: stamp });
      if (draftOnly) continue;
      await this.db(this.write.table(BLOG_POST))
        .where('document_id', doc.documentId)
        .whereNotNull('published_at')
        .update({
          published_at: publishedAt,
          // Only where Strapi's (flagged) first-publish tracking adds the column.
          ...(this.write.meta(BLOG_POST).attributes.firstPublishedAt ? { first_published_at: publishedAt } : {}),
        });
      const rows = await this.db(this.write.table(BLOG_POST)).select('id', 'post_number').where('document_id', doc.documentId);
      this.posts.push({
        documentId: doc.documentId,
        postNumber: Number(rows[0].post_number),
        slug,
        title,
        author,
        publishedAt,
        isPremium: Boolean(p.isPremium),
        ids: rows.map((r: any) => r.id),
      });
      this.ledger.push({ userId: author.id, type: 'blog_post_published', points: POINTS.blog_post_published, targetType: 'blog-post', targetId: Number(rows[0].post_number), occurredAt: publishedAt });
    }
    this.counts.blogPosts = this.posts.length;

    await this.seedComments();
    await this.like(
      [
        ...this.posts.map((p) => ({
          type: 'blog-post' as const,
          id: p.postNumber,
          owner: p.author,
          at: p.publishedAt,
          link: `/blog/${p.slug}`,
          premium: p.isPremium,
        })),
        ...this.comments.map((c) => ({
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

  private async seedComments() {
    type Draft = { post: Post; author: Member; createdAt: Date; content: string; parent?: number };
    const drafts: Draft[] = [];
    for (const post of this.posts) {
      const count = Math.round(5 * Math.pow(this.random.next(), 1.3));
      const used = new Set<string>();
      for (let k = 0; k < count; k++) {
        const at = recentBetween(this.random, addMs(post.publishedAt, minutes(20)), this.now, 1.5);
        const author = this.someone(at, [post.author], post.isPremium);
        if (!author) continue;
        let content: string;
        do content = this.random.pick(COMMENTS);
        while (used.has(content) && used.size < COMMENTS.length);
        used.add(content);
        const index = drafts.length;
        drafts.push({ post, author, createdAt: at, content });
        // The author answers some comments.
        if (this.random.chance(0.3)) {
          const answerAt = addMs(at, hours(this.random.int(1, 30)));
          if (answerAt < this.now) drafts.push({ post, author: post.author, createdAt: answerAt, content: this.random.pick(COMMENT_REPLIES), parent: index });
        }
      }
    }
    const inserted = await this.write.insert(
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
    this.comments = drafts.map((d, i) => ({ id: inserted[i].id, post: d.post, author: d.author, createdAt: d.createdAt }));
    await this.write.link(COMMENT, 'author', this.comments.map((c) => [c.id, c.author.id]));
    // A non-draft-and-publish row relates to both versions of a post, as the Document Service does it.
    await this.write.link(COMMENT, 'blogPost', this.comments.flatMap((c) => c.post.ids.map((id) => [c.id, id] as [number, number])));
    await this.write.link(
      COMMENT,
      'parent',
      drafts.flatMap((d, i) => (d.parent !== undefined ? [[this.comments[i].id, this.comments[d.parent].id] as [number, number]] : [])),
    );
    for (const c of this.comments) {
      this.ledger.push({ userId: c.author.id, type: 'comment_created', points: POINTS.comment_created, targetType: 'comment', targetId: c.id, occurredAt: c.createdAt });
      if (c.author !== c.post.author) {
        this.events.push({
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
    this.counts.comments = this.comments.length;
  }

  private async seedBookmarks() {
    const rows: Record<string, unknown>[] = [];
    const topics = this.topics.filter((t) => t.counted && !t.isPremium);
    for (const m of this.members.filter((x) => !x.restricted)) {
      for (const t of this.random.sample(topics.filter((x) => x.author !== m), this.random.int(0, 5))) {
        const at = between(this.random, maxDate(t.createdAt, m.createdAt), this.now);
        rows.push({ userId: m.id, targetType: 'topic', targetId: t.id, createdAt: at, updatedAt: at });
      }
      for (const p of this.random.sample(this.posts.filter((x) => x.author !== m), this.random.int(0, 3))) {
        const at = between(this.random, maxDate(p.publishedAt, m.createdAt), this.now);
        rows.push({ userId: m.id, targetType: 'blog-post', targetId: p.postNumber, createdAt: at, updatedAt: at });
      }
    }
    await this.write.insert(BOOKMARK, rows);
    this.counts.bookmarks = rows.length;
  }

  // ── Badges, streaks and the points ledger ────────────────────────────────────────────────────────────

  private async seedBadges() {
    const all = [
      {
        slug: WELCOME_BADGE.slug,
        name: WELCOME_BADGE.name,
        description: WELCOME_BADGE.description,
        icon: '👋',
        category: WELCOME_BADGE.category,
        rarity: WELCOME_BADGE.rarity,
        reward: 10,
        requirements: [{ text: 'Topluluğa katıl' }],
      },
      ...BADGES,
    ];
    const inserted = await this.write.insert(BADGE, all.map((b) => ({ ...b, createdAt: this.start, updatedAt: this.start })));
    all.forEach((b, i) => this.badgeIds.set(b.slug, { id: inserted[i].id, reward: b.reward, name: b.name }));

    const awards = new Map<string, { member: Member; slug: string; at: Date }>();
    const award = (member: Member, slug: string, at: Date | undefined) => {
      if (!at || at > this.now) return;
      const key = `${member.id}:${slug}`;
      if (!awards.has(key)) awards.set(key, { member, slug, at });
    };
    const nth = <T extends { createdAt: Date }>(items: T[], n: number) =>
      [...items].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[n - 1]?.createdAt;

    const likesBy = new Map<number, Date[]>();
    for (const line of this.ledger.filter((l) => l.type === 'like_received')) {
      likesBy.set(line.userId, [...(likesBy.get(line.userId) ?? []), line.occurredAt]);
    }
    for (const m of this.members) {
      award(m, WELCOME_BADGE.slug, m.createdAt); // every member, from the day they joined
      if (m.onboardingCompleted) award(m, 'profil-tamamlandi', addMs(m.createdAt, minutes(15)));
      if (m.isPremium) award(m, 'premium-destekci', addMs(m.createdAt, days(1)));
      if (m.role === 'admin' || m.role === 'moderator') award(m, 'kurucu-uye', addMs(m.createdAt, hours(1)));

      const topics = this.topics.filter((t) => t.author === m && t.counted);
      const replies = this.replies.filter((r) => r.author === m && r.counted);
      award(m, 'ilk-konu', nth(topics, 1));
      award(m, 'ilk-yanit', nth(replies, 1));
      award(m, 'sohbet-ustasi', nth(replies, 10));
      const solved = this.solutions.filter((r) => r.author === m);
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
      const posts = this.posts.filter((p) => p.author === m).map((p) => ({ createdAt: p.publishedAt }));
      award(m, 'ilk-blog-yazisi', nth(posts, 1));
      award(m, 'bilgi-kaynagi', nth(posts, 5));
    }
    for (const m of this.random.sample(this.activeMembers(this.now), 2)) award(m, 'yenilikci', between(this.random, m.createdAt, this.now));

    this.pendingAwards = [...awards.values()];
  }

  private pendingAwards: Array<{ member: Member; slug: string; at: Date }> = [];

  /** Daily visits for members with a streak; streak badges follow from them. */
  private async seedStreaks() {
    const streaks: Array<[Member, number]> = [
      [this.byUsername.get('admin')!, 35],
      [this.byUsername.get('moderator')!, 9],
      [this.byUsername.get('user')!, 12],
      ...this.random.sample(this.activeMembers(addMs(this.now, -days(20))), 6 * this.size).map((m) => [m, this.random.int(2, 16)] as [Member, number]),
    ];
    for (const [member, length] of streaks) {
      // Most streaks are still running; a few ended some days ago (best streak > current streak).
      const endsDaysAgo = member.role === 'user' && this.random.chance(0.3) ? this.random.int(3, 10) : 0;
      for (let d = length - 1; d >= 0; d--) {
        const at = addMs(this.now, -days(d + endsDaysAgo) - minutes(this.random.int(5, 600)));
        if (at < member.createdAt) continue;
        this.ledger.push({ userId: member.id, type: 'daily_login', points: POINTS.daily_login, occurredAt: at });
        const run = length - d;
        if (run === 7) this.pendingAwards.push({ member, slug: 'yedi-gunluk-seri', at });
        if (run === 30) this.pendingAwards.push({ member, slug: 'otuz-gunluk-seri', at });
      }
    }
    const seen = new Set<string>();
    const awards = this.pendingAwards.filter((a) => {
      const key = `${a.member.id}:${a.slug}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
    await this.write.insert(
      BADGE_AWARD,
      awards.map((a) => ({ userId: a.member.id, badgeId: this.badgeIds.get(a.slug)!.id, earnedAt: a.at, createdAt: a.at, updatedAt: a.at })),
    );
    for (const a of awards) {
      const badge = this.badgeIds.get(a.slug)!;
      this.ledger.push({ userId: a.member.id, type: 'badge_earned', points: badge.reward, targetType: 'badge', targetId: badge.id, occurredAt: a.at });
      this.events.push({
        user: a.member,
        type: 'badge_earned',
        title: 'Yeni rozet kazandın',
        message: `"${badge.name}" rozetini kazandın.`,
        link: `/profil/${a.member.username}`,
        at: a.at,
      });
    }
    this.counts.badges = this.badgeIds.size;
    this.counts.badgeAwards = awards.length;
  }

  private async seedLedger() {
    this.ledger.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    await this.write.insert(
      ACTIVITY,
      this.ledger.map((l) => ({ ...l, targetType: l.targetType ?? null, targetId: l.targetId ?? null, createdAt: l.occurredAt, updatedAt: l.occurredAt })),
    );
    this.counts.activities = this.ledger.length;
  }

  private async seedNotifications() {
    const rows: Record<string, unknown>[] = [];
    const readBefore = addMs(this.now, -days(2));
    for (const m of this.members) {
      const mine = this.events
        .filter((e) => e.user === m && e.at <= this.now)
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
    await this.write.insert(NOTIFICATION, rows);
    this.counts.notifications = rows.length;
  }

  // ── Moderation and site content ──────────────────────────────────────────────────────────────────────

  private async seedReports() {
    type Reportable = { type: 'topic' | 'reply' | 'comment'; id: number; title: string; author: Member; at: Date };
    const candidates: Reportable[] = this.random.shuffle([
      ...this.topics
        .filter((t) => t.counted && !t.isPremium)
        .map((t) => ({ type: 'topic' as const, id: t.id, title: t.title, author: t.author, at: t.createdAt })),
      ...this.replies
        .filter((r) => r.counted && !r.topic.isPremium)
        .map((r) => ({ type: 'reply' as const, id: r.id, title: `Yanıt: ${r.topic.title}`, author: r.author, at: r.createdAt })),
      ...this.comments
        .filter((c) => !c.post.isPremium)
        .map((c) => ({ type: 'comment' as const, id: c.id, title: `Yorum: ${c.post.title}`, author: c.author, at: c.createdAt })),
    ]);
    const statuses = ['pending', 'pending', 'pending', 'pending', 'reviewed', 'reviewed', 'resolved', 'resolved', 'resolved', 'rejected', 'rejected', 'rejected'];
    const types = ['spam', 'inappropriate', 'copyright', 'harassment'] as const;
    const rows: Record<string, unknown>[] = [];
    const spam = this.topics.find((t) => !t.counted && t.slug.startsWith('ucuz-steam'))!;
    for (const reporter of this.random.sample(this.activeMembers(spam.createdAt, [spam.author]), 3)) {
      const at = addMs(spam.createdAt, minutes(this.random.int(10, 150)));
      rows.push({ type: 'spam', status: 'resolved', contentType: 'topic', contentId: spam.id, contentTitle: spam.title, contentAuthorId: spam.author.id, reporterId: reporter.id, reason: REPORT_REASONS.spam[0], resolution: RESOLUTIONS.resolved, createdAt: at, updatedAt: addMs(spam.createdAt, hours(3)) });
    }
    for (let i = 0; i < statuses.length * this.size && i < candidates.length; i++) {
      const target = candidates[i];
      const status = statuses[i % statuses.length];
      const type = types[i % types.length];
      const reporter = this.someone(this.now, [target.author]);
      if (!reporter) continue;
      const at = between(this.random, maxDate(target.at, reporter.createdAt), this.now);
      rows.push({
        type,
        status,
        contentType: target.type,
        contentId: target.id,
        contentTitle: excerpt(target.title, 100),
        contentAuthorId: target.author.id,
        reporterId: reporter.id,
        reason: this.random.pick(REPORT_REASONS[type]),
        resolution: status === 'resolved' ? RESOLUTIONS.resolved : status === 'rejected' ? RESOLUTIONS.rejected : null,
        createdAt: at,
        updatedAt: status === 'pending' ? at : minDate(this.now, addMs(at, hours(this.random.int(1, 48)))),
      });
    }
    await this.write.insert(REPORT, rows);
    this.counts.reports = rows.length;
  }

  private async seedSite() {
    await this.write.insert(
      ANNOUNCEMENT,
      ANNOUNCEMENTS.map((a, i) => {
        const at = addMs(this.now, -days([40, 6, 20][i] ?? 1));
        return { ...a, createdAt: at, updatedAt: at };
      }),
    );
    await this.write.insert(PAGE, PAGES.map((p) => ({ ...p, createdAt: this.start, updatedAt: this.start })));
    this.counts.announcements = ANNOUNCEMENTS.length;
    this.counts.pages = PAGES.length;
  }

  /** Daily analytics aggregates: a weekly rhythm on a slowly growing community. */
  private async seedPageViews() {
    const popular = [...this.topics].filter((t) => t.counted && !t.isPremium).slice(0, 6).map((t) => `/forum/konu/${t.slug}`);
    const paths: Array<[string, number]> = [
      ['/', 420], ['/forum', 260], ['/blog', 150], ['/arama', 60], ['/premium', 25], ['/forum/kategori/unity', 90],
      ['/forum/kategori/godot', 60], ...popular.map((p) => [p, 35] as [string, number]),
    ];
    const rows: Record<string, unknown>[] = [];
    for (let d = 89; d >= 0; d--) {
      const at = addMs(this.now, -days(d));
      const day = istanbulDay(at);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const rhythm = weekday === 0 || weekday === 6 ? 1.3 : 1;
      const growth = 0.6 + 0.4 * ((89 - d) / 89);
      for (const [path, base] of paths) {
        const views = Math.max(1, Math.round(base * this.size * rhythm * growth * (0.8 + 0.4 * this.random.next())));
        rows.push({ day, path, views, uniqueVisitors: Math.round(views * (0.5 + 0.2 * this.random.next())), createdAt: at, updatedAt: at });
      }
    }
    await this.write.insert(PAGE_VIEW, rows);
    this.counts.pageViews = rows.length;
  }
}

const LIKED: Record<Target['type'], string> = {
  topic: 'konunu',
  reply: 'yanıtını',
  'blog-post': 'yazını',
  comment: 'yorumunu',
};

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Mobile Safari/537.36',
];

/** 'Şeyma' → 'seyma': the ASCII form used in usernames and demo passwords. */
function asciiName(name: string) {
  return toAsciiLower(name).replace(/[^a-z0-9]/g, '');
}

const maxDate = (a: Date, b: Date) => (a > b ? a : b);
const minDate = (a: Date, b: Date) => (a < b ? a : b);
