/**
 * A small seeded PRNG (mulberry32) and the few draws the seed needs. Every decision the seed makes comes
 * from one of these streams, in a fixed order, so the same seed and anchor produce the same data.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** An item chosen with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let r = this.next() * total;
    for (const item of items) {
      r -= weight(item);
      if (r < 0) return item;
    }
    return items[items.length - 1];
  }

  /** A Strapi-style documentId (24 lowercase letters and digits). */
  documentId(): string {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let id = alphabet[Math.floor(this.next() * 26)];
    for (let i = 1; i < 24; i++) id += alphabet[Math.floor(this.next() * alphabet.length)];
    return id;
  }
}

const HOUR = 3600 * 1000;
export const DAY = 24 * HOUR;

/** A moment between `from` and `to`, skewed towards `to` (communities are busier lately). */
export function recentBetween(random: Random, from: Date, to: Date, skew = 1.6): Date {
  const span = to.getTime() - from.getTime();
  if (span <= 0) return new Date(to.getTime());
  // u^skew piles up near 0 for skew > 1: most offsets from `to` are small.
  return new Date(to.getTime() - Math.floor(Math.pow(random.next(), skew) * span));
}

/** A moment between `from` and `to`, uniform. */
export function between(random: Random, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(from.getTime() + Math.floor(random.next() * span));
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
export const minutes = (n: number) => n * 60 * 1000;
export const hours = (n: number) => n * HOUR;
export const days = (n: number) => n * DAY;
