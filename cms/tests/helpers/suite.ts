import { setupStrapi, teardownStrapi, type App } from './strapi';
import { startMailbox } from './mailbox';
import { forumCategories, member, seededApp, type Member } from './forum';

/*
 * The start and end of a test file, once: each suite registers its own beforeAll/afterAll and hands back a
 * context whose fields are filled before the first test runs (read them inside tests, not at file level).
 */

/** Booting Strapi on a fresh database and seeding it takes seconds alone, minutes on a busy 2-core machine. */
const BOOT_TIMEOUT = 300_000;

interface Row {
  id: number;
  slug: string;
}

export interface ForumSuite {
  app: App;
  /** The open forum categories (active, no approval), by id: `plain` is the first, `other` the second. */
  plain: Row;
  other: Row;
  /** A premium category. */
  premium: Row;
  /** A moderator (not rate limited), for writes a test needs many of. */
  moderator: Member;
  /** A topic body for `plain`, with `extra` fields over it. */
  draft: (extra?: Record<string, unknown>) => Record<string, unknown>;
}

/** A cms with the demo seed (`size` of it) and the forum's usual cast. */
export function forumSuite(testFile: string, { size = 1 }: { size?: number } = {}): ForumSuite {
  const suite: Partial<ForumSuite> & Pick<ForumSuite, 'draft'> = {
    draft: (extra: Record<string, unknown> = {}) => ({
      title: 'Godot 4 ile çok oyunculu oyun yapmak',
      content: 'ENet mi WebSocket mi? Deneyimlerinizi paylaşır mısınız?',
      category: suite.plain?.slug,
      tags: ['godot'],
      ...extra,
    }),
  };
  beforeAll(async () => {
    suite.app = await seededApp(testFile, { size });
    const { open, premium } = await forumCategories(suite.app);
    [suite.plain, suite.other] = open;
    suite.premium = premium;
    suite.moderator = await member(suite.app, 'moderator');
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await teardownStrapi(suite.app);
  });
  return suite as ForumSuite; // every field is set by beforeAll, before any test reads it
}

export interface AccountsSuite {
  app: App;
  mailbox: Awaited<ReturnType<typeof startMailbox>>;
}

/** A cms without seed data, and (with `mail`) a mailbox catching what it sends. */
export function accountsSuite(testFile: string, { mail = false }: { mail?: boolean } = {}): AccountsSuite {
  const suite: Partial<AccountsSuite> = {};
  beforeAll(async () => {
    if (mail) suite.mailbox = await startMailbox();
    suite.app = await setupStrapi(testFile);
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await teardownStrapi(suite.app);
    await suite.mailbox?.close();
  });
  return suite as AccountsSuite; // filled by beforeAll
}
