import { ACTIVITY_POINTS } from '@oyundev/domain';
import {
  activitiesOf,
  badgeLine,
  dailyLine,
  badgeOf,
  categoryRow,
  guest,
  member,
  reply,
  replyRowOf,
  topic,
  topicRow,
  expectRecountAgrees,
  unchanged,
  userRowOf,
  expectError,
} from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename);

describe('POST /api/forum/:topicSlug/reply', () => {
  it('adds the reply and moves every counter, the points and the author notification in one go', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const writer = await member(suite.app, 'user');
    const categoryBefore = await categoryRow(suite.app, suite.plain.id);
    const writerBefore = await userRowOf(suite.app, writer.id);
    const notificationsBefore = await suite.app.db.connection('notifications').where({ user_id: author.id }).count({ n: '*' }).first();

    const res = await writer.post(`/api/forum/${t.slug}/reply`, {
      content: 'Rigidbody ile başla, **FixedUpdate** içinde hareket ettir.',
      replyTo: null,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Yanıt başarıyla eklendi', replyCount: 1 });
    expect(res.body.data).toMatchObject({
      content: 'Rigidbody ile başla, **FixedUpdate** içinde hareket ettir.',
      author: { id: writer.id, username: writer.username },
      replyTo: null,
      likeCount: 0,
      score: 0,
      userVote: 'none',
      liked: false,
      canEdit: true,
    });
    const replyId = res.body.data.id;

    const after = await topicRow(suite.app, t.id);
    expect(after.replyCount).toBe(1);
    expect(after.lastReply.id).toBe(replyId);
    expect(after.lastReplyBy.id).toBe(writer.id);
    expect(new Date(after.lastReplyAt).getTime()).toBe(new Date(res.body.data.createdAt).getTime());
    const cat = await categoryRow(suite.app, suite.plain.id);
    expect(cat.postCount).toBe(categoryBefore.postCount + 1);
    expect(cat.lastTopic.id).toBe(t.id);
    expect(cat.lastUser.id).toBe(writer.id);
    expect(new Date(cat.lastActivityAt).getTime()).toBe(new Date(after.lastReplyAt).getTime());
    const w = await userRowOf(suite.app, writer.id);
    expect(w.forum_post_count).toBe(writerBefore.forum_post_count + 1);
    // The day's first act writes its daily line (+1); the first reply also earns the 'İlk Yanıt' badge, its
    // reward line after them.
    const firstReply = await badgeOf(suite.app, 'ilk-yanit');
    expect(w.reputation).toBe(writerBefore.reputation + ACTIVITY_POINTS.reply_created + ACTIVITY_POINTS.daily_login + firstReply.reward);
    expect(w.current_streak).toBe(1);
    expect((await activitiesOf(suite.app, writer.id)).slice(0, 3)).toEqual([
      badgeLine(firstReply),
      dailyLine(),
      { type: 'reply_created', points: 5, target_type: 'reply', target_id: replyId },
    ]);
    const notifications = await suite.app.db.connection('notifications').where({ user_id: author.id }).orderBy('id', 'desc');
    expect(notifications.length).toBe(Number(notificationsBefore.n) + 1);
    expect(notifications[0]).toMatchObject({ type: 'new_reply', actor_id: writer.id, link: `/forum/konu/${t.slug}`, is_read: false });
    expect(notifications[0].message).toContain(writer.username);

    const list = await guest(suite.app).get(`/api/forum/topics/${t.slug}/replies`);
    expect(list.body.data.map((r: any) => r.id)).toEqual([replyId]);
    expect(list.body.data[0]).not.toHaveProperty('userVote');
  });

  it('does not notify the topic author about their own reply', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const replies = () =>
      suite.app.db.connection('notifications').where({ user_id: author.id, type: 'new_reply' }).count({ n: '*' }).first();
    const before = await replies();
    await reply(author, t.slug, 'Ek bilgi: Unity 2022 LTS kullanıyorum.');
    const after = await replies();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('stores the markdown exactly as written, raw HTML and indentation included', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const content =
      '    kod bloğu (girintili)\n\n<script>alert(1)</script> [bağlantı](javascript:alert(1))\n\n```cs\nvoid Update() {}\n```\n';
    const created = await reply(await member(suite.app), t.slug, content);
    expect((await replyRowOf(suite.app, created.id)).content).toBe(content);
    expect(created.content).toBe(content);
  });

  it('refuses an empty or blank reply with the spec message and changes nothing', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const writer = await member(suite.app);
    for (const content of ['', '   \n\t ', undefined, 42]) {
      const res = await unchanged(suite.app, () => writer.post(`/api/forum/${t.slug}/reply`, { content, replyTo: null }));
      expectError(res, 'VALIDATION', 'Yanıt içeriği boş olamaz');
      expect(res.body.error.details.errors).toEqual({ content: 'Yanıt içeriği boş olamaz' });
    }
  });

  it('asks a guest to log in with the spec text', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const res = await unchanged(suite.app, () =>
      guest(suite.app).post(`/api/forum/${t.slug}/reply`, { content: 'Merhaba', replyTo: null }),
    );
    expectError(res, 'REPLY_LOGIN_REQUIRED', 'Yanıt yazmak için giriş yapmalısınız');
  });

  it('refuses members who may not write: unverified, banned', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const unverified = await member(suite.app, 'user', { confirmed: false });
    expectError(
      await unchanged(suite.app, () => unverified.post(`/api/forum/${t.slug}/reply`, { content: 'Merhaba' })),
      'EMAIL_NOT_VERIFIED',
    );
    const banned = await member(suite.app, 'user', { isBanned: true });
    expectError(await unchanged(suite.app, () => banned.post(`/api/forum/${t.slug}/reply`, { content: 'Merhaba' })), 'ACCOUNT_BANNED');
    // (An inactive account's token is refused before any route: the accounts tests cover it.)
  });

  it('answers an unknown topic with 404 Konu Bulunamadı', async () => {
    const writer = await member(suite.app);
    for (const slug of ['olmayan-konu', '99999999999', '-1', '0']) {
      expectError(await unchanged(suite.app, () => writer.post(`/api/forum/${slug}/reply`, { content: 'Merhaba' })), 'TOPIC_NOT_FOUND');
    }
  });

  it('refuses a reply in a closed topic with the spec text; moderators may still answer', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const closed = await suite.moderator.patch(`/api/forum/topics/${t.id}/moderation`, { isClosed: true });
    expect(closed.status).toBe(200);
    expect(closed.body.data.isClosed).toBe(true);
    const writer = await member(suite.app);
    const res = await unchanged(suite.app, () => writer.post(`/api/forum/${t.slug}/reply`, { content: 'Hâlâ yazabilir miyim?' }));
    expectError(res, 'TOPIC_CLOSED', 'Bu konu kapatılmış, yanıt yazamazsınız');
    expect((await suite.moderator.post(`/api/forum/${t.slug}/reply`, { content: 'Konu çözüldüğü için kapatıldı.' })).status).toBe(201);
    expect((await topicRow(suite.app, t.id)).replyCount).toBe(1);
  });

  it('accepts replyTo only as a live reply of the same topic', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const other = await topic(author, suite.plain.slug);
    const writer = await member(suite.app);
    const first = await reply(writer, t.slug, 'İlk yanıt: Physics.Raycast kullan.');
    const elsewhere = await reply(writer, other.slug, 'Başka konudaki yanıt.');
    for (const replyTo of [elsewhere.id, 99999999, 'abc', -1, '1e9', 99999999999]) {
      const res = await unchanged(suite.app, () => writer.post(`/api/forum/${t.slug}/reply`, { content: 'Alıntılı yanıt', replyTo }));
      expect({ replyTo, status: [400, 404].includes(res.status) }).toEqual({ replyTo, status: true });
      expect(res.body.error.details.code).toMatch(/^(REPLY_NOT_FOUND|VALIDATION)$/);
    }
    const quoting = await reply(await member(suite.app), t.slug, 'Katılıyorum, Raycast en kolayı.', first.id);
    expect(quoting.replyTo).toEqual({
      id: first.id,
      author: { username: writer.username },
      content: 'İlk yanıt: Physics.Raycast kullan.',
      isDeleted: false,
    });
    expect((await replyRowOf(suite.app, quoting.id)).replyTo.id).toBe(first.id);
  });

  it('keeps premium categories to premium members', async () => {
    const premium = await member(suite.app, 'premium');
    const t = await topic(premium, suite.premium.slug);
    const plainMember = await member(suite.app);
    expectError(
      await unchanged(suite.app, () => plainMember.post(`/api/forum/${t.slug}/reply`, { content: 'Bakabilir miyim?' })),
      'PREMIUM_REQUIRED',
    );
    expect((await (await member(suite.app, 'premium')).post(`/api/forum/${t.slug}/reply`, { content: 'Premium yanıt.' })).status).toBe(201);
  });
});

