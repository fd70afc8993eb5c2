import { forumSuite } from './helpers/suite';
import { member, forumState } from './helpers/forum';
import { freshIp } from './helpers/accounts';
import { api, type App } from './helpers/strapi';
import { servedRoutes } from './helpers/routes';
import { PERSONAS, PROFILES, ROUTE_MATRIX, type Cell, type Persona } from './helpers/route-matrix';
import { scanForLeaks, type Leak } from './helpers/exposure';
import { startMailbox } from './helpers/mailbox';

/*
 * Every route the cms serves × every kind of caller (helpers/route-matrix.ts): the expected status, nothing
 * changed in the database by a refusal, no private data in any answer, and the security headers on each.
 */

const suite = forumSuite(__filename);
// The verification mail an unverified caller asks for is delivered (without a mail server it is a 503).
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
afterAll(async () => {
  await mailbox?.close();
});

interface Caller {
  persona: Persona;
  jwt?: string;
  email?: string;
}
interface Answer {
  route: string;
  persona: Persona;
  status: number;
  body: string;
  headers: Record<string, string>;
}

let callers: Caller[];
let params: Record<string, string>;
const answers: Answer[] = [];

/** Every table's row count and latest update, and the forum's counters: what a refusal must not move. */
async function dbState(app: App) {
  const uids = Object.keys(app.contentTypes).filter((uid) => uid.startsWith('api::') || uid.startsWith('plugin::users-permissions.'));
  const tables = await Promise.all(
    uids.map(async (uid) => {
      const meta = app.db.metadata.get(uid);
      const query = app.db.connection(meta.tableName).count({ n: '*' });
      if (meta.attributes.updatedAt) query.max({ at: 'updated_at' });
      const [{ n, at }] = await query;
      return [uid, `${n}@${at ? new Date(at).toISOString() : '-'}`];
    }),
  );
  return { tables: Object.fromEntries(tables), forum: await forumState(app) };
}

/** The path to call: real slugs and ids for reads (so an allowed read is a 200), unknown ones for writes. */
function concrete(route: string): string {
  const [method, pattern] = route.split(' ');
  if (method !== 'GET') return pattern.replace(/:[A-Za-z]+/g, '999999999').replace('(.*)', 'github');
  const filled = pattern
    .replace(/^\/api\/forum\/categories\/:slug/, `/api/forum/categories/${params.category}`)
    .replace(/^\/api\/blog\/posts\/:slug/, `/api/blog/posts/${params.post}`)
    .replace(/^\/api\/pages\/:slug/, `/api/pages/${params.page}`)
    .replace(':slugOrId', params.topic)
    .replace(':username', params.username)
    .replace(/^\/api\/forum\/replies\/:id/, `/api/forum/replies/${params.reply}`)
    .replace(':provider', 'github')
    .replace('(.*)', 'github')
    .replace(/:[A-Za-z]+/g, '999999999');
  const query: Record<string, string> = {
    '/api/account/availability/username': '?value=yeni_biri',
    '/api/account/availability/email': '?value=yeni@example.test',
    '/api/search': '?q=godot',
  };
  return filled + (query[filled] ?? '');
}

async function call(route: string, caller: Caller): Promise<Answer> {
  const method = route.split(' ')[0].toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const req = api(suite.app)[method](concrete(route)).set('X-Forwarded-For', freshIp());
  if (caller.jwt) req.set('Authorization', `Bearer ${caller.jwt}`);
  const res = method === 'get' ? await req : await req.send({});
  return {
    route,
    persona: caller.persona,
    status: res.status,
    body: res.text ?? '',
    headers: res.headers as Record<string, string>,
  };
}

const passes = (route: string, status: number) =>
  route.startsWith('GET ') ? status === 200 : status < 500 && status !== 401 && status !== 403;
const meets = (route: string, cell: Cell, status: number) => (cell === 'ok' ? passes(route, status) : status === cell);

beforeAll(async () => {
  const { app } = suite;
  mailbox = await startMailbox();
  const make = async (persona: Persona): Promise<Caller> => {
    if (persona === 'guest') return { persona };
    const role = (['premium', 'moderator', 'admin'] as const).find((r) => r === persona) ?? 'user';
    const m = await member(app, role, { fresh: persona === 'newMember' });
    const standing: Partial<Record<Persona, Record<string, unknown>>> = {
      banned: { is_banned: true, ban_reason: 'Kurallara aykırı davranış' },
      suspended: { is_banned: true, ban_reason: 'Bir haftalık uzaklaştırma', ban_expires_at: new Date(Date.now() + 7 * 86_400_000) },
      unverified: { confirmed: false },
    };
    if (standing[persona])
      await app.db
        .connection(app.db.metadata.get('plugin::users-permissions.user').tableName)
        .where({ id: m.id })
        .update(standing[persona]);
    return { persona, jwt: m.jwt, email: m.email };
  };
  callers = [];
  for (const persona of PERSONAS) callers.push(await make(persona));

  const topic = await app.db.query('api::topic.topic').findOne({ where: { category: { id: suite.plain.id } }, orderBy: { id: 'asc' } });
  const reply = await app.db.query('api::reply.reply').findOne({ orderBy: { id: 'asc' } });
  const post = await app.db.query('api::blog-post.blog-post').findOne({ where: { isPremium: false, publishedAt: { $notNull: true } } });
  const page = await app.db.query('api::page.page').findOne({ where: { publishedAt: { $notNull: true } } });
  params = {
    category: suite.plain.slug,
    topic: topic.slug,
    reply: String(reply.id),
    post: post?.slug ?? 'no-post',
    page: page?.slug ?? 'no-page',
    username: suite.moderator.username,
  };
}, 300_000);

