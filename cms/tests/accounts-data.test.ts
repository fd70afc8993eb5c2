import { msg } from '@oyundev/domain';
import { createMember, tableCounts } from './helpers/fixtures';
import { client, USER, userRow } from './helpers/accounts';
import { accountsSuite } from './helpers/suite';

// Spec accounts §2 (settings: data export, account deletion): the member's own data, taken out or wiped.

const suite = accountsSuite(__filename);

const SECRET = /"(password|resetPasswordToken|confirmationToken|failedLoginCount|lockedUntil|passwordChangedAt)"/;

describe('export and deletion', () => {
  async function memberWithContent() {
    const member = await createMember(suite.app, 'user', { bio: 'Kişisel bilgi', socialLinks: { github: 'https://github.com/gizli' } });
    const friend = await createMember(suite.app, 'user');
    const category = await suite.app.db
      .query('api::forum-category.forum-category')
      .create({ data: { name: `Kategori ${member.username}`, slug: `kategori-${member.username}` } });
    const topic = await suite.app.db.query('api::topic.topic').create({
      data: {
        title: 'Silinince kalacak konu',
        slug: `konu-${member.username}`,
        content: 'İçerik burada kalmalı.',
        author: member.user.id,
        category: category.id,
      },
    });
    const reply = await suite.app.db
      .query('api::reply.reply')
      .create({ data: { content: 'Bu yanıt da kalmalı.', topic: topic.id, author: member.user.id } });
    await suite.app.db
      .query('api::bookmark.bookmark')
      .create({ data: { userId: member.user.id, targetType: 'topic', targetId: topic.id } });
    await suite.app.db
      .query('api::vote.vote')
      .create({ data: { userId: member.user.id, targetType: 'topic', targetId: topic.id, value: 1 } });
    await suite.app.db.query('api::follow.follow').create({ data: { followerId: member.user.id, followingId: friend.user.id } });
    await suite.app.db.query(USER).update({ where: { id: friend.user.id }, data: { followerCount: 1 } });
    await suite.app.db.query(USER).update({ where: { id: member.user.id }, data: { followingCount: 1, bookmarkCount: 1 } });
    await suite.app.db
      .query('api::notification.notification')
      .create({ data: { userId: member.user.id, type: 'new_reply', title: 't', message: 'm', link: '/' } });
    return { member, friend, topic, reply };
  }

  it('export: everything held about the member as a JSON download, without any secret', async () => {
    const { member, friend, topic, reply } = await memberWithContent();
    const res = await client(suite.app, member.jwt).get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="oyundev-verilerim-\d+\.json"$/);
    expect(res.body.account).toMatchObject({ username: member.username, email: member.email, bio: 'Kişisel bilgi' });
    expect(res.body.topics.map((t: any) => t.id)).toEqual([topic.id]);
    expect(res.body.replies.map((r: any) => r.id)).toEqual([reply.id]);
    expect(res.body.votes).toHaveLength(1);
    expect(res.body.bookmarks).toHaveLength(1);
    expect(res.body.following).toEqual([expect.objectContaining({ username: friend.username })]);
    expect(res.body.notifications).toHaveLength(1);
    expect(JSON.stringify(res.body)).not.toMatch(SECRET);
    expect(JSON.stringify(res.body)).not.toContain(friend.email);
  });

  it('delete: needs the password; a wrong one changes nothing', async () => {
    const { member } = await memberWithContent();
    const before = await tableCounts(suite.app);
    const missing = await client(suite.app, member.jwt).delete('/api/account').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.errors).toEqual({ password: 'Şifre gerekli' });
    const wrong = await client(suite.app, member.jwt).delete('/api/account').send({ password: 'Tahmin123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ message: 'Şifre hatalı', details: { code: 'WRONG_PASSWORD' } });
    expect(await tableCounts(suite.app)).toEqual(before);
    expect(await userRow(suite.app, { id: member.user.id })).toMatchObject({
      username: member.username,
      email: member.email,
      blocked: false,
    });
  });

  it('delete: anonymises the account, keeps its topics and replies, ends its session', async () => {
    const { member, friend, topic, reply } = await memberWithContent();
    const res = await client(suite.app, member.jwt).delete('/api/account').send({ password: member.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: msg('account.deleted') });

    const row = await userRow(suite.app, { id: member.user.id });
    expect(row).toMatchObject({
      username: `silinmis_uye_${member.user.id}`,
      email: null,
      password: null,
      bio: null,
      fullName: null,
      socialLinks: {},
      blocked: true,
      isActive: false,
      followingCount: 0,
      bookmarkCount: 0,
    });
    expect(row.deletedAt).toBeTruthy();
    // Threads stay whole, under the anonymous author.
    const keptTopic = await suite.app.db
      .query('api::topic.topic')
      .findOne({ where: { id: topic.id }, populate: { author: { select: ['id', 'username'] } } });
    expect(keptTopic.author).toMatchObject({ id: member.user.id, username: `silinmis_uye_${member.user.id}` });
    const keptReply = await suite.app.db
      .query('api::reply.reply')
      .findOne({ where: { id: reply.id }, populate: { author: { select: ['id'] } } });
    expect(keptReply.author.id).toBe(member.user.id);
    // Personal rows go; the member they followed loses the follower.
    expect(await suite.app.db.query('api::bookmark.bookmark').count({ where: { userId: member.user.id } })).toBe(0);
    expect(await suite.app.db.query('api::follow.follow').count({ where: { followerId: member.user.id } })).toBe(0);
    expect(await suite.app.db.query('api::notification.notification').count({ where: { userId: member.user.id } })).toBe(0);
    expect((await userRow(suite.app, { id: friend.user.id })).followerCount).toBe(0);

    expect((await client(suite.app, member.jwt).get('/api/me')).status).toBe(401);
    const login = await client(suite.app).post('/api/auth/local').send({ identifier: member.email, password: member.password });
    expect(login.body.error.details.code).toBe('USER_NOT_FOUND');
    // The address is free again.
    expect((await client(suite.app).get(`/api/account/availability/email?value=${encodeURIComponent(member.email)}`)).body.available).toBe(
      true,
    );
  });
});
