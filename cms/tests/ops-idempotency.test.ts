// Idempotency-Key on reply POST (issue 16): a retry, or retries racing each other, write one reply.
import { teardownStrapi, type App } from './helpers/strapi';
import { category, expectError, member, seededApp, topic, type Member } from './helpers/forum';

let app: App;
let slug: string;
let author: Member;

beforeAll(async () => {
  app = await seededApp(__filename);
  author = await member(app, 'moderator');
  slug = (await topic(author, (await category(app, { isPremium: false })).slug)).slug;
});
afterAll(async () => {
  await teardownStrapi(app);
});

const post = (m: Member, key: string | null, content: string) => {
  const req = m.post(`/api/forum/${slug}/reply`, { content, replyTo: null });
  return key === null ? req : req.set('Idempotency-Key', key);
};
const replyCount = async () => Number((await app.db.connection('topics').where({ slug }).first()).reply_count);
const repliesWith = async (content: string) => Number((await app.db.connection('replies').where({ content }).count({ n: '*' }))[0].n);

describe('Idempotency-Key on POST /api/forum/:topicSlug/reply', () => {
  it('a retry with the same key answers the first reply and writes nothing more', async () => {
    const writer = await member(app);
    const before = await replyCount();
    const first = await post(writer, 'yanit-anahtari-0001', 'İlk deneme: bağlantı koptu mu?');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await post(writer, 'yanit-anahtari-0001', 'İlk deneme: bağlantı koptu mu?');
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(retry.body.replyCount).toBe(before + 1);
    expect(await repliesWith('İlk deneme: bağlantı koptu mu?')).toBe(1);
    expect(await replyCount()).toBe(before + 1);
    // The key never shows in an answer.
    expect(JSON.stringify(retry.body)).not.toContain('yanit-anahtari-0001');
  });

  it('retries racing each other commit one reply; all of them get it', async () => {
    const writer = await member(app);
    const before = await replyCount();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(writer, 'yaris-anahtari-0002', 'Aynı anda beş kez gönderildi.')),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await repliesWith('Aynı anda beş kez gönderildi.')).toBe(1);
    expect(await replyCount()).toBe(before + 1);
  });

  it('the same key with another text is refused and changes nothing; a malformed key is a 400', async () => {
    const writer = await member(app);
    await post(writer, 'degisen-anahtar-0003', 'Birinci metin.');
    const before = await replyCount();
    expectError(await post(writer, 'degisen-anahtar-0003', 'Başka bir metin.'), 'IDEMPOTENCY_KEY_REUSED');
    expectError(await post(writer, 'short', 'Geçersiz anahtarla.'), 'IDEMPOTENCY_KEY_INVALID');
    expect(await repliesWith('Başka bir metin.')).toBe(0);
    expect(await repliesWith('Geçersiz anahtarla.')).toBe(0);
    expect(await replyCount()).toBe(before);
  });

  it('keys belong to a member, and requests without a key are not deduplicated', async () => {
    const [a, b] = [await member(app), await member(app)];
    const fromA = await post(a, 'ortak-anahtar-00004', 'İki üye, bir anahtar.');
    const fromB = await post(b, 'ortak-anahtar-00004', 'İki üye, bir anahtar.');
    expect(fromB.status).toBe(201);
    expect(fromB.body.data.id).not.toBe(fromA.body.data.id);
    await post(a, null, 'Anahtarsız yanıt.');
    await post(a, null, 'Anahtarsız yanıt.');
    expect(await repliesWith('Anahtarsız yanıt.')).toBe(2);
  });
});
