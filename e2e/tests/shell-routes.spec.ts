import { test, expect, signInThroughStorage } from './support/fixtures';
import { cms, DEMO } from './support/cms';
import { at } from './support/urls';

/*
 * The route table of spec §2, walked route by route: each opens its own screen (its title as the page's
 * heading) and never the 404 screen. Login-required routes send a guest to /login remembering where they
 * were (spec §6) — that is their screen for a guest; signed in, they show their own.
 */

type Heading = string | RegExp | (() => Promise<string>);

const GENERIC_PAGES = ['hakkimizda', 'iletisim', 'kurallar', 'gizlilik', 'premium', 'bookmarks', 'help'];

/** A generic page's title is what the editors wrote in the cms. */
const pageTitle = (slug: string) => async () => {
  const page = await cms.page(slug);
  if (!page) throw new Error(`the cms has no page '${slug}' in the demo data`);
  return page.title;
};

interface PublicRoute {
  path: string | (() => Promise<string>);
  /** Test title when the path is only known at run time. */
  name?: string;
  heading: Heading;
  /** The spec lets this route send a guest on to /login. */
  mayAskToLogIn?: boolean;
}

const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', heading: 'Oyun geliştiricilerinin buluşma noktası' },
  { path: '/login', heading: 'Giriş Yap' },
  { path: '/register', heading: 'Üye Ol' },
  // Without a token a guest may be sent on to log in (spec §2 Verify e-mail); either is this route's screen.
  { path: '/verify-email', heading: /^(E-posta Doğrulama|Giriş Yap)$/, mayAskToLogIn: true },
  { path: '/forgot-password', heading: 'Şifremi Unuttum' },
  { path: '/reset-password', heading: /^(Yeni Şifre Belirle|Geçersiz Bağlantı)$/ },
  { path: '/forum', heading: 'Forum' },
  { path: '/forum/kategori/unity', heading: async () => (await cms.category('unity')).name },
  {
    name: '/forum/konu/{a real topic}',
    path: async () => `/forum/konu/${(await firstTopic()).slug}`,
    heading: async () => (await firstTopic()).title,
  },
  { path: '/blog', heading: 'Blog' },
  {
    name: '/blog/{a real post}',
    path: async () => `/blog/${(await firstPost()).slug}`,
    heading: async () => (await firstPost()).title,
  },
  { path: '/profil/admin', heading: 'admin' },
  { path: '/profile/admin', heading: 'admin' },
  { path: '/discover', heading: 'Keşfet' },
  { path: '/arama?q=unity', heading: 'Arama' },
  { path: '/trending', heading: 'Popüler Konular' },
  ...GENERIC_PAGES.map((slug) => ({ path: `/${slug}`, heading: pageTitle(slug) })),
];

/** Login required (spec §2, §6), with the screen each shows a signed-in admin. */
const MEMBER_ROUTES: Array<{ path: string; heading: string }> = [
  { path: '/forum/yeni-konu', heading: 'Yeni Konu Oluştur' },
  { path: '/forum/konu-olustur', heading: 'Yeni Konu Oluştur' },
  { path: '/forum/benim-konularim', heading: 'Konularım' },
  { path: '/blog/yazi-yaz', heading: 'Yazı Yaz' },
  { path: '/dashboard', heading: 'Panelim' },
  { path: '/user-dashboard', heading: 'Panelim' },
  { path: '/ayarlar', heading: 'Hesap Ayarları' },
  { path: '/settings', heading: 'Hesap Ayarları' },
  { path: '/onboarding', heading: "OyunDev'e Hoş Geldin!" },
  { path: '/kaydedilenler', heading: 'Kaydedilenler' },
  { path: '/notifications', heading: 'Bildirimler' },
  { path: '/admin', heading: 'Kontrol Paneli' },
  { path: '/admin/users', heading: 'Kullanıcı Yönetimi' },
  { path: '/admin/content', heading: 'İçerik Yönetimi' },
  { path: '/admin/settings', heading: 'Site Ayarları' },
  { path: '/admin/reports', heading: 'Raporlar & Analitik' },
];

let topic: Promise<{ slug: string; title: string }> | undefined;
function firstTopic() {
  topic ??= cms.topics({ sort: 'new', pageSize: '1' }).then(([t]) => {
    if (!t) throw new Error('GET /api/forum/topics lists no topic');
    return t;
  });
  return topic;
}

let post: Promise<{ slug: string; title: string }> | undefined;
function firstPost() {
  post ??= cms.blogPosts({ pageSize: '1' }).then(([p]) => {
    if (!p) throw new Error('GET /api/blog/posts lists no post');
    return p;
  });
  return post;
}

const resolve = async (value: Heading): Promise<string | RegExp> => (typeof value === 'function' ? value() : value);

test.describe('Route table, as a guest', () => {
  for (const route of PUBLIC_ROUTES) {
    const title = route.name ?? (route.path as string);
    test(`${title} shows its own screen`, async ({ page, shell }) => {
      const path = typeof route.path === 'function' ? await route.path() : route.path;
      await shell.goto(path);
      await shell.expectScreen(await resolve(route.heading));
      const [pathname, search] = path.split('?');
      const here = at(pathname, search === undefined ? undefined : `?${search}`);
      await expect(page).toHaveURL(route.mayAskToLogIn ? new RegExp(`${here.source}|${at('/login').source}`) : here);
    });
  }

  for (const { path } of MEMBER_ROUTES) {
    test(`${path} sends a guest to log in and remembers the way back`, async ({ page, shell }) => {
      await shell.goto(path);
      await expect(page).toHaveURL(at('/login', `?redirect=${encodeURIComponent(path)}`));
      await shell.expectScreen('Giriş Yap');
    });
  }
});

test.describe('Route table, signed in as admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughStorage(page, DEMO.admin);
  });

  for (const { path, heading } of MEMBER_ROUTES) {
    test(`${path} shows its own screen`, async ({ page, shell }) => {
      await shell.goto(path);
      await expect(shell.header.userMenuButton).toBeVisible();
      await shell.expectScreen(heading);
      await expect(page).toHaveURL(at(path));
    });
  }
});

test.describe('Admin pages, signed in as a plain member', () => {
  test('/admin tells a member they have no access (spec §6)', async ({ page, shell }) => {
    await signInThroughStorage(page, DEMO.user);
    await shell.goto('/admin');
    await expect(shell.header.userMenuButton).toBeVisible();
    await shell.expectScreen('Erişim Reddedildi');
    await expect(shell.main).toContainText('Admin paneline erişim yetkiniz bulunmuyor.');
  });
});

test.describe('Account pages without a token (spec §2)', () => {
  test('/verify-email with no token sends a guest to /login', async ({ page, shell }) => {
    await shell.goto('/verify-email');
    await expect(page).toHaveURL(at('/login'));
    await shell.expectScreen('Giriş Yap');
  });

  test("/reset-password with no token shows the 'invalid link' view with its two ways on", async ({ shell }) => {
    await shell.goto('/reset-password');
    await shell.expectScreen('Geçersiz Bağlantı');
    await expect(shell.main.getByRole('link', { name: 'Yeni bağlantı iste' })).toBeVisible();
    await expect(shell.main.getByRole('link', { name: 'Giriş yap' })).toBeVisible();
  });
});
