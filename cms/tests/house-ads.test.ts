import path from 'node:path';
import { stat } from 'node:fs/promises';
import { msg } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';
import { createMember, tableCounts } from './helpers/fixtures';

// GET /api/house-ads: the house ads editors manage in the Strapi admin, as the site's build reads them —
// only the active ones (switched on, inside their window), only the listed fields.
let app: App;
let imageId: number;
const HOUSE_AD = 'api::house-ad.house-ad';
const DAY = 86_400_000;

beforeAll(async () => {
  app = await setupStrapi(__filename);
  const filepath = path.resolve(__dirname, '../src/seed/assets/ads/premium-sidebar.webp');
  const [file] = await app
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: 'premium-sidebar.webp', alternativeText: 'Premium' } },
      files: { filepath, originalFilename: 'premium-sidebar.webp', mimetype: 'image/webp', size: (await stat(filepath)).size },
    });
  imageId = file.id;
});
afterAll(async () => {
  await teardownStrapi(app);
});

const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY);

async function createAd(data: Record<string, unknown>) {
  return app.documents(HOUSE_AD).create({
    data: {
      title: 'Reklam',
      image: imageId,
      linkUrl: '/premium',
      altText: 'Premium üyelik',
      slot: 'sidebar',
      isActive: true,
      weight: 0,
      ...data,
    },
  });
}

describe('GET /api/house-ads', () => {
  beforeAll(async () => {
    await createAd({ title: 'Süresiz premium', weight: 1 });
    await createAd({
      title: 'Jam (sürüyor)',
      slot: 'list-top',
      linkUrl: 'https://itch.io/jam/oyundev-kis-jami',
      startsAt: at(-2),
      endsAt: at(5),
      weight: 3,
    });
    await createAd({ title: 'Ağır sidebar', weight: 9 });
    await createAd({ title: 'Henüz başlamadı', startsAt: at(2) });
    await createAd({ title: 'Süresi doldu', startsAt: at(-20), endsAt: at(-1) });
    await createAd({ title: 'Kapalı', isActive: false });
  });

  it('answers a guest with the active ads only, by slot then heaviest first, each with only the listed fields', async () => {
    const res = await api(app).get('/api/house-ads');
    expect(res.status).toBe(200);
    expect(res.body.data.map((ad: any) => ad.title)).toEqual(['Jam (sürüyor)', 'Ağır sidebar', 'Süresiz premium']);
    for (const ad of res.body.data) {
      expect(Object.keys(ad).sort()).toEqual(['altText', 'id', 'image', 'linkUrl', 'slot', 'title', 'weight']);
      expect(Object.keys(ad.image).sort()).toEqual(['formats', 'height', 'url', 'width']);
      expect(ad.image).toMatchObject({ url: expect.stringMatching(/^\/uploads\/.+\.webp$/), width: 600, height: 500 });
      for (const format of ad.image.formats) expect(Object.keys(format).sort()).toEqual(['height', 'url', 'width']);
    }
    expect(JSON.stringify(res.body)).not.toMatch(/startsAt|endsAt|isActive|documentId|createdBy|updatedAt/);
  });

  it('follows the window: an ad that ends is gone from the answer, one that starts appears', async () => {
    const ending = await createAd({ title: 'Bitiyor', startsAt: at(-1), endsAt: new Date(Date.now() + 1500) });
    expect((await api(app).get('/api/house-ads')).body.data.map((ad: any) => ad.title)).toContain('Bitiyor');
    await app.documents(HOUSE_AD).update({ documentId: ending.documentId, data: { endsAt: at(-0.001) } });
    expect((await api(app).get('/api/house-ads')).body.data.map((ad: any) => ad.title)).not.toContain('Bitiyor');

    const later = await app.db.query(HOUSE_AD).findOne({ where: { title: 'Henüz başlamadı' } });
    await app.db.query(HOUSE_AD).update({ where: { id: later.id }, data: { startsAt: at(-0.001) } });
    expect((await api(app).get('/api/house-ads')).body.data.map((ad: any) => ad.title)).toContain('Henüz başlamadı');
    await app.db.query(HOUSE_AD).update({ where: { id: later.id }, data: { startsAt: at(2) } });
  });

  it('is readable by every role, premium too (the site hides ads for premium members, not the API)', async () => {
    for (const role of ['user', 'premium', 'moderator', 'admin'] as const) {
      const { jwt } = await createMember(app, role);
      const res = await api(app).get('/api/house-ads').set('Authorization', `Bearer ${jwt}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(3);
    }
  });

  it('has no write route: a POST changes nothing', async () => {
    const before = await tableCounts(app);
    const res = await api(app).post('/api/house-ads').send({ title: 'Sahte', linkUrl: 'https://example.com', slot: 'sidebar' });
    expect([401, 403, 404, 405]).toContain(res.status);
    expect(await tableCounts(app)).toEqual(before);
  });
});

describe('what editors save', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', 'premium'])(
    'refuses the link %s with the Turkish message and writes nothing',
    async (linkUrl) => {
      const before = await app.db.query(HOUSE_AD).count({});
      await expect(createAd({ title: 'Kötü bağlantı', linkUrl })).rejects.toThrow(msg('houseAd.linkInvalid'));
      expect(await app.db.query(HOUSE_AD).count({})).toBe(before);
    },
  );

  it('refuses an end before the start, and a link changed to javascript: on update', async () => {
    await expect(createAd({ title: 'Ters tarih', startsAt: at(3), endsAt: at(1) })).rejects.toThrow(msg('houseAd.datesInvalid'));
    const ad = await createAd({ title: 'Düzenlenecek', isActive: false });
    await expect(app.documents(HOUSE_AD).update({ documentId: ad.documentId, data: { linkUrl: 'javascript:alert(1)' } })).rejects.toThrow(
      msg('houseAd.linkInvalid'),
    );
    const row = await app.db.query(HOUSE_AD).findOne({ where: { documentId: ad.documentId } });
    expect(row.linkUrl).toBe('/premium');
  });
});
