// Issue 13 events: undoing a chosen solution by deleting it takes back its points and stat; moderators' actions
// on a member's content notify the member; @mentions in replies and comments notify the mentioned members once
// (their newMention switch, never the writer); the home feed's 'Takip Ettiklerim' view (source=takip).

import { ACTIVITY_POINTS, msg } from '@oyundev/domain';
import { expectError, expectRecountAgrees, guest, member, reply, topic, type Member } from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename, { size: 0.2 });
const k = () => suite.app.db.connection;
const linesOf = (m: Member, type: string) => k()('activities').where({ user_id: m.id, type }).orderBy('id').select('target_id', 'points');
const userOf = (m: Member) => k()('up_users').where({ id: m.id }).first('solution_count', 'reputation');
/** Σ points of the member's lines that do not belong to one item: badge rewards and the days' first-activity lines. */
const kept = async (m: Member) =>
  Number(
    (await k()('activities').where({ user_id: m.id }).whereIn('type', ['badge_earned', 'daily_login']).sum({ n: 'points' }))[0].n ?? 0,
  );
const notesOf = (m: Member, type: string) =>
  k()('notifications').where({ user_id: m.id, type }).orderBy('id').select('actor_id', 'title', 'message', 'link');

describe('undo reverses points', () => {
  it('deleting the chosen solution takes back the solution line, the stat and the reply line; the topic is open again', async () => {
    const asker = await member(suite.app, 'moderator');
    const answerer = await member(suite.app, 'moderator');
    const t = await topic(asker, suite.plain.slug);
    const r = await reply(answerer, t.slug, 'CharacterController ile çarpışmaları kendin çöz.');
    expect((await asker.post(`/api/forum/replies/${r.id}/solution`, {})).status).toBe(200);
    expect(await linesOf(answerer, 'solution_accepted')).toEqual([{ target_id: r.id, points: ACTIVITY_POINTS.solution_accepted }]);
    const marked = await userOf(answerer);
    expect(marked.solution_count).toBe(1);

    const res = await answerer.delete(`/api/forum/${r.id}`);
    expect(res.status).toBe(200);
    expect(await linesOf(answerer, 'solution_accepted')).toEqual([]);
    expect(await linesOf(answerer, 'reply_created')).toEqual([]);
    const after = await userOf(answerer);
    expect(after.solution_count).toBe(0);
    expect(after.reputation).toBe(marked.reputation - ACTIVITY_POINTS.solution_accepted - ACTIVITY_POINTS.reply_created);
    expect(await k()('topics').where({ id: t.id }).first('is_resolved', 'solution_reply_id')).toEqual({
      is_resolved: false,
      solution_reply_id: null,
    });
    // The badge earned with the first solution stays: it was earned (never awarded twice, never taken).
    await expectRecountAgrees(suite.app);
  });

  it('deleting a reply that is not the solution leaves the solution alone', async () => {
    const asker = await member(suite.app, 'moderator');
    const a = await member(suite.app, 'moderator');
    const t = await topic(asker, suite.plain.slug);
    const chosen = await reply(a, t.slug, 'Bu çözüm.');
    const other = await reply(a, t.slug, 'Bu da bir not.');
    await asker.post(`/api/forum/replies/${chosen.id}/solution`, {});
    expect((await a.delete(`/api/forum/${other.id}`)).status).toBe(200);
    expect(await linesOf(a, 'solution_accepted')).toEqual([{ target_id: chosen.id, points: ACTIVITY_POINTS.solution_accepted }]);
    expect(await k()('topics').where({ id: t.id }).first('solution_reply_id')).toEqual({ solution_reply_id: chosen.id });
    await expectRecountAgrees(suite.app);
  });
});

describe('deleted replies mint nothing', () => {
  it("deleting a liked and voted reply takes back the likes' and votes' points with its own", async () => {
    const asker = await member(suite.app, 'moderator');
    const spammer = await member(suite.app, 'moderator');
    const fans = [await member(suite.app), await member(suite.app)];
    const t = await topic(asker, suite.plain.slug);
    const before = (await userOf(spammer)).reputation;
    const keptBefore = await kept(spammer);
    const r = await reply(spammer, t.slug, 'Beğenilecek ve silinecek yanıt.');
    const drawn = (await userOf(spammer)).reputation;
    for (const fan of fans) expect((await fan.post(`/api/forum/${r.id}/like`, { liked: true })).status).toBe(200);
    expect((await fans[0].post('/api/forum/votes', { targetType: 'reply', targetId: r.id, vote: 'up' })).status).toBe(200);
    expect((await fans[1].post('/api/forum/votes', { targetType: 'reply', targetId: r.id, vote: 'down' })).status).toBe(200);
    const liked = (await userOf(spammer)).reputation;
    expect(liked).toBe(drawn + 2 * ACTIVITY_POINTS.like_received + ACTIVITY_POINTS.upvote_received + ACTIVITY_POINTS.downvote_received);

    expect((await suite.moderator.delete(`/api/forum/${r.id}`)).status).toBe(200);
    const left = await k()('activities').where({ user_id: spammer.id, target_type: 'reply', target_id: r.id }).select('type');
    expect(left).toEqual([]);
    // Only the badge the first reply earned and the day's line (the member was active today) remain of it.
    expect((await userOf(spammer)).reputation).toBe(before + (await kept(spammer)) - keptBefore);
    await expectRecountAgrees(suite.app);
  });
});

