import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { Shell } from '../../pages/Shell';
import { LoginPage } from '../../pages/LoginPage';
import { CMS_URL, cms, type Credentials, type Me } from './cms';

interface Fixtures {
  /** Fails the test when a page asked for a catalogue text its script did not carry (domain msg's console error). */
  catalogueComplete: void;
  shell: Shell;
  loginPage: LoginPage;
  /** Signs in through the login form and waits until the header shows the member. */
  signIn(credentials: Credentials): Promise<void>;
}

export const test = base.extend<Fixtures>({
  catalogueComplete: [
    async ({ page }, use) => {
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('Missing catalogue message:')) missing.push(message.text());
      });
      await use();
      expect(missing, 'texts the browser catalogue lacked').toEqual([]);
    },
    { auto: true },
  ],
  shell: async ({ page }, use) => {
    await use(new Shell(page));
  },
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  signIn: async ({ loginPage }, use) => {
    await use(async ({ identifier, password }) => {
      await loginPage.goto();
      await loginPage.login(identifier, password);
      await expect(loginPage.shell.header.userMenuButton).toBeVisible();
    });
  },
});

export { expect };

/**
 * A session without the form, for walks that are not about logging in: the spec's storage keys
 * (token, tokenExpiresAt, user — §7) filled from a real cms login, as the login form would.
 */
export async function signInThroughStorage(page: Page, credentials: Credentials): Promise<Me> {
  const { jwt, me } = await apiSession(credentials);
  await page.addInitScript(
    ({ token, user }) => {
      if (window.localStorage.getItem('token')) return;
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('tokenExpiresAt', String(Date.now() + 60 * 60 * 1000));
      window.localStorage.setItem('user', JSON.stringify(user));
    },
    { token: jwt, user: me },
  );
  return me;
}

/** The token the site keeps for the signed-in member (spec §7: browser storage key 'token'). */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('no token in browser storage: the member is not signed in');
  return token;
}

/*
 * The cms allows 10 logins a minute per address (users-permissions ratelimit), and every test here comes
 * from the same one, so sessions opened through the API are reused — across test files and across the
 * worker restarts that follow a failure — as long as /api/me still accepts the token.
 */
const SESSION_FILE = path.join(os.tmpdir(), `oyundev-e2e-sessions-${new URL(CMS_URL).port || 'default'}.json`);

export async function apiSession({ identifier, password }: Credentials): Promise<{ jwt: string; me: Me }> {
  const saved = readSessions()[identifier];
  if (saved) {
    try {
      const me = await cms.me(saved);
      if (me.username === identifier) return { jwt: saved, me };
    } catch {
      /* expired or from an earlier database: log in afresh */
    }
  }
  const jwt = await cms.login(identifier, password);
  const me = await cms.me(jwt);
  fs.writeFileSync(SESSION_FILE, JSON.stringify({ ...readSessions(), [identifier]: jwt }));
  return { jwt, me };
}

function readSessions(): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(SESSION_FILE, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}
