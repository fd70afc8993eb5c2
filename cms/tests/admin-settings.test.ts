// Site ayarları (issue 14): every saved setting takes effect on the next request, through the cms's settings
// cache (lib/settings.ts), which writes do not read from the database; the role matrix of the new routes.
import { ERROR_CODES, msg } from '@oyundev/domain';
import { teardownStrapi, type App } from './helpers/strapi';
import { client, userCount } from './helpers/accounts';
import { expectError, forumCategories, guest, member, seededApp, topic, type Member } from './helpers/forum';

let app: App;
let admin: Member;
let open: any[];

beforeAll(async () => {
  app = await seededApp(__filename);
  ({ open } = await forumCategories(app));
  admin = await member(app, 'admin');
  // Booting and seeding takes minutes on a busy 2-core machine.
}, 600_000);
afterAll(async () => {
  await teardownStrapi(app);
});

const save = (section: string, body: unknown) => admin.put(`/api/admin/settings/${section}`, body);
const stored = async (group: string) => {
  const row = await app.documents('api::site-setting.site-setting').findFirst({ populate: { [group]: true } });
  return row[group];
};
const settingsHash = async () =>
  (
    await app.db.connection.raw(
      `SELECT md5(concat_ws('|', (SELECT string_agg(t::text, ',' ORDER BY id) FROM components_settings_generals t),
        (SELECT string_agg(t::text, ',' ORDER BY id) FROM components_settings_contents t),
        (SELECT string_agg(t::text, ',' ORDER BY id) FROM components_settings_securities t),
        (SELECT string_agg(t::text, ',' ORDER BY id) FROM components_settings_appearances t),
        (SELECT count(*) FROM audit_logs))) AS h`,
    )
  ).rows[0].h;
const register = (username: string, password: string) =>
  client(app)
    .post('/api/auth/local/register')
    .send({ username, email: `${username}@example.com`, password, confirmPassword: password, acceptTerms: true });

describe('the settings routes refuse everyone but admins and change nothing', () => {
  it('guest 401, user / premium / moderator 403; the admin reads every group without the SMTP password', async () => {
    const callers = {
      guest: guest(app),
      user: await member(app, 'user'),
      premium: await member(app, 'premium'),
      moderator: await member(app, 'moderator'),
    };
    for (const [role, caller] of Object.entries(callers)) {
      const before = await settingsHash();
      const read = await caller.get('/api/admin/settings');
      const write = await (caller as any).put('/api/admin/settings/general', { maintenanceMode: true });
      expect({ role, read: read.status, write: write.status }).toEqual({
        role,
        read: role === 'guest' ? 401 : 403,
        write: role === 'guest' ? 401 : 403,
      });
      expect(await settingsHash()).toBe(before);
    }
    await save('email', { smtpPassword: 'cok-gizli-sifre' });
    const res = await admin.get('/api/admin/settings');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['general', 'appearance', 'content', 'security', 'email', 'social']);
    expect(res.body.data.email.smtpPasswordSet).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('cok-gizli-sifre');
    // An empty password field keeps the stored one.
    await save('email', { smtpPassword: '', fromName: 'OyunDev Ekibi' });
    expect((await stored('email')).smtpPassword).toBe('cok-gizli-sifre');
  });
});

describe('saving', () => {
  it("answers '{Section} ayarları kaydedildi', stores the group and writes an audit line", async () => {
    const res = await save('general', { siteName: 'OyunDev Test', registrationEnabled: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Genel ayarları kaydedildi');
    expect(res.body.data.general.siteName).toBe('OyunDev Test');
    expect((await stored('general')).siteName).toBe('OyunDev Test');
    const line = await app.db
      .connection('audit_logs')
      .where({ action: 'settings.save', target_type: 'settings.general' })
      .orderBy('id', 'desc')
      .first();
    expect(line.actor_id).toBe(admin.id);
    expect(typeof line.after === 'string' ? JSON.parse(line.after) : line.after).toMatchObject({ siteName: 'OyunDev Test' });
  });

  it('refuses an invalid value (a colour that is not hex, an unknown field, a page size of 0) and keeps everything', async () => {
    for (const [section, body] of [
      ['appearance', { primaryColor: 'red;} body{display:none' }],
      ['content', { topicsPerPage: 0 }],
      ['general', { siteName: 'x', hacked: true }],
    ] as const) {
      const before = await settingsHash();
      const res = await save(section, body);
      expect(res.status).toBe(400);
      expect(res.body.error.details.code).toBe('VALIDATION');
      expect(await settingsHash()).toBe(before);
    }
    expect((await admin.put('/api/admin/settings/unknown', {})).status).toBe(404);
  });

  it('a save takes effect on the next request, and writes between saves do not read the settings tables', async () => {
    const author = await member(app, 'moderator');
    await api_get('/api/site-settings/public'); // warm
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    app.db.connection.on('query', listen);
    await topic(author, open[0].slug);
    await topic(author, open[0].slug);
    app.db.connection.off('query', listen);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => /site_settings|components_settings/.test(sql))).toEqual([]);

    await save('content', { enableVoting: false });
    expect((await api_get('/api/site-settings/public')).body.data.enableVoting).toBe(false);
    await save('content', { enableVoting: true });
    expect((await api_get('/api/site-settings/public')).body.data.enableVoting).toBe(true);
  });
});

