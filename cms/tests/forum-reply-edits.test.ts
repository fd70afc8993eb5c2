// Editing a reply, with the history moderators see (split from forum-write).
import { guest, member, reply, replyRowOf, topic, expectRecountAgrees, unchanged, expectError } from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename);

describe('editing a reply: PUT /api/forum/replies/:id', () => {
  it('lets the author and moderators edit, keeping who, when and the previous text', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const writer = await member(suite.app);
    const r = await reply(writer, t.slug, 'İlk hâli');
    const edited = await writer.put(`/api/forum/replies/${r.id}`, { content: 'İkinci hâli' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: r.id, content: 'İkinci hâli', isEdited: true, canEdit: true });
    expect(edited.body.data).not.toHaveProperty('editHistory');
    const byModerator = await suite.moderator.put(`/api/forum/replies/${r.id}`, { content: 'Üçüncü hâli (moderatör düzeltti)' });
    expect(byModerator.status).toBe(200);

    const row = await replyRowOf(suite.app, r.id);
    expect(row.content).toBe('Üçüncü hâli (moderatör düzeltti)');
    expect(row.isEdited).toBe(true);
    expect(row.editedBy.id).toBe(suite.moderator.id);
    expect(row.editHistory).toEqual([
      { editorId: writer.id, editorUsername: writer.username, editedAt: expect.any(String), previousContent: 'İlk hâli' },
      {
        editorId: suite.moderator.id,
        editorUsername: suite.moderator.username,
        editedAt: expect.any(String),
        previousContent: 'İkinci hâli',
      },
    ]);

    const history = await suite.moderator.get(`/api/forum/replies/${r.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([
      {
        editor: { id: writer.id, username: writer.username },
        editedAt: row.editHistory[0].editedAt,
        previousContent: 'İlk hâli',
        reason: null,
      },
      {
        editor: { id: suite.moderator.id, username: suite.moderator.username },
        editedAt: row.editHistory[1].editedAt,
        previousContent: 'İkinci hâli',
        reason: null,
      },
    ]);
    const admin = await member(suite.app, 'admin');
    expect((await admin.get(`/api/forum/replies/${r.id}/history`)).status).toBe(200);
    expect((await writer.get(`/api/forum/replies/${r.id}/history`)).status).toBe(403);
    expect((await guest(suite.app).get(`/api/forum/replies/${r.id}/history`)).status).toBe(401);
    const publicList = await guest(suite.app).get(`/api/forum/topics/${t.slug}/replies`);
    expect(JSON.stringify(publicList.body)).not.toMatch(/İlk hâli|editHistory|ipAddress|userAgent/);
  });

  it('refuses anyone else, blank text and unknown replies, changing nothing', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const writer = await member(suite.app);
    const r = await reply(writer, t.slug, 'Dokunulmaz yanıt');
    const stranger = await member(suite.app, 'premium');
    expectError(await unchanged(suite.app, () => stranger.put(`/api/forum/replies/${r.id}`, { content: 'Ele geçirildi' })), 'FORBIDDEN');
    expectError(
      await unchanged(suite.app, () => writer.put(`/api/forum/replies/${r.id}`, { content: '  ' })),
      'VALIDATION',
      'Yanıt içeriği boş olamaz',
    );
    expectError(await unchanged(suite.app, () => writer.put('/api/forum/replies/abc', { content: 'x' })), 'REPLY_NOT_FOUND');
    expect((await unchanged(suite.app, () => guest(suite.app).put(`/api/forum/replies/${r.id}`, { content: 'x' }))).status).toBe(401);
    // The same text again is not an edit.
    const same = await unchanged(suite.app, () => writer.put(`/api/forum/replies/${r.id}`, { content: 'Dokunulmaz yanıt' }));
    expect(same.status).toBe(200);
    expect((await replyRowOf(suite.app, r.id)).isEdited).toBe(false);
  });
});

describe('counters', () => {
  it('after all of the above, every counter equals a full recount from the rows', async () => {
    await expectRecountAgrees(suite.app);
  });
});
