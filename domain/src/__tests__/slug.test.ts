import { BLOG_SLUG_MAX, TOPIC_SLUG_MAX, adminCategorySlug, blogSlug, slugify, toAsciiLower, topicSlug, uniqueSlug } from '../slug';

describe('slugify', () => {
  test('transliterates Turkish letters', () => {
    expect(slugify('Çığ Öğrenci Şövalye Üzümü')).toBe('cig-ogrenci-sovalye-uzumu');
    expect(slugify('IŞIK İŞLEME')).toBe('isik-isleme');
    expect(toAsciiLower('İstanbul Iğdır')).toBe('istanbul igdir');
  });
  test('strips other accents and turns every other run of characters into one dash', () => {
    expect(slugify('Kâr & Zarar: Oyun Ekonomisi!')).toBe('kar-zarar-oyun-ekonomisi');
    expect(slugify('  --C# ile   Unity 6.0--  ')).toBe('c-ile-unity-6-0');
    expect(slugify('???')).toBe('');
  });
  test('cuts topic slugs at 60 and blog slugs at 80 without a trailing dash', () => {
    const title = 'Unity ile mobil oyun geliştirirken performans optimizasyonu nasıl yapılır ve nelere dikkat edilmeli';
    const topic = topicSlug(title);
    expect(topic).toBe('unity-ile-mobil-oyun-gelistirirken-performans-optimizasyonu');
    expect(topic.length).toBeLessThanOrEqual(TOPIC_SLUG_MAX);
    const blog = blogSlug(title);
    expect(blog).toBe('unity-ile-mobil-oyun-gelistirirken-performans-optimizasyonu-nasil-yapilir-ve-nel');
    expect(blog.length).toBe(BLOG_SLUG_MAX);
    // Position 60 of this one is a dash: the cut must not leave it dangling.
    const dashAt60 = `${'a'.repeat(59)} ${'b'.repeat(10)}`;
    expect(slugify(dashAt60)).toBe('a'.repeat(59));
  });
});

describe('uniqueSlug', () => {
  test('returns the base when free, else the first free -2, -3…', async () => {
    const taken = new Set(['unity-soru', 'unity-soru-2']);
    expect(await uniqueSlug('godot', (s) => taken.has(s))).toBe('godot');
    expect(await uniqueSlug('unity-soru', (s) => taken.has(s))).toBe('unity-soru-3');
  });
  test('accepts an async check', async () => {
    const taken = new Set(['a', 'a-2']);
    expect(await uniqueSlug('a', async (s) => taken.has(s))).toBe('a-3');
  });
  test('shortens the base so the suffixed slug still fits', async () => {
    const base = 'x'.repeat(60);
    expect(await uniqueSlug(base, (s) => s === base, { maxLength: 60 })).toBe(`${'x'.repeat(58)}-2`);
  });
  test('gives an empty base a fallback', async () => {
    expect(await uniqueSlug('', () => false)).toBe('konu');
    expect(await uniqueSlug('', (s) => s === 'yazi', { fallback: 'yazi' })).toBe('yazi-2');
  });
  test('gives up after maxAttempts instead of looping forever', async () => {
    await expect(uniqueSlug('a', () => true, { maxAttempts: 3 })).rejects.toThrow('no free slug');
  });
});

describe('adminCategorySlug (forum spec §5)', () => {
  test('removes non-alphanumerics and turns spaces into dashes', () => {
    expect(adminCategorySlug('Oyun Tasarımı')).toBe('oyun-tasarimi');
    expect(adminCategorySlug('C# Programlama')).toBe('c-programlama');
    expect(adminCategorySlug('Node.js & Web')).toBe('nodejs-web');
    expect(adminCategorySlug('  Genel  ')).toBe('genel');
  });
});