const api_get = (path: string) => guest(app).get(path);

describe('each setting takes effect', () => {
  it('maintenance mode: non-admins’ writes get 503, register too; reads and admins keep working', async () => {
    const user = await member(app, 'user');
    await save('general', { maintenanceMode: true });
    expect((await api_get('/api/site-settings/public')).body.data.maintenanceMode).toBe(true);
    const topicsBefore = Number((await app.db.connection('topics').count({ n: '*' }))[0].n);
    const refused = await user.post('/api/forum/topics', {
      title: 'Bakımda yazılmaya çalışılan konu',
      content: 'Bu konu bakım modunda reddedilmeli.',
      category: open[0].slug,
      tags: [],
    });
    expectError(refused, 'MAINTENANCE', 'Site şu anda bakımda. Lütfen daha sonra tekrar deneyin.');
    expect(refused.status).toBe(503);
    const users = await userCount(app);
    expect((await register('bakim_uyesi', 'Guclu1234')).status).toBe(503);
    expect(await userCount(app)).toBe(users);
    expect(Number((await app.db.connection('topics').count({ n: '*' }))[0].n)).toBe(topicsBefore);
    expect((await api_get('/api/forum/topics')).status).toBe(200);
    expect((await user.get('/api/forum/mine')).status).toBe(200);

    await topic(admin, open[0].slug); // an admin still writes
    const off = await save('general', { maintenanceMode: false });
    expect(off.status).toBe(200);
    expect(
      (
        await user.post('/api/forum/topics', {
          title: 'Bakım bitti, konu açılıyor',
          content: 'Artık yazabiliyoruz.',
          category: open[0].slug,
          tags: [],
        })
      ).status,
    ).toBe(201);
  });

  it('registration off refuses register and changes nothing; on again it works', async () => {
    await save('general', { registrationEnabled: false });
    const users = await userCount(app);
    const res = await register('kayit_kapali', 'Guclu1234');
    expectError(res, 'REGISTRATION_DISABLED');
    expect(await userCount(app)).toBe(users);
    await save('general', { registrationEnabled: true });
    expect((await register('kayit_acik', 'Guclu1234')).status).toBe(200);
  });

  it('topicsPerPage is the forum list’s page size; postsPerPage the replies’', async () => {
    await save('content', { topicsPerPage: 5, postsPerPage: 3 });
    const list = await api_get('/api/forum/topics');
    expect(list.body.meta.pagination.pageSize).toBe(5);
    expect(list.body.data).toHaveLength(5);
    expect((await api_get('/api/forum/topics?pageSize=7')).body.data).toHaveLength(7);
    const busy = (await app.db.connection('topics').where('reply_count', '>', 3).first('slug')).slug;
    const replies = await api_get(`/api/forum/topics/${busy}/replies`);
    expect(replies.body.meta.pagination.pageSize).toBe(3);
    expect(replies.body.data).toHaveLength(3);
    await save('content', { topicsPerPage: 20, postsPerPage: 10 });
    expect((await api_get('/api/forum/topics')).body.meta.pagination.pageSize).toBe(20);
  });

  it('passwordMinLength refuses a shorter password at register, naming the length', async () => {
    await save('security', { passwordMinLength: 12 });
    const users = await userCount(app);
    const res = await register('kisa_sifre', 'Guclu1234');
    expect(res.status).toBe(400);
    expect(res.body.error.details.code).toBe('PASSWORD_TOO_SHORT');
    expect(res.body.error.message).toBe('Şifre en az 12 karakter olmalıdır');
    expect(await userCount(app)).toBe(users);
    expect((await register('uzun_sifre', 'GucluSifre1234')).status).toBe(200);
    await save('security', { passwordMinLength: 8 });
  });

  it('maxLoginAttempts locks the account after that many failures', async () => {
    await save('security', { maxLoginAttempts: 2 });
    const target = await member(app, 'user');
    const login = (password: string) => client(app).post('/api/auth/local').send({ identifier: target.user.username, password });
    expect((await login('Yanlis123')).body.error.details.code).toBe('WRONG_PASSWORD');
    const locked = await login('Yanlis456');
    expect(locked.status).toBe(423);
    expect(locked.body.error.details.code).toBe('ACCOUNT_LOCKED');
    expect((await app.db.connection('up_users').where({ id: target.id }).first('locked_until')).locked_until).not.toBeNull();
    await save('security', { maxLoginAttempts: 5 });
  });

  it('sessionTimeout is the token lifetime, and ends older sessions at once', async () => {
    await save('security', { sessionTimeout: 30 });
    const fresh = await member(app, 'user');
    const login = await client(app).post('/api/auth/local').send({ identifier: fresh.user.username, password: fresh.password });
    const payload = JSON.parse(Buffer.from(login.body.jwt.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(30 * 60);
    const jwt = app.plugin('users-permissions').service('jwt');
    const old = jwt.issue({ id: fresh.id, pwd: 0, iat: Math.floor(Date.now() / 1000) - 45 * 60 }, { expiresIn: '1d' });
    const me = (token: string) => client(app, token).get('/api/me');
    expect((await me(old)).status).toBe(401);
    await save('security', { sessionTimeout: 1440 });
    expect((await me(old)).status).toBe(200);
  });

  it('the theme stylesheet follows the colours and a sanitised custom CSS', async () => {
    await save('appearance', {
      primaryColor: '#e11d48',
      darkMode: false,
      customCSS: '.x{color:red}</style><script>alert(1)</script> @import url(//evil.example/a.css); .y{width:expression(alert(1))}',
    });
    const res = await api_get('/api/site-settings/theme.css');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/css/);
    const css = res.text;
    expect(css).toContain('--site-default-theme: light');
    expect(css).toMatch(/--accent-solid: #[0-9a-f]{6}/);
    expect(css).toContain('.x{color:red}');
    expect(css).not.toContain('<');
    expect(css).not.toMatch(/@import|expression\(/i);
    const again = await api_get('/api/site-settings/theme.css').set('If-None-Match', res.headers.etag);
    expect(again.status).toBe(304);
    await save('appearance', { primaryColor: '#6366f1', darkMode: true, customCSS: '' });
    expect((await api_get('/api/site-settings/theme.css')).text).toBe(':root { --site-default-theme: dark; }\n');
  });

  it('the public settings carry the flags the screens follow and nothing secret', async () => {
    const res = await api_get('/api/site-settings/public');
    expect(res.body.data).toMatchObject({ topicsPerPage: 20, postsPerPage: 10, maxUploadSize: 10, passwordMinLength: 8 });
    expect(res.body.data.allowedFileTypes).toEqual(['jpg', 'jpeg', 'png', 'gif', 'pdf', 'zip']);
    expect(JSON.stringify(res.body)).not.toContain('cok-gizli-sifre');
  });
});

it('uploadRules reads the content settings (for the upload guard)', async () => {
  await save('content', { maxUploadSize: 2, allowedFileTypes: 'png, .JPG ,zip' });
  const { uploadRules } = require('../dist/src/lib/settings');
  expect(await uploadRules(app)).toEqual({ maxBytes: 2 * 1024 * 1024, allowedFileTypes: ['png', 'jpg', 'zip'] });
  expect(ERROR_CODES.MAINTENANCE.status).toBe(503);
  expect(msg('admin.settings.saved', { Section: 'İçerik' })).toBe('İçerik ayarları kaydedildi');
});

it('boot moves an untouched old secondary colour (#1a1a2e) to the new default; a colour an admin saved stays', async () => {
  const { upgradeSecondaryColour } = require('../dist/src/bootstrap/site-settings');
  const setStored = (hex: string) => app.db.connection('components_settings_appearances').update({ secondary_color: hex });
  // An install from before the default changed: the old default, never saved by an admin.
  await setStored('#1A1A2E');
  expect(await upgradeSecondaryColour(app)).toBe(1);
  expect((await stored('appearance')).secondaryColor).toBe('#8b5cf6');
  expect(await upgradeSecondaryColour(app)).toBe(0);
  // Another colour is never touched.
  await setStored('#123456');
  expect(await upgradeSecondaryColour(app)).toBe(0);
  expect((await stored('appearance')).secondaryColor).toBe('#123456');
  // An admin who picks the old colour on purpose keeps it, on this boot and every later one.
  expect((await save('appearance', { secondaryColor: '#1a1a2e' })).status).toBe(200);
  expect(await upgradeSecondaryColour(app)).toBe(0);
  expect((await stored('appearance')).secondaryColor).toBe('#1a1a2e');
  expect((await save('appearance', { secondaryColor: '#8b5cf6' })).status).toBe(200);
});
