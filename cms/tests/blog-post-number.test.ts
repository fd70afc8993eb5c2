// Blog post numbers and covers (issue 11): a post created in the Strapi admin (Document Service, as the
// content manager calls it) gets a postNumber from the one sequence the member writing form uses too, keeps
// it through publish and edits; a member's cover uploaded through /api/media/images is saved with the post.
import sharp from 'sharp';
import { msg, myBlogPostAnswerSchema } from '@oyundev/domain';
import { api } from './helpers/strapi';
import { member, setContentSettings } from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename);
const POST = 'api::blog-post.blog-post';
let categorySlug: string;

const db = () => suite.app.db.connection;
interface PostRow {
  id: number;
  post_number: number | null;
  published_at: Date | null;
}
const rowsOfDocument = async (documentId: string): Promise<PostRow[]> =>
  db()('blog_posts').where({ document_id: documentId }).orderBy('id').select('id', 'post_number', 'published_at');
const form = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  subtitle: '',
  category: categorySlug,
  tags: ['godot'],
  content: 'Bu yazı gönderi numarası ve kapak görseli için yazıldı.',
  gameEngine: null,
  skillLevel: null,
  ...extra,
});
const png = (background = '#3366cc') =>
  sharp({ create: { width: 96, height: 54, channels: 3, background } })
    .png()
    .toBuffer();
const uploadImage = (jwt: string, buffer: Buffer, filename: string, contentType: string) =>
  api(suite.app).post('/api/media/images').set('Authorization', `Bearer ${jwt}`).attach('file', buffer, { filename, contentType });

beforeAll(async () => {
  categorySlug = (await db()('blog_categories').orderBy('id').first('slug')).slug;
});

beforeAll(async () => {
  await setContentSettings(suite.app, { maxUploadSize: 10, allowedFileTypes: 'jpg,jpeg,png,gif,pdf,zip' });
});

describe('postNumber of posts made in the Strapi admin', () => {
  it('a new post gets the next number, keeps it when published and edited; a second post gets another', async () => {
    const before = Number((await db()('blog_posts').max({ n: 'post_number' }))[0].n ?? 0);
    const first = await suite.app.documents(POST).create({
      data: { title: 'Editörün yazısı bir', slug: 'editorun-yazisi-bir', content: 'Panelden yazıldı.' },
    });
    const [draft] = await rowsOfDocument(first.documentId);
    expect(draft.post_number).not.toBeNull();
    expect(Number(draft.post_number)).toBeGreaterThan(before);

    await suite.app.documents(POST).publish({ documentId: first.documentId });
    const published = await rowsOfDocument(first.documentId);
    expect(published).toHaveLength(2);
    expect(published.map((r) => Number(r.post_number))).toEqual([Number(draft.post_number), Number(draft.post_number)]);

    // An edit (even one that sends a number) never changes it.
    await suite.app
      .documents(POST)
      .update({ documentId: first.documentId, data: { title: 'Editörün yazısı bir (düzeltildi)', postNumber: 1 } as never });
    expect((await rowsOfDocument(first.documentId)).map((r) => Number(r.post_number))).toContain(Number(draft.post_number));
    expect((await rowsOfDocument(first.documentId)).map((r) => Number(r.post_number))).not.toContain(1);

    const second = await suite.app.documents(POST).create({
      data: { title: 'Editörün yazısı iki', slug: 'editorun-yazisi-iki', content: 'Panelden yazıldı.' },
    });
    const [other] = await rowsOfDocument(second.documentId);
    expect(Number(other.post_number)).toBeGreaterThan(Number(draft.post_number));

    // The public API finds the admin's published post by its slug and reads its counters by that number.
    const res = await api(suite.app).get('/api/blog/posts/editorun-yazisi-bir');
    expect(res.status).toBe(200);
  });

  it('member and admin posts share the sequence: a number taken by a rolled-back write never breaks a member post', async () => {
    const writer = await member(suite.app);
    const admin = await suite.app.documents(POST).create({
      data: { title: 'Araya giren editör yazısı', slug: 'araya-giren-editor-yazisi', content: 'Panelden yazıldı.' },
    });
    // A number drawn and never used (a failed save in the admin): MAX(post_number) + 1 is not the next value.
    await db().raw(`SELECT nextval('blog_posts_post_number_seq')`);
    const res = await writer.post('/api/blog/mine', form('Sıradaki üye yazısı'));
    expect(res.status).toBe(201);
    const answer = myBlogPostAnswerSchema.parse(res.body);
    const [adminRow] = await rowsOfDocument(admin.documentId);
    expect(answer.data.id).toBeGreaterThan(Number(adminRow.post_number));
    const rows = await db()('blog_posts').where({ post_number: answer.data.id }).select('title');
    expect(rows).toEqual([{ title: 'Sıradaki üye yazısı' }]);
    // Every number names one document.
    const dup = await db().raw(
      'SELECT post_number FROM blog_posts GROUP BY post_number HAVING count(DISTINCT document_id) > 1 OR post_number IS NULL',
    );
    expect(dup.rows).toEqual([]);
  });
});

describe('a member post cover through /api/media/images', () => {
  it('is stored, saved with the post, shown back in the form, and removed again', async () => {
    const writer = await member(suite.app);
    const up = await uploadImage(writer.jwt, await png(), 'kapak.png', 'image/png');
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ mime: 'image/png', width: 96, height: 54 });
    const fileId = up.body.data.id as number;

    const saved = await writer.post('/api/blog/mine', form('Kapaklı yazı', { coverImageId: fileId }));
    expect(saved.status).toBe(201);
    const answer = myBlogPostAnswerSchema.parse(saved.body);
    expect(answer.data.coverImage).toEqual({ id: fileId, url: up.body.data.url });
    const [row] = await db()('blog_posts').where({ post_number: answer.data.id }).select('id');
    const link = await db()('files_related_mph').where({ related_id: row.id, related_type: POST, field: 'featuredImage' }).first('file_id');
    expect(Number(link.file_id)).toBe(fileId);
    // The profile cover is a different thing: the member's own cover is untouched.
    const user = await suite.app.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: writer.id }, populate: { coverImage: true } });
    expect(user.coverImage).toBeNull();

    const reread = await writer.get(`/api/blog/mine/${answer.data.id}`);
    expect(reread.body.data.coverImage).toEqual({ id: fileId, url: up.body.data.url });

    const removed = await writer.put(`/api/blog/mine/${answer.data.id}`, form('Kapaklı yazı', { coverImageId: null }));
    expect(removed.status).toBe(200);
    expect(removed.body.data.coverImage).toBeNull();
    expect(
      await db()('files_related_mph').where({ related_id: row.id, related_type: POST, field: 'featuredImage' }).first(),
    ).toBeUndefined();
  });

  it('a file of a type that is not an image is refused in Turkish and nothing is stored', async () => {
    const writer = await member(suite.app);
    const files = async () => Number((await db()('files').count({ n: '*' }))[0].n);
    const before = await files();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    // pdf is on the site's list of upload types, but a post image must be an image.
    const res = await uploadImage(writer.jwt, pdf, 'belge.pdf', 'application/pdf');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(msg('error.uploadTypeNotAllowedList', { types: 'jpg, png, gif, webp, svg' }));
    expect(await files()).toBe(before);
  });
});
