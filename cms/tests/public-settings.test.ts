import { setupStrapi, teardownStrapi, api } from './helpers/strapi';

// GET /api/site-settings/public: the two flags the site's screens follow before anyone signs in
// (register form open, guard step 5), and nothing else of the settings.
let app: any;
beforeAll(async () => {
  app = await setupStrapi(__filename);
});
afterAll(async () => {
  await teardownStrapi(app);
});

const SETTINGS = 'api::site-setting.site-setting';

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
  expect(res.body).toEqual({ data: { registrationEnabled: true, emailVerificationRequired: true } });
});

it('follows what the admin saved, and leaks nothing else', async () => {
  await writeGeneral({ emailVerificationRequired: false, registrationEnabled: false, contactEmail: 'gizli@oyundev.local' });
  const res = await api(app).get('/api/site-settings/public');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ data: { registrationEnabled: false, emailVerificationRequired: false } });
  expect(JSON.stringify(res.body)).not.toContain('gizli@oyundev.local');

  await writeGeneral({ emailVerificationRequired: true, registrationEnabled: true });
  const again = await api(app).get('/api/site-settings/public');
  expect(again.body.data).toEqual({ registrationEnabled: true, emailVerificationRequired: true });
});

it('is a read: a guest cannot write through it', async () => {
  const res = await api(app).put('/api/site-settings/public').send({ emailVerificationRequired: false });
  expect([404, 405]).toContain(res.status);
  const saved = await app.documents(SETTINGS).findFirst({ populate: { general: true } });
  expect(saved.general.emailVerificationRequired).toBe(true);
});
