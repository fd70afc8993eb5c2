// Site ayarları → Kategoriler and Duyurular (issue 14): the rules with the database after each call, the
// role matrix, and the public reads (the forum's category list, the banner's announcements).
import { msg } from '@oyundev/domain';
import { teardownStrapi, type App } from './helpers/strapi';
import { guest, member, seededApp, topic, type Member } from './helpers/forum';

let app: App;
let admin: Member;

beforeAll(async () => {
  app = await seededApp(__filename);
  admin = await member(app, 'admin');
  // Booting and seeding takes minutes on a busy 2-core machine.
}, 600_000);
afterAll(async () => {
  await teardownStrapi(app);
});

const k = () => app.db.connection;
const state = async () => ({
  categories: await k()('forum_categories').orderBy('id').select('id', 'name', 'slug', 'sort_order', 'topic_count', 'post_count'),
  links: await k()('topics_category_lnk').orderBy('topic_id').select('topic_id', 'forum_category_id'),
  announcements: await k()('announcements').orderBy('id').select('id', 'title', 'active', 'type'),
  audit: Number((await k()('audit_logs').count({ n: '*' }))[0].n),
});
async function unchangedState(call: () => Promise<any>) {
  const before = await state();
  const res = await call();
  expect(await state()).toEqual(before);
  return res;
}
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
const auditLines = async (action: string) =>
  (await k()('audit_logs').where({ action }).orderBy('id')).map((l: any) => ({ ...l, before: json(l.before), after: json(l.after) }));

describe('role matrix', () => {
  it('guest 401, user / premium / moderator 403 on every category and announcement route; nothing changes', async () => {
    const [any] = await k()('forum_categories').select('id').limit(1);
    const routes: Array<[string, string, unknown?]> = [
      ['get', '/api/admin/categories'],
      ['post', '/api/admin/categories', { name: 'Yetkisiz' }],
      ['patch', `/api/admin/categories/${any.id}`, { active: false }],
      ['post', '/api/admin/categories/reorder', { ids: [any.id] }],
      ['delete', `/api/admin/categories/${any.id}`],
      ['get', '/api/admin/announcements'],
      ['post', '/api/admin/announcements', { title: 'Yetkisiz', content: 'Olmaz' }],
      ['patch', '/api/admin/announcements/1', { active: false }],
      ['delete', '/api/admin/announcements/1'],
    ];
    const callers: Record<string, any> = {
      guest: { ...guest(app), patch: (p: string, b: unknown) => guest(app).put(p, b) },
      user: await member(app, 'user'),
      premium: await member(app, 'premium'),
      moderator: await member(app, 'moderator'),
    };
    for (const [method, path, body] of routes) {
      for (const [role, caller] of Object.entries(callers)) {
        if (role === 'guest' && method === 'patch') continue;
        const res = await unchangedState(() => caller[method](path, body));
        expect({ role, path, status: res.status }).toEqual({ role, path, status: role === 'guest' ? 401 : 403 });
      }
    }
  });
});

