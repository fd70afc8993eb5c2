// The large seed's shared state: who can act when (weighted, long-tailed picks in O(log n)), what has been
// written (topics, replies, posts, comments as plain arrays of ids and owners) and the ledger lines to write.
import type { ActivityType } from '@oyundev/domain';
import { Random } from '../random';
import type { Member, SeedContext } from '../context';
import { Bulk, Weighted } from './bulk';

export type LargeTopic = {
  id: number;
  slug: string;
  title: string;
  author: Member;
  createdAt: Date;
  isPremium: boolean;
  category: string;
  replyCount: number;
};
export type LargeReply = { id: number; topic: LargeTopic; author: Member; createdAt: Date };
export type LargePost = { postNumber: number; ids: number[]; slug: string; title: string; author: Member; at: Date; isPremium: boolean };
export type LargeComment = { id: number; post: LargePost; author: Member; createdAt: Date };

/** The sizes of a full large seed (factor 1); a factor scales every one of them (tests use ~0.01). */
export const LARGE = {
  members: 5_000,
  topics: 10_000,
  replies: 100_000,
  blogPosts: 1_000,
  comments: 20_000,
  votes: 90_000,
  forumLikes: 90_000,
  blogLikes: 20_000,
};

/** A ledger line as the large seed writes it in bulk. */
export type LargeLine = {
  userId: number;
  type: string;
  points: number;
  targetType: string | null;
  targetId: number | null;
  occurredAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

export class LargeState {
  readonly random: Random;
  readonly bulk: Bulk;
  readonly started = Date.now();
  members: Member[] = [];
  topics: LargeTopic[] = [];
  replies: LargeReply[] = [];
  posts: LargePost[] = [];
  comments: LargeComment[] = [];
  ledger: LargeLine[] = [];
  private anyone!: Weighted<Member>;
  private premiumReaders!: Weighted<Member>;

  constructor(
    readonly ctx: SeedContext,
    readonly factor: number,
  ) {
    const seed = 20_261_124;
    this.random = new Random(seed);
    this.bulk = new Bulk(ctx, seed);
  }

  /** A target size at this factor (at least one). */
  n(key: keyof typeof LARGE) {
    return Math.max(1, Math.round(LARGE[key] * this.factor));
  }

  /** Builds the pickers once every member exists: a few busy members, a long tail of occasional ones. */
  indexMembers(all: Member[]) {
    this.members = all.filter((m) => !m.restricted);
    const rank = this.random.shuffle(this.members.map((_, i) => i));
    const weight = (m: Member, i: number) =>
      m.role === 'admin' || m.role === 'moderator' ? 12 : m.username === 'user' ? 8 : 40 / Math.pow(rank[i] + 4, 0.85);
    this.anyone = new Weighted(this.members, weight);
    const readers = this.members.filter((m) => m.role !== 'user');
    this.premiumReaders = new Weighted(readers, (m) => (m.role === 'premium' ? 3 : 1));
  }

  /** Someone who had joined by `at` (and may read premium content when `premium`), other than `not`. */
  someone(at: Date, premium = false, not?: Member): Member {
    const pool = premium ? this.premiumReaders : this.anyone;
    for (let tries = 0; tries < 40; tries++) {
      const m = pool.pick(this.random);
      if (m.createdAt < at && m !== not) return m;
    }
    return this.ctx.byUsername.get(not?.username === 'admin' ? 'moderator' : 'admin')!;
  }

  /** The same draw over everyone, for who is followed, read and bookmarked. */
  popular(): Member {
    return this.anyone.pick(this.random);
  }

  earn(userId: number, type: ActivityType, targetType: string | null, targetId: number | null, at: Date, points: number) {
    this.ledger.push({ userId, type, points, targetType, targetId, occurredAt: at, createdAt: at, updatedAt: at });
  }

  progress(step: string, detail: string) {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    this.ctx.strapi.log.info(`[seed:large] ${seconds} sn · ${step}: ${detail}`);
  }
}
