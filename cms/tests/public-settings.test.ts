import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';

// GET /api/site-settings/public: the flags the site's screens follow before anyone signs in
// (register form open, guard step 5), and nothing else of the settings.
let app: App;
beforeAll(async () => {
  app = await setupStrapi(__filename);
});
afterAll(async () => {
  await teardownStrapi(app);
});

const SETTINGS = 'api::site-setting.site-setting';
// The other flags the screens follow (Site ayarları), at their defaults here.
const DEFAULT_PUBLIC = {
  maintenanceMode: false,
  darkMode: true,
  topicsPerPage: 20,
  postsPerPage: 10,
  enableComments: true,
  enableVoting: true,
  passwordMinLength: 8,
  maxUploadSize: 10,
  allowedFileTypes: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'zip'],
};

async function writeGeneral(general: Record<string, unknown>) {
  const documents = app.documents(SETTINGS);
  const current = await documents.findFirst({ populate: { general: true, email: true } });
  if (current) await documents.update({ documentId: current.documentId, data: { general: { ...current.general, ...general } } });
  else await documents.create({ data: { general } });
}

it('without a settings row a guest reads the defaults: registration open, verification required', async () => {
  const rows = await app.documents(SETTINGS).findMany({});
  for (const row of rows) await app.documents(SETTINGS).delete({ documentId: row.documentId });

  const res = await api(app).get('/api/site-settings/public');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ data: { ...DEFAULT_PUBLIC, registrationEnabled: true, emailVerificationRequired: true, demoLogins: [] } });
});

it('follows what the admin saved, and leaks nothing else', async () => {
  await writeGeneral({ emailVerificationRequired: false, registrationEnabled: false, contactEmail: 'gizli@oyundev.local' });
  const res = await api(app).get('/api/site-settings/public');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ data: { ...DEFAULT_PUBLIC, registrationEnabled: false, emailVerificationRequired: false, demoLogins: [] } });
  expect(JSON.stringify(res.body)).not.toContain('gizli@oyundev.local');

  await writeGeneral({ emailVerificationRequired: true, registrationEnabled: true });
  const again = await api(app).get('/api/site-settings/public');
  expect(again.body.data).toEqual({ ...DEFAULT_PUBLIC, registrationEnabled: true, emailVerificationRequired: true, demoLogins: [] });
});

it('is a read: a guest cannot write through it', async () => {
  const res = await api(app).put('/api/site-settings/public').send({ emailVerificationRequired: false });
  expect([404, 405]).toContain(res.status);
  const saved = await app.documents(SETTINGS).findFirst({ populate: { general: true } });
  expect(saved.general.emailVerificationRequired).toBe(true);
});

describe('demo logins', () => {
  const { forgetDemoLogins } = require('../dist/src/lib/demo-logins');
  const read = async () => {
    forgetDemoLogins();
    return (await api(app).get('/api/site-settings/public')).body.data.demoLogins;
  };

  it('are offered only while the seeded accounts exist with their demo passwords, and never with DEMO_LOGINS=false', async () => {
    expect(await read()).toEqual([]);
    const role = await app.db.query('plugin::users-permissions.role').findOne({ where: { type: 'user' } });
    const users = app.plugin('users-permissions').service('user');
    const demo = await users.add({
      username: 'user',
      email: 'user@oyundev.local',
      password: 'User123!',
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    });
    expect(await read()).toEqual([{ username: 'user', demoPassword: 'User123!', role: 'user' }]);

    process.env.DEMO_LOGINS = 'false';
    try {
      expect(await read()).toEqual([]);
    } finally {
      delete process.env.DEMO_LOGINS;
    }

    // An owner who changed the password turns the button off: the old password is not published.
    await users.edit(demo.id, { password: 'Degisti123' });
    const after = await read();
    expect(after).toEqual([]);
    expect(JSON.stringify(after)).not.toContain('User123!');
  });
});
