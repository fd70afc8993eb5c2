import { BLOG_EXCERPT_WORDS, ELLIPSIS } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';
import { createMember } from './helpers/fixtures';

let app: App;
let premiumJwt: string;

const words = (n: number, word = 'kelime') => Array.from({ length: n }, (_, i) => `${word}${i + 1}`).join(' ');

// An editor's markdown where a card needs plain text: headings, emphasis, links, code, lists.
const PREVIEW = `## 1. Hedefi belirleyin\n\n**Önce** [oyunun](https://example.com) türünü seçin. ${words(40, 'ön')}\n\n\`\`\`csharp\nvar x = 1;\n\`\`\``;
const BODY = `# Başlık\n\n- *madde* bir\n- \`kod\` iki\n\n${words(60, 'gövde')}`;

async function publish(data: Record<string, unknown>) {
  return app.documents('api::blog-post.blog-post').create({
    data: { publishDate: new Date().toISOString(), isApproved: true, ...data },
    status: 'published',
  });
}

beforeAll(async () => {
  app = await setupStrapi(__filename);
  await publish({ title: 'Premium önizleme yazısı', slug: 'premium-onizleme', isPremium: true, premiumPreview: PREVIEW, content: BODY });
  await publish({ title: 'Özetsiz açık yazı', slug: 'ozetsiz-acik', content: BODY });
  await publish({ title: 'Markdown özetli yazı', slug: 'markdown-ozetli', content: BODY, excerpt: `**Kalın** özet ${words(35)}` });
  premiumJwt = (await createMember(app, 'premium')).jwt;
});
afterAll(async () => {
  await teardownStrapi(app);
});

const wordCount = (text: string) => text.replace(ELLIPSIS, '').split(' ').filter(Boolean).length;

describe('GET /api/blog/posts — card excerpts (forum spec §9)', () => {
  it('are plain text of at most 30 words for every card, premium previews included', async () => {
    const res = await api(app).get('/api/blog/posts?pageSize=50');
    expect(res.status).toBe(200);
    const bySlug = new Map(res.body.data.map((c: any) => [c.slug, c]));
    expect(bySlug.size).toBe(3);
    for (const card of bySlug.values() as Iterable<any>) {
      expect(card.excerpt).not.toMatch(/[#*`[\]]/);
      expect(wordCount(card.excerpt)).toBeLessThanOrEqual(BLOG_EXCERPT_WORDS);
    }

    const premium: any = bySlug.get('premium-onizleme');
    // The guest sees the editor's preview, never a cut of the body — as plain text, cut at 30 words.
    expect(premium.excerpt).toMatch(/^1\. Hedefi belirleyin Önce oyunun türünü seçin\. ön1 ön2/);
    expect(premium.excerpt.endsWith(ELLIPSIS)).toBe(true);
    expect(wordCount(premium.excerpt)).toBe(BLOG_EXCERPT_WORDS);
    expect(premium.excerpt).not.toContain('gövde');

    expect((bySlug.get('ozetsiz-acik') as any).excerpt).toMatch(/^Başlık madde bir kod iki gövde1 /);
    expect((bySlug.get('markdown-ozetli') as any).excerpt).toMatch(/^Kalın özet kelime1 /);

    // What is stored stays exactly as the editor wrote it.
    const stored = await app.db
      .query('api::blog-post.blog-post')
      .findOne({ where: { slug: 'premium-onizleme', publishedAt: { $notNull: true } } });
    expect(stored.premiumPreview).toBe(PREVIEW);
  });

  it('gives a premium member a plain 30-word cut of the body', async () => {
    const res = await api(app).get('/api/blog/posts?pageSize=50').set('Authorization', `Bearer ${premiumJwt}`);
    expect(res.status).toBe(200);
    const premium = res.body.data.find((c: any) => c.slug === 'premium-onizleme');
    expect(premium.excerpt).toMatch(/^Başlık madde bir kod iki gövde1 /);
    expect(wordCount(premium.excerpt)).toBe(BLOG_EXCERPT_WORDS);
  });

  it('answers 404 for an unknown post', async () => {
    const res = await api(app).get('/api/blog/posts/rss.xml');
    expect(res.status).toBe(404);
  });
});