describe('likes: POST /api/forum/:id/like', () => {
  it('toggles a like: one row, exact counts, points for the author, {message, likeCount, liked}', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const writer = await member(suite.app);
    const r = await reply(writer, t.slug, 'Beğenilecek yanıt');
    const liker = await member(suite.app);
    const writerBefore = await userRowOf(suite.app, writer.id);

    const on = await liker.post(`/api/forum/${r.id}/like`);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ message: 'Beğenildi', likeCount: 1, liked: true });
    expect(
      await suite.app.db.connection('likes').where({ user_id: liker.id, target_type: 'reply', target_id: r.id }).count({ n: '*' }).first(),
    ).toEqual({ n: '1' });
    expect((await replyRowOf(suite.app, r.id)).likeCount).toBe(1);
    expect((await userRowOf(suite.app, liker.id)).likes_given).toBe(1);
    const w = await userRowOf(suite.app, writer.id);
    expect(w.likes_received).toBe(writerBefore.likes_received + 1);
    expect(w.reputation).toBe(writerBefore.reputation + ACTIVITY_POINTS.like_received);
    expect((await activitiesOf(suite.app, writer.id))[0]).toEqual({
      type: 'like_received',
      points: 5,
      target_type: 'reply',
      target_id: r.id,
    });

    const state = await liker.get(`/api/forum/topics/${t.slug}/replies`);
    expect(state.body.data[0]).toMatchObject({ id: r.id, liked: true, likeCount: 1, canEdit: false, userVote: 'none' });

    const off = await liker.post(`/api/forum/${r.id}/like`);
    expect(off.body).toEqual({ message: 'Beğeni geri alındı', likeCount: 0, liked: false });
    expect(await suite.app.db.connection('likes').where({ user_id: liker.id, target_id: r.id }).count({ n: '*' }).first()).toEqual({
      n: '0',
    });
    expect((await replyRowOf(suite.app, r.id)).likeCount).toBe(0);
    expect((await userRowOf(suite.app, liker.id)).likes_given).toBe(0);
    const back = await userRowOf(suite.app, writer.id);
    expect(back.likes_received).toBe(writerBefore.likes_received);
    expect(back.reputation).toBe(writerBefore.reputation);
    expect((await activitiesOf(suite.app, writer.id)).filter((a: any) => a.type === 'like_received')).toEqual([]);
  });

  it('moves both members in either id order (one statement), tells the author once, and keeps every counter exact', async () => {
    const author = await member(suite.app);
    const t = await topic(author, suite.plain.slug);
    // The liker before the writer (a smaller id), then after: the two lock orders of reactions.ts moveLikeMembers.
    const early = await member(suite.app);
    const writer = await member(suite.app);
    const late = await member(suite.app);
    const r = await reply(writer, t.slug, 'İki yönden beğenilecek yanıt');
    const before = await userRowOf(suite.app, writer.id);
    for (const liker of [early, late]) {
      expect((await liker.post(`/api/forum/${r.id}/like`, { liked: true })).body.likeCount).toBeGreaterThan(0);
      expect((await liker.post(`/api/forum/${r.id}/like`, { liked: false })).status).toBe(200);
      expect((await liker.post(`/api/forum/${r.id}/like`, { liked: true })).status).toBe(200);
      expect((await userRowOf(suite.app, liker.id)).likes_given).toBe(1);
    }
    const w = await userRowOf(suite.app, writer.id);
    expect(w.likes_received).toBe(before.likes_received + 2);
    expect(w.reputation).toBe(before.reputation + 2 * ACTIVITY_POINTS.like_received);
    expect((await activitiesOf(suite.app, writer.id)).filter((a: any) => a.type === 'like_received')).toHaveLength(2);
    // Liked, unliked and liked again: one notification per liker.
    const notes = await suite.app.db.connection('notifications').where({ user_id: writer.id, type: 'new_like' }).select('actor_id');
    expect(notes.map((n: any) => n.actor_id).sort()).toEqual([early.id, late.id].sort());
    await late.post(`/api/forum/${r.id}/like`, { liked: false });
    expect((await userRowOf(suite.app, writer.id)).likes_received).toBe(before.likes_received + 1);
    await expectRecountAgrees(suite.app);
  });

  it('with {liked: true} a repeated like changes nothing', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const r = await reply(await member(suite.app), t.slug, 'Tekrar tekrar beğen');
    const liker = await member(suite.app);
    expect((await liker.post(`/api/forum/${r.id}/like`, { liked: true })).body).toMatchObject({ likeCount: 1, liked: true });
    const again = await unchanged(suite.app, () => liker.post(`/api/forum/${r.id}/like`, { liked: true }));
    expect(again.body).toMatchObject({ likeCount: 1, liked: true });
    expect((await liker.post(`/api/forum/${r.id}/like`, { liked: false })).body).toMatchObject({ likeCount: 0, liked: false });
    expect((await unchanged(suite.app, () => liker.post(`/api/forum/${r.id}/like`, { liked: false }))).body).toMatchObject({
      likeCount: 0,
    });
    expect((await unchanged(suite.app, () => liker.post(`/api/forum/${r.id}/like`, { liked: 'yes' }))).status).toBe(400);
  });

  it('refuses self-likes, guests, deleted and unknown replies, changing nothing', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const writer = await member(suite.app);
    const r = await reply(writer, t.slug, 'Kendi yanıtım');
    expectError(await unchanged(suite.app, () => writer.post(`/api/forum/${r.id}/like`)), 'SELF_LIKE');
    expectError(
      await unchanged(suite.app, () => guest(suite.app).post(`/api/forum/${r.id}/like`)),
      'LIKE_LOGIN_REQUIRED',
      'Beğenmek için giriş yapmalısınız',
    );
    const liker = await member(suite.app);
    for (const id of ['abc', '-1', '1e9', '99999999999', '2147483647']) {
      expectError(await unchanged(suite.app, () => liker.post(`/api/forum/${id}/like`)), 'REPLY_NOT_FOUND');
    }
    expect((await writer.delete(`/api/forum/${r.id}`)).status).toBe(200);
    expectError(await unchanged(suite.app, () => liker.post(`/api/forum/${r.id}/like`)), 'REPLY_NOT_FOUND');
  });

  it('likes a topic the same way', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const liker = await member(suite.app);
    expect((await liker.post(`/api/forum/topics/${t.id}/like`)).body).toEqual({ message: 'Beğenildi', likeCount: 1, liked: true });
    expect((await topicRow(suite.app, t.id)).likeCount).toBe(1);
    expect((await liker.get(`/api/forum/topics/${t.slug}`)).body.data).toMatchObject({
      liked: true,
      likeCount: 1,
      isAuthor: false,
      canModerate: false,
    });
    expectError(await unchanged(suite.app, () => author.post(`/api/forum/topics/${t.id}/like`)), 'SELF_LIKE');
  });
});

