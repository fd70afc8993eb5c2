// Uploads (issue 16): members' avatars, covers and blog images pass the global guard (lib/upload-guard.ts) —
// the type is read from the bytes, a script SVG or HTML under any name is refused, EXIF never reaches the disk,
// and the site settings' size and type list apply. Real files, built here with sharp.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ERROR_CODES } from '@oyundev/domain';
import { api } from './helpers/strapi';
import { member, setContentSettings as setSettings } from './helpers/forum';
import { forumSuite } from './helpers/suite';

const s = forumSuite(__filename);

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const gpsJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'GizliKamera', Model: 'SeriNo-12345' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '29/1 0/1 0/1' },
    })
    .toBuffer();
const scriptSvg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
    '<rect width="10" height="10" onload="window.__xss=1"/></svg>',
);
const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

const fileCount = async () => Number((await s.app.db.connection('files').count({ n: '*' }))[0].n);
const avatarOf = async (id: number) =>
  (await s.app.db.query('plugin::users-permissions.user').findOne({ where: { id }, populate: { avatar: true } }))?.avatar ?? null;
const send = (token: string | null, route: string, buffer: Buffer, filename: string, contentType: string) => {
  const req = api(s.app).post(`/api/media/${route}`);
  if (token) req.set('Authorization', `Bearer ${token}`);
  return req.attach('file', buffer, { filename, contentType });
};
const setContentSettings = (patch: Record<string, unknown>) => setSettings(s.app, patch);
const storedPath = (url: string) => path.join(s.app.dirs.static.public, url);

afterEach(async () => {
  await setContentSettings({ maxUploadSize: 10, allowedFileTypes: 'jpg,jpeg,png,gif,pdf,zip' });
});

it('a guest may not upload: refused, nothing stored', async () => {
  const before = await fileCount();
  const res = await send(null, 'avatar', await png(), 'a.png', 'image/png');
  expect([401, 403]).toContain(res.status);
  expect(await fileCount()).toBe(before);
});

it("Strapi's own /api/upload stays closed to members (it could replace anyone's file by id)", async () => {
  const m = await member(s.app);
  const before = await fileCount();
  const res = await api(s.app)
    .post('/api/upload')
    .set('Authorization', `Bearer ${m.jwt}`)
    .attach('files', await png(), { filename: 'a.png', contentType: 'image/png' });
  expect(res.status).toBe(403);
  expect(await fileCount()).toBe(before);
});

it('a PNG named .jpg and sent as image/jpeg is stored as what its bytes are, and becomes the avatar', async () => {
  const m = await member(s.app);
  const res = await send(m.jwt, 'avatar', await png(), 'foto.jpg', 'image/jpeg');
  expect(res.status).toBe(201);
  expect(res.body.data).toMatchObject({ mime: 'image/png', width: 64, height: 48 });
  const avatar = await avatarOf(m.id);
  expect(avatar).toMatchObject({ id: res.body.data.id, mime: 'image/png', ext: '.png' });
  expect(avatar.name).toBe('foto.png');
  expect((await sharp(fs.readFileSync(storedPath(avatar.url))).metadata()).format).toBe('png');
});

it('a new avatar replaces the old one (the old file is deleted)', async () => {
  const m = await member(s.app);
  const first = await send(m.jwt, 'avatar', await png(), 'bir.png', 'image/png');
  const before = await fileCount();
  const second = await send(m.jwt, 'avatar', await png(), 'iki.png', 'image/png');
  expect(second.status).toBe(201);
  expect((await avatarOf(m.id)).id).toBe(second.body.data.id);
  expect(await fileCount()).toBe(before);
  expect(await s.app.db.query('plugin::upload.file').findOne({ where: { id: first.body.data.id } })).toBeNull();
});

