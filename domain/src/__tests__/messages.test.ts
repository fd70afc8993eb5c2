import fs from 'fs';
import path from 'path';
import { MESSAGES, MESSAGE_GROUPS, isMessageKey, msg } from '../messages';

// The spec lives in the repository (docs/spec), so this test always runs.
const SPEC_MESSAGES = path.resolve(__dirname, '../../../docs/spec/messages.json');

/**
 * Spec strings the catalogue holds in a different but equivalent form, each for a stated reason.
 * Everything else must appear verbatim.
 */
const SPEC_ALIASES: Record<string, string[]> = {
  // 'N' is a count; the catalogue spells placeholders {n}.
  '+N daha': ['+{n} daha'],
  // A title and its body, shown as two elements.
  'Rapor Bulunamadı / Şu anda bekleyen rapor bulunmuyor.': ['Rapor Bulunamadı', 'Şu anda bekleyen rapor bulunmuyor.'],
  // The spec glues the reason after a prefix; the catalogue keeps the whole sentence.
  'İşlem başarısız: ': ['İşlem başarısız: {reason}'],
  'Toplu işlem başarısız: ': ['Toplu işlem başarısız: {reason}'],
};

const values = new Set<string>(Object.values(MESSAGES));

describe('catalogue against the spec', () => {
  test('contains every string of docs/spec/messages.json (both documents)', () => {
    const spec = JSON.parse(fs.readFileSync(SPEC_MESSAGES, 'utf8')) as Record<string, unknown>;
    const documents = Object.entries(spec).filter(([, v]) => Array.isArray(v)) as [string, string[]][];
    expect(documents.map(([name]) => name).sort()).toEqual(['accounts-shell-onboarding.md', 'forum-blog-profiles-admin.md']);

    const missing: string[] = [];
    let checked = 0;
    for (const [, strings] of documents) {
      for (const text of strings) {
        checked++;
        for (const expected of SPEC_ALIASES[text] ?? [text]) {
          if (!values.has(expected)) missing.push(expected);
        }
      }
    }
    expect(checked).toBeGreaterThan(140);
    expect(missing).toEqual([]);
  });
});

describe('MESSAGES', () => {
  test('holds the shell texts with their exact Turkish wording', () => {
    expect(MESSAGES['nav.home']).toBe('Ana Sayfa');
    expect(MESSAGES['nav.discover']).toBe('Keşfet');
    expect(MESSAGES['nav.newTopic']).toBe('Yeni Konu');
    expect(MESSAGES['nav.popular']).toBe('Popüler');
    expect(MESSAGES['userMenu.admin']).toBe('Admin Panel');
    expect(MESSAGES['userMenu.logout']).toBe('Çıkış Yap');
    expect(MESSAGES['header.loginButton']).toBe('Giriş');
    expect(MESSAGES['header.registerButton']).toBe('Üye Ol');
    expect(MESSAGES['ad.label']).toBe('Reklam');
    expect(MESSAGES['role.premium']).toBe('Premium Üye');
    expect(MESSAGES['level.legend']).toBe('Efsane Geliştirici');
  });

  test('holds the server error texts', () => {
    expect(MESSAGES['error.rateLimited']).toBe('Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.');
    expect(MESSAGES['error.notAuthenticated']).toBe('Bu işlem için giriş yapmalısınız');
    expect(MESSAGES['error.forbidden']).toBe('Bu işlem için yetkiniz yok');
    expect(MESSAGES['error.validation']).toBe('Gönderilen veriler geçersiz');
    expect(MESSAGES['error.internal']).toBe('Beklenmeyen bir hata oluştu');
  });

  test('has no empty entry and no fragment meant for gluing (leading or trailing whitespace)', () => {
    const padded = Object.entries(MESSAGES as Record<string, string>)
      .filter(([, v]) => v === '' || v !== v.trim())
      .map(([k]) => k);
    expect(padded).toEqual([]);
  });

  test('uses only {word} placeholders with balanced braces', () => {
    for (const [key, value] of Object.entries(MESSAGES)) {
      const stripped = value.replace(/\{\w+\}/g, '');
      expect({ key, hasBrace: /[{}]/.test(stripped) }).toEqual({ key, hasBrace: false });
    }
  });
});

describe('msg', () => {
  test('returns the text of a key without placeholders', () => {
    expect(msg('notFound.title')).toBe('Sayfa Bulunamadı');
  });

  test('fills every placeholder, several in one sentence', () => {
    expect(msg('admin.reports.bulkConfirm', { n: 3, action: 'onay' })).toBe(
      'Seçili 3 rapor için onay işlemini yapmak istediğinizden emin misiniz?',
    );
    expect(msg('auth.register.welcome', { name: 'ayse_dev' })).toBe('Hesabın oluşturuldu, hoş geldin ayse_dev!');
    expect(msg('admin.settings.saved', { Section: 'Genel' })).toBe('Genel ayarları kaydedildi');
  });

  test('prints numbers with Turkish grouping and strings as given', () => {
    expect(msg('admin.reports.bulkDeleted', { n: 1247 })).toBe('1.247 rapor silindi');
    expect(msg('footer.copyright', { year: '2025' })).toBe('© 2025 OyunDev. Tüm hakları saklıdır.');
  });

  test('leaves a placeholder it was not given visible instead of throwing', () => {
    const fill = msg as (key: string, params?: Record<string, string | number>) => string;
    expect(fill('admin.reports.bulkConfirm', { n: 2 })).toBe('Seçili 2 rapor için {action} işlemini yapmak istediğinizden emin misiniz?');
  });

  test('isMessageKey tells catalogue keys from other strings', () => {
    expect(isMessageKey('forum.topic.notFound')).toBe(true);
    expect(isMessageKey('forum.topic.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});

describe('the feature files of the catalogue (src/messages/<feature>.ts)', () => {
  const keysOf = (group: object) => Object.keys(group);

  test('hold every key once: a key in two files would silently overwrite the other', () => {
    const all = MESSAGE_GROUPS.flatMap(keysOf);
    expect(all.length).toBe(Object.keys(MESSAGES).length);
    expect(new Set(all).size).toBe(all.length);
  });

  test('keep each key prefix in one file, so a new key has one obvious place', () => {
    const fileOfPrefix = new Map<string, number>();
    const strays: string[] = [];
    MESSAGE_GROUPS.forEach((group, index) => {
      for (const key of keysOf(group)) {
        const prefix = key.split('.')[0];
        if (!fileOfPrefix.has(prefix)) fileOfPrefix.set(prefix, index);
        else if (fileOfPrefix.get(prefix) !== index) strays.push(key);
      }
    });
    expect(strays).toEqual([]);
  });
});