describe('deleting a reply: DELETE /api/forum/:replyId', () => {
  it('only the author, moderators and admins; the count drops by one and everything follows', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const first = await member(suite.app);
    const writer = await member(suite.app);
    const earlier = await reply(first, t.slug, 'Önceki yanıt');
    const r = await reply(writer, t.slug, 'Silinecek yanıt');
    const quoting = await reply(first, t.slug, 'Silinecek yanıta cevap', r.id);
    const before = {
      topic: await topicRow(suite.app, t.id),
      category: await categoryRow(suite.app, suite.plain.id),
      writer: await userRowOf(suite.app, writer.id),
    };

    for (const intruder of [await member(suite.app), await member(suite.app, 'premium'), author]) {
      expectError(await unchanged(suite.app, () => intruder.delete(`/api/forum/${r.id}`)), 'FORBIDDEN');
    }
    expect((await unchanged(suite.app, () => guest(suite.app).delete(`/api/forum/${r.id}`))).status).toBe(401);

    const res = await writer.delete(`/api/forum/${r.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Yanıt başarıyla silindi', replyCount: 2 });
    expect((await replyRowOf(suite.app, r.id)).isDeleted).toBe(true);
    const after = await topicRow(suite.app, t.id);
    expect(after.replyCount).toBe(before.topic.replyCount - 1);
    expect(after.lastReply.id).toBe(quoting.id);
    expect((await categoryRow(suite.app, suite.plain.id)).postCount).toBe(before.category.postCount - 1);
    const w = await userRowOf(suite.app, writer.id);
    expect(w.forum_post_count).toBe(before.writer.forum_post_count - 1);
    expect(w.reputation).toBe(before.writer.reputation - ACTIVITY_POINTS.reply_created);
    expect((await activitiesOf(suite.app, writer.id)).filter((a: any) => a.target_id === r.id && a.type === 'reply_created')).toEqual([]);

    const list = await guest(suite.app).get(`/api/forum/topics/${t.slug}/replies`);
    expect(list.body.meta.pagination.total).toBe(2);
    const shown = list.body.data.find((x: any) => x.id === quoting.id);
    expect(shown.replyTo).toEqual({ id: r.id, author: { username: writer.username }, content: '', isDeleted: true });
    expect(list.body.data.map((x: any) => x.id)).toEqual([earlier.id, quoting.id]);

    expectError(await unchanged(suite.app, () => writer.delete(`/api/forum/${r.id}`)), 'REPLY_NOT_FOUND');
    // Deleting the newest reply moves lastReply back.
    expect((await suite.moderator.delete(`/api/forum/${quoting.id}`)).body.replyCount).toBe(1);
    expect((await topicRow(suite.app, t.id)).lastReply.id).toBe(earlier.id);
    const admin = await member(suite.app, 'admin');
    expect((await admin.delete(`/api/forum/${earlier.id}`)).body.replyCount).toBe(0);
    const empty = await topicRow(suite.app, t.id);
    expect(empty.lastReply).toBeNull();
    expect(empty.lastReplyAt).toBeNull();
  });

  it('never lowers a count below zero', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const writer = await member(suite.app);
    const r = await reply(writer, t.slug, 'Sayaç kayması');
    // A counter that drifted to zero (e.g. edited by hand) stays at zero.
    await suite.app.db.connection('topics').where({ id: t.id }).update({ reply_count: 0 });
    await suite.app.db.connection('up_users').where({ id: writer.id }).update({ forum_post_count: 0 });
    const res = await writer.delete(`/api/forum/${r.id}`);
    expect(res.body.replyCount).toBe(0);
    expect((await topicRow(suite.app, t.id)).replyCount).toBe(0);
    expect((await userRowOf(suite.app, writer.id)).forum_post_count).toBe(0);
  });

  it('answers unknown ids with 404 and changes nothing', async () => {
    const someone = await member(suite.app);
    for (const id of ['abc', '-1', '1e9', '99999999999', '0', '2147483648']) {
      expectError(await unchanged(suite.app, () => someone.delete(`/api/forum/${id}`)), 'REPLY_NOT_FOUND');
    }
  });
});

describe('counters', () => {
  it('after all of the above, every counter equals a full recount from the rows', async () => {
    await expectRecountAgrees(suite.app);
  });
});
