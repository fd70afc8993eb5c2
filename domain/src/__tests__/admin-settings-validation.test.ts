import { siteSettingsSchema } from '../validation/admin';

// The general group of the admin settings: the site's address accepts what an install really runs at.
const general = (siteUrl: string) => siteSettingsSchema.safeParse({ general: { siteUrl } });
const siteUrlError = (siteUrl: string) => {
  const r = general(siteUrl);
  return r.success ? null : (r.error.issues.find((i) => i.path.join('.') === 'general.siteUrl')?.message ?? null);
};

describe('site address (Genel ayarlar)', () => {
  it.each(['http://localhost:8000', 'https://oyundev.com', 'http://127.0.0.1:8000/', ''])('accepts %p', (url) => {
    expect(siteUrlError(url)).toBeNull();
  });
  it.each(['javascript:alert(1)', 'ftp://oyundev.com', 'oyundev.com', 'http://user:pw@oyundev.com'])('refuses %p in Turkish', (url) => {
    expect(siteUrlError(url)).toBe('Geçerli bir bağlantı giriniz');
  });
});