describe('moderation notifications', () => {
  it("a moderator deleting a member's reply tells them; deleting one's own reply tells nobody", async () => {
    const author = await member(suite.app, 'moderator');
    const writer = await member(suite.app);
    const t = await topic(author, suite.plain.slug);
    const r = await reply(writer, t.slug, 'Konu dışı bir yanıt.');
    const own = await reply(writer, t.slug, 'Kendi sileceğim yanıt.');
    expect((await writer.delete(`/api/forum/${own.id}`)).status).toBe(200);
    expect(await notesOf(writer, 'content_moderated')).toEqual([]);

    expect((await suite.moderator.delete(`/api/forum/${r.id}`)).status).toBe(200);
    expect(await notesOf(writer, 'content_moderated')).toEqual([
      {
        actor_id: suite.moderator.id,
        title: msg('notification.moderation.replyDeleted.title'),
        message: msg('notification.moderation.replyDeleted.message', { title: t.title }),
        link: '',
      },
    ]);
  });

  it('locking a topic tells its author, once', async () => {
    const author = await member(suite.app);
    const t = await topic(author, suite.plain.slug);
    const res = await suite.moderator.patch(`/api/forum/topics/${t.id}/moderation`, { isClosed: true });
    expect(res.status).toBe(200);
    expect(await notesOf(author, 'content_moderated')).toEqual([
      {
        actor_id: suite.moderator.id,
        title: msg('notification.moderation.topicLocked.title'),
        message: msg('notification.moderation.topicLocked.message', { title: t.title }),
        link: `/forum/konu/${t.slug}`,
      },
    ]);
    // Locking a locked topic again tells nothing new.
    await suite.moderator.patch(`/api/forum/topics/${t.id}/moderation`, { isClosed: true });
    expect(await notesOf(author, 'content_moderated')).toHaveLength(1);
  });
});

describe('@mentions', () => {
  it('a reply mentioning members notifies each once — not the writer, not an unknown name, not one whose switch is off', async () => {
    const writer = await member(suite.app, 'moderator');
    const named = await member(suite.app);
    const silent = await member(suite.app);
    expect((await silent.put('/api/account/notifications', { newMention: false })).status).toBe(200);
    const t = await topic(writer, suite.plain.slug);
    const text = `@${named.username.toUpperCase()} ve @${named.username} bak; @${writer.username} @${silent.username} @yok_boyle_biri \`@${silent.username}\``;
    const r = await reply(writer, t.slug, text);
    const expected = {
      actor_id: writer.id,
      title: msg('notification.mention.title'),
      message: msg('notification.mention.reply', { name: writer.username, title: t.title }),
      link: `/forum/konu/${t.slug}#yanit-${r.id}`,
    };
    expect(await notesOf(named, 'new_mention')).toEqual([expected]);
    expect(await notesOf(writer, 'new_mention')).toEqual([]);
    expect(await notesOf(silent, 'new_mention')).toEqual([]);
  });

  it('a blog comment mentioning a member notifies them with a link to the comment', async () => {
    const post = await k()('blog_posts').whereNotNull('published_at').where({ is_premium: false }).orderBy('id').first('slug', 'title');
    const writer = await member(suite.app);
    const named = await member(suite.app);
    const res = await writer.post(`/api/blog/posts/${post.slug}/comments`, {
      content: `Harika yazı, @${named.username} mutlaka oku.`,
      parentId: null,
    });
    expect(res.status).toBe(201);
    const notes = await notesOf(named, 'new_mention');
    expect(notes).toEqual([
      {
        actor_id: writer.id,
        title: msg('notification.mention.title'),
        message: msg('notification.mention.comment', { name: writer.username, title: post.title }),
        link: expect.stringMatching(new RegExp(`^/blog/${post.slug}#yorum-\\d+$`)),
      },
    ]);
  });
});

describe("the home feed's follow view", () => {
  it('shows what the followed members wrote, nothing else; a guest is asked to sign in', async () => {
    const reader = await member(suite.app);
    const followed = await member(suite.app, 'moderator');
    const stranger = await member(suite.app, 'moderator');
    const empty = await reader.get('/api/home/feed?source=takip');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);

    expect((await reader.post(`/api/profiles/${followed.username}/follow`, {})).status).toBe(200);
    const mine = await topic(followed, suite.plain.slug);
    await topic(stranger, suite.plain.slug);
    const res = await reader.get('/api/home/feed?source=takip');
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ source: 'takip', page: 1 });
    expect(res.body.data.map((i: { id: number; author: { username: string } }) => [i.id, i.author.username])).toEqual([
      [mine.id, followed.username],
    ]);
    expectError(await guest(suite.app).get('/api/home/feed?source=takip'), 'FOLLOW_LOGIN_REQUIRED');
  });
});
