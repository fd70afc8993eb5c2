import { ACTIVITY_POINTS, ACTIVE_TYPES, isActiveType } from '../points';
import { POSTING_LIMITS, countLinks, isNewAccount } from '../posting';
import {
  likeRequestSchema,
  replyEditSchema,
  reportSchema,
  topicModerationSchema,
  unlockRequestSchema,
  validate,
  voteSchema,
} from '../validation';

describe('countLinks', () => {
  test('counts markdown links, autolinks, bare addresses and www. hosts', () => {
    expect(countLinks('no links here, just text. e.g. version 1.2.3')).toBe(0);
    expect(countLinks('[docs](https://docs.unity3d.com/Manual) and <http://example.com>')).toBe(2);
    expect(countLinks('see https://a.example/x?y=1 or www.oyundev.com today')).toBe(2);
    expect(countLinks('![img](https://cdn.example/a.png) ftp://files.example/b.zip HTTPS://LOUD.EXAMPLE')).toBe(3);
  });

  test('does not count an e-mail address or a word with dots as a link', () => {
    expect(countLinks('mail me: dev@oyundev.com; Vector3.zero.normalized')).toBe(0);
  });
});

describe('isNewAccount', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  test('is true within the first day and false after it', () => {
    const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);
    expect(isNewAccount(hours(1), now)).toBe(true);
    expect(isNewAccount(hours(POSTING_LIMITS.newAccountHours - 0.01), now)).toBe(true);
    expect(isNewAccount(hours(POSTING_LIMITS.newAccountHours), now)).toBe(false);
    expect(isNewAccount(hours(24 * 30), now)).toBe(false);
  });

  test('an unreadable date is not new (the limits then fall back to the regular ones)', () => {
    expect(isNewAccount('not a date', now)).toBe(false);
  });
});

describe('activity points', () => {
  test('awards the spec example of +5 for a reply and counts only own actions as active', () => {
    expect(ACTIVITY_POINTS.reply_created).toBe(5);
    expect(ACTIVITY_POINTS.downvote_received).toBeLessThan(0);
    expect(ACTIVE_TYPES).toContain('reply_created');
    expect(isActiveType('like_received')).toBe(false);
    expect(isActiveType('topic_created')).toBe(true);
  });
});

describe('forum write schemas', () => {
  test('a reply edit must not be empty after trimming', () => {
    const r = validate(replyEditSchema, { content: '   \n ' });
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual({ content: 'Yanıt içeriği boş olamaz' });
  });

  test('a vote names a topic or reply by id and one of up, down, none', () => {
    expect(validate(voteSchema, { targetType: 'reply', targetId: '42', vote: 'none' })).toEqual({
      ok: true,
      data: { targetType: 'reply', targetId: 42, vote: 'none' },
    });
    for (const bad of [
      { targetType: 'blog', targetId: 1, vote: 'up' },
      { targetType: 'topic', targetId: 'abc', vote: 'up' },
      { targetType: 'topic', targetId: -1, vote: 'up' },
      { targetType: 'topic', targetId: 1e9 + 0.5, vote: 'up' },
      { targetType: 'topic', targetId: 99999999999, vote: 'up' },
      { targetType: 'topic', targetId: 1, vote: 'sideways' },
    ]) {
      expect(validate(voteSchema, bad).ok).toBe(false);
    }
  });

  test('a report needs a known type; the reason is optional and bounded', () => {
    expect(validate(reportSchema, { contentType: 'topic', contentId: 3, type: 'spam' })).toMatchObject({ ok: true, data: { reason: '' } });
    expect(validate(reportSchema, { contentType: 'topic', contentId: 3, type: 'rude' }).errors).toEqual({
      type: 'Bir bildirim nedeni seçin',
    });
    expect(validate(reportSchema, { contentType: 'reply', contentId: 3, type: 'spam', reason: 'x'.repeat(1001) }).ok).toBe(false);
  });

  test('a moderation patch changes at least one field', () => {
    expect(validate(topicModerationSchema, {}).errors).toEqual({ _form: 'Değiştirilecek bir alan seçin' });
    expect(validate(topicModerationSchema, { isPinned: 'yes' }).ok).toBe(false);
    expect(validate(topicModerationSchema, { approve: false }).ok).toBe(false);
    expect(validate(topicModerationSchema, { isClosed: true, category: ' unity ' })).toEqual({
      ok: true,
      data: { isClosed: true, category: 'unity' },
    });
  });
});

describe('likeRequestSchema (the optional body of a like call)', () => {
  test('absent, empty or a boolean `liked` is valid; anything else is refused', () => {
    expect(likeRequestSchema.parse(undefined)).toBeUndefined();
    expect(likeRequestSchema.parse({})).toEqual({});
    expect(likeRequestSchema.parse({ liked: false })).toEqual({ liked: false });
    expect(likeRequestSchema.safeParse({ liked: 'yes' }).success).toBe(false);
    expect(likeRequestSchema.safeParse('liked').success).toBe(false);
  });
});

describe('unlockRequestSchema', () => {
  test('takes the 64 hex characters of the mailed link, nothing else', () => {
    const token = 'a'.repeat(64);
    expect(unlockRequestSchema.parse({ token: ` ${token} ` })).toEqual({ token });
    expect(unlockRequestSchema.safeParse({ token: 'a'.repeat(63) }).success).toBe(false);
    expect(unlockRequestSchema.safeParse({ token: 'Z'.repeat(64) }).success).toBe(false);
    expect(unlockRequestSchema.safeParse({}).success).toBe(false);
  });
});