it('the EXIF of a JPEG (GPS location, camera) is stripped before it is stored', async () => {
  const m = await member(s.app);
  const original = await gpsJpeg();
  expect((await sharp(original).metadata()).exif).toBeDefined();
  const res = await send(m.jwt, 'cover', original, 'tatil.jpg', 'image/jpeg');
  expect(res.status).toBe(201);
  const row = await s.app.db.query('plugin::users-permissions.user').findOne({ where: { id: m.id }, populate: { coverImage: true } });
  expect(row.coverImage.id).toBe(res.body.data.id);
  const stored = fs.readFileSync(storedPath(row.coverImage.url));
  expect((await sharp(stored).metadata()).exif).toBeUndefined();
  expect(stored.includes('GizliKamera')).toBe(false);
  expect(stored.includes('SeriNo-12345')).toBe(false);
});

it('an SVG with a script or an event handler is refused, whatever type the settings allow', async () => {
  await setContentSettings({ allowedFileTypes: 'jpg,png,svg' });
  const m = await member(s.app);
  const before = await fileCount();
  const res = await send(m.jwt, 'images', scriptSvg, 'logo.svg', 'image/svg+xml');
  expect(res.status).toBe(400);
  expect(res.body.error.details.code).toBe('UPLOAD_UNSAFE');
  expect(res.body.error.message).toBe(ERROR_CODES.UPLOAD_UNSAFE.message);
  // Named as a PNG, it is still an SVG with a script.
  expect((await send(m.jwt, 'images', scriptSvg, 'logo.png', 'image/png')).body.error.details.code).toBe('UPLOAD_UNSAFE');
  expect(await fileCount()).toBe(before);
  // A clean SVG is a blog image where the settings allow SVG (never an avatar).
  const clean = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
  const ok = await send(m.jwt, 'images', clean, 'kare.svg', 'image/svg+xml');
  expect(ok.status).toBe(201);
  expect(ok.body.data.mime).toBe('image/svg+xml');
  expect((await send(m.jwt, 'avatar', clean, 'kare.svg', 'image/svg+xml')).status).toBe(415);
});

it('HTML named .png is refused and nothing is stored', async () => {
  const m = await member(s.app);
  const before = await fileCount();
  const res = await send(m.jwt, 'images', html, 'resim.png', 'image/png');
  expect(res.status).toBe(400);
  expect(res.body.error.details.code).toBe('UPLOAD_UNSAFE');
  expect(await fileCount()).toBe(before);
  expect(await avatarOf(m.id)).toBeNull();
});

it('size and types come from the site settings: over maxUploadSize is 413, a type off the list 415', async () => {
  await setContentSettings({ maxUploadSize: 1 });
  const m = await member(s.app);
  const big = await sharp(Buffer.from(Array.from({ length: 900 * 900 * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width: 900, height: 900, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(1024 * 1024);
  const before = await fileCount();
  const res = await send(m.jwt, 'images', big, 'buyuk.png', 'image/png');
  expect(res.status).toBe(413);
  expect(res.body.error.details.code).toBe('UPLOAD_TOO_LARGE');
  expect(res.body.error.message).toContain('1 MB');

  await setContentSettings({ maxUploadSize: 10, allowedFileTypes: 'jpg,jpeg' });
  const png415 = await send(m.jwt, 'avatar', await png(), 'foto.jpg', 'image/jpeg');
  expect(png415.status).toBe(415);
  expect(png415.body.error.details.code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
  expect(await fileCount()).toBe(before);
  expect((await send(m.jwt, 'avatar', await gpsJpeg(), 'foto.jpg', 'image/jpeg')).status).toBe(201);
});

it('a request without a file, and a banned member, are refused', async () => {
  const m = await member(s.app);
  const none = await api(s.app).post('/api/media/avatar').set('Authorization', `Bearer ${m.jwt}`).field('x', '1');
  expect(none.status).toBe(400);
  expect(none.body.error.details.code).toBe('UPLOAD_FILE_REQUIRED');
  const banned = await member(s.app, 'user', { isBanned: true });
  const before = await fileCount();
  expect((await send(banned.jwt, 'avatar', await png(), 'a.png', 'image/png')).status).toBe(403);
  expect(await fileCount()).toBe(before);
});
