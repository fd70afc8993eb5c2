import type { Core } from '@strapi/strapi';
import { ACTIVITY_POINTS as POINTS, toAsciiLower, type ActivityType } from '@oyundev/domain';
import type { TopicSeed } from './content/forum';
import { Random, addMs, between, days } from './random';
import { Writer, type Db } from './writer';

// The seed's shared state: what has been written so far (members, topics, replies, posts…), the PRNG and
// the writer. Each file of steps/ fills one feature and reads what earlier steps left here.

export const USER = 'plugin::users-permissions.user';
export const ROLE = 'plugin::users-permissions.role';
export const CATEGORY = 'api::forum-category.forum-category';
export const TAG = 'api::tag.tag';
export const TOPIC = 'api::topic.topic';
export const REPLY = 'api::reply.reply';
export const VOTE = 'api::vote.vote';
export const LIKE = 'api::like.like';
export const BOOKMARK = 'api::bookmark.bookmark';
export const FOLLOW = 'api::follow.follow';
export const BLOG_CATEGORY = 'api::blog-category.blog-category';
export const BLOG_POST = 'api::blog-post.blog-post';
export const COMMENT = 'api::comment.comment';
export const BADGE = 'api::badge.badge';
export const BADGE_AWARD = 'api::badge-award.badge-award';
export const ACTIVITY = 'api::activity.activity';
export const REPORT = 'api::report.report';
export const ANNOUNCEMENT = 'api::announcement.announcement';
export const NOTIFICATION = 'api::notification.notification';
export const PAGE_VIEW = 'api::page-view.page-view';
export const PAGE = 'api::page.page';
export const HOUSE_AD = 'api::house-ad.house-ad';

export type SeedOptions = {
  /** Multiplies topics, replies, blog posts and generated members (1 ≈ 33 members, 60 topics). */
  size?: number;
  /** The "now" the data is spread back from (90 days). Pass a fixed date for byte-identical data. */
  now?: Date;
  /** PRNG seed. */
  seed?: number;
  /**
   * The large seed on top of the demo (seed/large): 1 ≈ 5,000 members, 10,000 topics, 100,000 replies;
   * tests pass a small factor (0.01) for the same shape at a hundredth of the size.
   */
  large?: number;
};

export type Member = {
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

export type Topic = {
  id: number;
  slug: string;
  title: string;
  category: string;
  author: Member;
  createdAt: Date;
  counted: boolean; // active and approved
  isPremium: boolean;
};

export type Reply = { id: number; topic: Topic; author: Member; createdAt: Date; counted: boolean };
export type Post = {
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
export type Comment = { id: number; post: Post; author: Member; createdAt: Date };
export type Target = {
  type: 'topic' | 'reply' | 'blog-post' | 'comment';
  id: number;
  owner: Member;
  at: Date;
  link: string;
  /** Only members who may read premium content react to it. */
  premium: boolean;
};
export type Ledger = { userId: number; type: ActivityType; points: number; targetType?: string; targetId?: number; occurredAt: Date };
export type Event = { user: Member; type: string; title: string; message: string; link: string; actor?: Member; at: Date };

export class SeedContext {
  readonly random: Random;
  readonly write: Writer;
  readonly size: number;
  readonly now: Date;
  readonly start: Date;

  members: Member[] = [];
  byUsername = new Map<string, Member>();
  categoryIds = new Map<string, number>();
  tagIds = new Map<string, number>();
  /** The topic list, drawn once: replies look up whether a topic is a question or closed. */
  plan: TopicSeed[] = [];
  topics: Topic[] = [];
  replies: Reply[] = [];
  posts: Post[] = [];
  comments: Comment[] = [];
  ledger: Ledger[] = [];
  events: Event[] = [];
  badgeIds = new Map<string, { id: number; reward: number; name: string }>();
  pendingAwards: Array<{ member: Member; slug: string; at: Date }> = [];
  solutions: Reply[] = [];
  counts: Record<string, number> = {};
  private likesWritten = 0;

  constructor(
    readonly strapi: Core.Strapi,
    readonly db: Db,
    options: SeedOptions,
  ) {
    const seedNumber = options.seed ?? 20_251_120;
    this.random = new Random(seedNumber);
    this.write = new Writer(strapi, db, seedNumber);
    // Fractions (tests seed 0.2 or 0.5) still write one of everything.
    this.size = Math.max(1, Math.floor(options.size ?? 1));
    // Whole seconds: the same anchor always yields the same timestamps.
    this.now = new Date(Math.floor((options.now ?? new Date()).getTime() / 1000) * 1000);
    this.start = addMs(this.now, -days(90));
  }

  /**
   * A member who could act at `at` (joined before it, not restricted), other than `not`; only those who
   * may read premium content when it happens in a premium category or on a premium post.
   */
  someone(at: Date, not: Member[] = [], premium = false): Member | null {
    const pool = this.activeMembers(at, not, premium);
    return pool.length ? this.random.weighted(pool, (m) => this.activity(m)) : null;
  }

  activeMembers(at: Date, not: Member[] = [], premium = false) {
    return this.members.filter((m) => !m.restricted && m.createdAt < at && !not.includes(m) && (!premium || m.role !== 'user'));
  }

  /** Demo accounts and a few members are busier than the rest. */
  activity(m: Member) {
    if (m.role === 'admin' || m.role === 'moderator') return 6;
    if (m.username === 'user') return 4;
    return m.isPremium ? 3 : 1 + (m.id % 3);
  }

  /** Likes on the given targets (at most `most[type]` each); records ledger lines and notifications. */
  async like(targets: Target[], most: Partial<Record<Target['type'], number>>) {
    const rows: Record<string, unknown>[] = [];
    for (const target of targets) {
      const likers = this.random.sample(
        this.activeMembers(this.now, [target.owner], target.premium),
        Math.round((most[target.type] ?? 0) * Math.pow(this.random.next(), 1.7)),
      );
      for (const liker of likers) {
        const at = between(this.random, maxDate(target.at, liker.createdAt), this.now);
        rows.push({ userId: liker.id, targetType: target.type, targetId: target.id, createdAt: at, updatedAt: at });
        this.ledger.push({
          userId: target.owner.id,
          type: 'like_received',
          points: POINTS.like_received,
          targetType: target.type,
          targetId: target.id,
          occurredAt: at,
        });
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
}

const LIKED: Record<Target['type'], string> = {
  topic: 'konunu',
  reply: 'yanıtını',
  'blog-post': 'yazını',
  comment: 'yorumunu',
};

export const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Mobile Safari/537.36',
];

/** 'Şeyma' → 'seyma': the ASCII form used in usernames and demo passwords. */
export function asciiName(name: string) {
  return toAsciiLower(name).replace(/[^a-z0-9]/g, '');
}

export const maxDate = (a: Date, b: Date) => (a > b ? a : b);
export const minDate = (a: Date, b: Date) => (a < b ? a : b);