describe('categories', () => {
  it("refuses an empty name with 'Kategori adı gerekli' and changes nothing", async () => {
    const res = await unchangedState(() => admin.post('/api/admin/categories', { name: '  ' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Kategori adı gerekli');
  });

  it('adds a category with the slug made from the name and order 0, audited; a taken slug is 409', async () => {
    const res = await admin.post('/api/admin/categories', { name: 'Oyun Tasarımı Atölyesi', slug: '', description: 'Tasarım' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Kategori eklendi');
    expect(res.body.data).toMatchObject({
      name: 'Oyun Tasarımı Atölyesi',
      slug: 'oyun-tasarimi-atolyesi',
      order: 0,
      active: true,
      topicCount: 0,
    });
    const row = await k()('forum_categories').where({ slug: 'oyun-tasarimi-atolyesi' }).first();
    expect(row).toMatchObject({ name: 'Oyun Tasarımı Atölyesi', sort_order: 0, icon: 'chat' });
    expect((await auditLines('category.create')).at(-1)).toMatchObject({ actor_id: admin.id, target_id: row.id });
    const again = await unchangedState(() => admin.post('/api/admin/categories', { name: 'Oyun Tasarımı Atölyesi' }));
    expect(again.status).toBe(409);
    expect(again.body.error.details.code).toBe('CATEGORY_SLUG_TAKEN');
  });

  it('switches a category off (gone from the public list) and on again', async () => {
    const row = await k()('forum_categories').where({ slug: 'oyun-tasarimi-atolyesi' }).first();
    const off = await admin.patch(`/api/admin/categories/${row.id}`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Kategori durumu güncellendi');
    expect(off.body.data.active).toBe(false);
    const slugs = async () => (await guest(app).get('/api/forum/categories')).body.data.map((c: any) => c.slug);
    expect(await slugs()).not.toContain('oyun-tasarimi-atolyesi');
    await admin.patch(`/api/admin/categories/${row.id}`, { active: true });
    expect(await slugs()).toContain('oyun-tasarimi-atolyesi');
    expect((await auditLines('category.toggle')).length).toBe(2);
  });

  it('reorders: the listed ids take orders 0, 1, 2… and the public list follows', async () => {
    const ids = (await admin.get('/api/admin/categories')).body.data.map((c: any) => c.id);
    const reversed = [...ids].reverse();
    const res = await admin.post('/api/admin/categories/reorder', { ids: reversed });
    expect(res.status).toBe(200);
    const rows = await k()('forum_categories').whereIn('id', reversed).select('id', 'sort_order');
    for (const r of rows) expect(r.sort_order).toBe(reversed.indexOf(r.id));
    expect((await admin.get('/api/admin/categories')).body.data.map((c: any) => c.id)).toEqual(reversed);
    expect((await unchangedState(() => admin.post('/api/admin/categories/reorder', { ids: [999999] }))).status).toBe(404);
  });

  it('refuses to delete a category that holds topics; with moveTo, moves them and their counts, then deletes, in one go', async () => {
    const source = await admin.post('/api/admin/categories', { name: 'Silinecek Kategori' });
    const target = await admin.post('/api/admin/categories', { name: 'Hedef Kategori' });
    const s = source.body.data.id;
    const t = target.body.data.id;
    const a = await topic(admin, 'silinecek-kategori');
    const b = await topic(admin, 'silinecek-kategori');
    const refused = await unchangedState(() => admin.delete(`/api/admin/categories/${s}`));
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('CATEGORY_HAS_TOPICS');
    expect((await unchangedState(() => admin.delete(`/api/admin/categories/${s}?moveTo=${s}`))).status).toBe(400);
    expect((await unchangedState(() => admin.delete(`/api/admin/categories/${s}?moveTo=999999`))).status).toBe(404);

    const before = await k()('forum_categories').where({ id: s }).first('topic_count', 'post_count');
    const res = await admin.delete(`/api/admin/categories/${s}?moveTo=${t}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(msg('admin.category.deleted'));
    expect(await k()('forum_categories').where({ id: s }).first()).toBeUndefined();
    const links = await k()('topics_category_lnk').whereIn('topic_id', [a.id, b.id]).select('forum_category_id');
    expect(links.map((l: any) => l.forum_category_id)).toEqual([t, t]);
    expect(await k()('forum_categories').where({ id: t }).first('topic_count', 'post_count')).toEqual(before);
    expect((await auditLines('category.delete')).at(-1).after).toEqual({ movedTo: t, topics: 2 });
    // An empty category goes without moveTo.
    expect(
      (await admin.delete(`/api/admin/categories/${(await admin.post('/api/admin/categories', { name: 'Boş' })).body.data.id}`)).status,
    ).toBe(200);
  });
});

describe('announcements', () => {
  it("refuses a missing title or content with 'Başlık ve içerik gerekli'", async () => {
    const res = await unchangedState(() => admin.post('/api/admin/announcements', { title: '', content: '' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Başlık ve içerik gerekli');
  });

  it('adds (type info, active by default), shows the active ones publicly, switches off and deletes — each audited', async () => {
    const added = await admin.post('/api/admin/announcements', { title: 'Game Jam', content: 'Cumartesi başlıyor!' });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Duyuru eklendi');
    expect(added.body.data).toMatchObject({ title: 'Game Jam', type: 'info', active: true });
    const id = added.body.data.id;
    expect(await k()('announcements').where({ id }).first()).toMatchObject({ title: 'Game Jam', active: true, type: 'info' });
    const warning = await admin.post('/api/admin/announcements', { title: 'Bakım', content: 'Pazar 02:00', type: 'warning' });
    const publicIds = async () => (await guest(app).get('/api/announcements')).body.data.map((a: any) => a.id);
    // Newest first (the seed's own announcements come after).
    expect((await publicIds()).slice(0, 2)).toEqual([warning.body.data.id, id]);

    const off = await admin.patch(`/api/admin/announcements/${id}`, { active: false });
    expect(off.body.message).toBe('Duyuru durumu güncellendi');
    expect((await k()('announcements').where({ id }).first()).active).toBe(false);
    expect(await publicIds()).not.toContain(id);
    expect(await publicIds()).toContain(warning.body.data.id);
    expect((await admin.get('/api/admin/announcements')).body.data.map((a: any) => a.id)).toContain(id);

    const gone = await admin.delete(`/api/admin/announcements/${id}`);
    expect(gone.body.message).toBe('Duyuru silindi');
    expect(await k()('announcements').where({ id }).first()).toBeUndefined();
    expect((await unchangedState(() => admin.delete(`/api/admin/announcements/${id}`))).status).toBe(404);
    const actions = (await k()('audit_logs').where({ target_type: 'announcement', target_id: id }).orderBy('id')).map((l: any) => l.action);
    expect(actions).toEqual(['announcement.create', 'announcement.toggle', 'announcement.delete']);
    expect((await unchangedState(() => admin.patch(`/api/admin/announcements/${warning.body.data.id}`, { type: 'purple' }))).status).toBe(
      400,
    );
  });
});