describe('route inventory', () => {
  it('every served route has a row in the matrix, and every row is a served route', () => {
    const served = servedRoutes(suite.app);
    expect(served.filter((route) => !(route in ROUTE_MATRIX))).toEqual([]);
    expect(Object.keys(ROUTE_MATRIX).filter((route) => !served.includes(route))).toEqual([]);
  });
});

describe('role × route', () => {
  it('each persona gets the status its row names; a refusal changes nothing in the database', async () => {
    const wrong: string[] = [];
    const moved: string[] = [];
    // Ending the session last: the callers' tokens stay valid for every other route.
    const routes = Object.keys(ROUTE_MATRIX).sort((a, b) => Number(a === 'POST /api/auth/logout') - Number(b === 'POST /api/auth/logout'));
    for (const route of routes) {
      const cells = PROFILES[ROUTE_MATRIX[route]];
      const refused = callers.filter((c) => cells[c.persona] !== 'ok');
      const before = await dbState(suite.app);
      for (const caller of refused) answers.push(await call(route, caller));
      if (JSON.stringify(await dbState(suite.app)) !== JSON.stringify(before)) moved.push(route);
      for (const caller of callers.filter((c) => !refused.includes(c))) answers.push(await call(route, caller));
    }
    for (const a of answers) {
      const cell = PROFILES[ROUTE_MATRIX[a.route]][a.persona];
      if (!meets(a.route, cell, a.status)) wrong.push(`${a.route} ${a.persona}: want ${cell}, got ${a.status} ${a.body.slice(0, 120)}`);
    }
    expect({ wrong, moved }).toEqual({ wrong: [], moved: [] });
  }, 900_000);

  it('no answer is a 5xx, and every error is the Turkish envelope', () => {
    expect(answers.length).toBe(Object.keys(ROUTE_MATRIX).length * PERSONAS.length);
    expect(answers.filter((a) => a.status >= 500).map((a) => `${a.route} ${a.persona} ${a.status}`)).toEqual([]);
    const bare = answers
      .filter((a) => a.status >= 400)
      .filter((a) => {
        const error = JSON.parse(a.body || '{}').error;
        return !(error && typeof error.message === 'string' && typeof error.details?.code === 'string');
      })
      .map((a) => `${a.route} ${a.persona} ${a.status} ${a.body.slice(0, 80)}`);
    expect(bare).toEqual([]);
  });
});

describe('exposure', () => {
  it('no answer carries another member’s e-mail, a hash, a token, a reset code or a client address', () => {
    const leaks: Leak[] = [];
    for (const a of answers) {
      const own = callers.find((c) => c.persona === a.persona)?.email;
      // The admin panel lists members with their e-mail (spec admin §users); everything else is scanned whole.
      const allowEmails = a.persona === 'admin' && a.route.startsWith('GET /api/admin/');
      leaks.push(...scanForLeaks(a.body, { where: `${a.route} ${a.persona}`, ownEmail: own, allowEmails }));
    }
    expect(leaks).toEqual([]);
  });

  it('no premium body reaches a guest or a member without premium', async () => {
    const premiumTopics = await suite.app.db
      .query('api::topic.topic')
      .findMany({ where: { category: { isPremium: true } }, select: ['content'], limit: 20 });
    expect(premiumTopics.length).toBeGreaterThan(0);
    const bodies = premiumTopics.map((t: { content: string }) => t.content.slice(0, 80)).filter((text: string) => text.length >= 30);
    const seen = answers
      .filter((a) => ['guest', 'newMember', 'member', 'banned', 'suspended', 'unverified'].includes(a.persona))
      .flatMap((a) =>
        bodies.filter((text: string) => a.body.includes(JSON.stringify(text).slice(1, -1))).map(() => `${a.route} ${a.persona}`),
      );
    expect(seen).toEqual([]);
  });
});

describe('headers', () => {
  it('every API answer, success or error, carries the security headers and JSON; a signed-in answer is never cached', () => {
    const missing: string[] = [];
    for (const a of answers) {
      const h = a.headers;
      const where = `${a.route} ${a.persona} ${a.status}`;
      if (h['x-content-type-options'] !== 'nosniff') missing.push(`${where}: x-content-type-options`);
      if (!/DENY|SAMEORIGIN/i.test(h['x-frame-options'] ?? '')) missing.push(`${where}: x-frame-options`);
      if (!h['content-security-policy']) missing.push(`${where}: content-security-policy`);
      if (h['x-powered-by']) missing.push(`${where}: x-powered-by ${h['x-powered-by']}`);
      // The one stylesheet (Site ayarları → Görünüm, linked by every page) is CSS; everything else JSON.
      const type = a.route === 'GET /api/site-settings/theme.css' && a.status === 200 ? /^text\/css/ : /^application\/json/;
      if (a.body && !type.test(h['content-type'] ?? '')) missing.push(`${where}: content-type ${h['content-type']}`);
      if (a.persona !== 'guest' && !/no-store|no-cache|private/.test(h['cache-control'] ?? ''))
        missing.push(`${where}: cache-control ${h['cache-control']}`);
    }
    expect(missing).toEqual([]);
  });

  it('the health check and an unknown path carry them too', async () => {
    for (const path of ['/_health', '/api/no-such-route', '/no-such-page']) {
      const res = await api(suite.app).get(path);
      expect({ path, status: res.status < 500, nosniff: res.headers['x-content-type-options'] }).toEqual({
        path,
        status: true,
        nosniff: 'nosniff',
      });
      expect(res.headers['x-frame-options']).toMatch(/DENY|SAMEORIGIN/i);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
