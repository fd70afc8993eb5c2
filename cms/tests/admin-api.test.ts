// The admin API (issue 14): every route × role, users' single and bulk actions, the audit log.
import {
  ERROR_CODES,
  adminDashboardSchema,
  adminUserRowSchema,
  auditEntrySchema,
  adminBulkResultSchema,
  msg,
  pagedAnswerSchema,
} from '@oyundev/domain';
import { teardownStrapi, type App } from './helpers/strapi';
import { expectError, forumCategories, forumState, guest, member, seededApp, topic, type Member } from './helpers/forum';

let app: App;
let admin: Member;
let open: any[];

beforeAll(async () => {
  app = await seededApp(__filename);
  ({ open } = await forumCategories(app));
  admin = await member(app, 'admin');
});
afterAll(async () => {
  await teardownStrapi(app);
});

/** Everything an admin action could change: the forum, every member's standing and role, reports and the log. */
async function adminState() {
  const hash = async (sql: string) => (await app.db.connection.raw(sql)).rows[0].h;
  return {
    forum: await forumState(app),
    users: await hash(`SELECT md5(string_agg(concat_ws(',', u.id, u.username, u.is_active, u.is_banned, u.ban_expires_at, u.ban_reason,
      u.password_changed_at, u.deleted_at, rl.role_id), '|' ORDER BY u.id)) AS h FROM up_users u LEFT JOIN up_users_role_lnk rl ON rl.user_id = u.id`),
    reports: await hash(`SELECT md5(string_agg(concat_ws(',', id, status, resolution), '|' ORDER BY id)) AS h FROM reports`),
    audit: Number((await app.db.connection('audit_logs').count({ n: '*' }))[0].n),
  };
}

async function unchangedAdmin(call: () => Promise<any>) {
  const before = await adminState();
  const res = await call();
  expect(await adminState()).toEqual(before);
  return res;
}

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
const auditOf = async (targetType: string, targetId: number) =>
  (await app.db.connection('audit_logs').where({ target_type: targetType, target_id: targetId }).orderBy('id', 'asc')).map((l: any) => ({
    ...l,
    before: json(l.before),
    after: json(l.after),
  }));

describe('every admin route refuses everyone but admins, and changes nothing', () => {
  it('guest 401, user / premium / moderator 403, admin 200 (or 400 for an empty body)', async () => {
    const target = await member(app);
    const routes: Array<[string, string, unknown?]> = [
      ['get', '/api/admin/dashboard'],
      ['get', '/api/admin/users'],
      ['post', '/api/admin/users/actions', { action: 'ban', ids: [target.id] }],
      ['get', '/api/admin/content?type=topic'],
      ['post', '/api/admin/content/actions', { type: 'topic', action: 'pin', ids: [1] }],
      ['get', '/api/admin/reports'],
      ['post', '/api/admin/reports/actions', { action: 'delete', ids: [1] }],
      ['get', '/api/admin/audit'],
    ];
    const callers = {
      guest: guest(app),
      user: await member(app, 'user'),
      premium: await member(app, 'premium'),
      moderator: await member(app, 'moderator'),
    };
    for (const [method, path, body] of routes) {
      for (const [role, caller] of Object.entries(callers)) {
        const res = await unchangedAdmin(() => (caller as any)[method](path, body));
        expect({ role, path, status: res.status }).toEqual({ role, path, status: role === 'guest' ? 401 : 403 });
      }
    }
    for (const [method, path] of routes) {
      const res = await (admin as any)[method](path, method === 'post' ? {} : undefined);
      expect({ path, status: res.status }).toEqual({ path, status: method === 'post' ? 400 : 200 });
    }
  });

  it('the refusals carry the catalogue codes: a guest must sign in, a moderator is forbidden', async () => {
    expectError(await guest(app).get('/api/admin/users'), 'NOT_AUTHENTICATED');
    expectError(await (await member(app, 'moderator')).get('/api/admin/users'), 'FORBIDDEN');
  });
});

describe('users', () => {
  it('lists with search, filters, sorts and the admin page sizes; bad values are 400', async () => {
    const a = await member(app, 'user', { fullName: 'Zeynep Arama' });
    const res = await admin.get(`/api/admin/users?search=${a.username}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ id: a.id, username: a.username, displayName: 'Zeynep Arama', role: 'user', status: 'active' });
    expect(res.body.meta.pagination).toMatchObject({ page: 1, pageSize: 10, total: 1 });
    // The answer is exactly the declared contract (strict: no e-mail hash, token or extra field).
    pagedAnswerSchema(adminUserRowSchema).parse(res.body);

    const mods = await admin.get('/api/admin/users?role=moderator&pageSize=50');
    expect(mods.body.data.length).toBeGreaterThan(0);
    expect(mods.body.data.every((u: any) => u.role === 'moderator')).toBe(true);

    const byRep = await admin.get('/api/admin/users?sort=reputation&order=desc&pageSize=25');
    const reps = byRep.body.data.map((u: any) => u.reputation);
    expect(reps).toEqual([...reps].sort((x: number, y: number) => y - x));
    // Newest members first by default.
    const joined = (await admin.get('/api/admin/users')).body.data.map((u: any) => u.joinDate);
    expect(joined).toEqual([...joined].sort().reverse());

    for (const bad of ['pageSize=7', 'sort=password', 'role=root', 'status=x', 'order=up']) {
      expectError(await admin.get(`/api/admin/users?${bad}`), 'VALIDATION');
    }
  });

  it('suspend ends the member’s sessions at once; activate brings them back (tokens issued after)', async () => {
    const m = await member(app);
    expect((await m.get('/api/me')).status).toBe(200);
    const res = await admin.post('/api/admin/users/actions', { action: 'suspend', ids: [m.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: msg('admin.users.suspended'), done: [m.id], failed: [] });
    adminBulkResultSchema.parse(res.body);
    expect((await m.get('/api/me')).status).toBe(401);
    expect((await admin.get(`/api/admin/users?search=${m.username}&status=suspended`)).body.data[0]).toMatchObject({ status: 'suspended' });

    const back = await admin.post('/api/admin/users/actions', { action: 'activate', ids: [m.id] });
    expect(back.body.message).toBe(msg('admin.users.activated'));
    const row = await app.db.connection('up_users').where({ id: m.id }).first();
    expect(row).toMatchObject({ is_active: true, is_banned: false });
    const log = await auditOf('user', m.id);
    expect(log.map((l: any) => l.action)).toEqual(['user.suspend', 'user.activate']);
    expect(log[0]).toMatchObject({
      actor_id: admin.id,
      before: expect.objectContaining({ isActive: true }),
      after: expect.objectContaining({ isActive: false }),
    });
  });

  it('ban with an end date and reason ends the sessions; the member cannot write; unban lifts it', async () => {
    const m = await member(app);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await admin.post('/api/admin/users/actions', { action: 'ban', ids: [m.id], until, reason: 'Spam paylaşımı' });
    expect(res.body.message).toBe(msg('admin.users.banned'));
    expect((await m.get('/api/me')).status).toBe(401);
    const row = await app.db.connection('up_users').where({ id: m.id }).first();
    expect(row).toMatchObject({ is_banned: true, ban_reason: 'Spam paylaşımı' });
    expect(new Date(row.ban_expires_at).toISOString()).toBe(until);
    const listed = (await admin.get(`/api/admin/users?search=${m.username}`)).body.data[0];
    expect(listed).toMatchObject({ status: 'banned', banReason: 'Spam paylaşımı', banExpiresAt: until });

    // Signed in again (a fresh token), a banned member is refused every write.
    const fresh = app
      .plugin('users-permissions')
      .service('jwt')
      .issue({ id: m.id, pwd: new Date(row.password_changed_at).getTime() });
    const write = await guest(app)
      .post('/api/forum/topics', {
        title: 'Yasaklıyken konu açmak',
        content: 'Bu konu açılmamalı, çünkü banlıyım.',
        category: open[0].slug,
      })
      .set('Authorization', `Bearer ${fresh}`);
    expectError(write, 'ACCOUNT_BANNED');

    expect((await admin.post('/api/admin/users/actions', { action: 'unban', ids: [m.id] })).body.message).toBe(msg('admin.users.unbanned'));
    expect(await app.db.connection('up_users').where({ id: m.id }).first()).toMatchObject({
      is_banned: false,
      ban_reason: null,
      ban_expires_at: null,
    });
  });

  it('a ban end date in the past or a bad action is 400 and changes nothing', async () => {
    const m = await member(app);
    const past = new Date(Date.now() - 1000).toISOString();
    expectError(
      await unchangedAdmin(() => admin.post('/api/admin/users/actions', { action: 'ban', ids: [m.id], until: past })),
      'VALIDATION',
    );
    expectError(
      await unchangedAdmin(() => admin.post('/api/admin/users/actions', { action: 'nuke', ids: [m.id] })),
      'VALIDATION',
      msg('validation.option.invalid'),
    );
    const empty = await unchangedAdmin(() => admin.post('/api/admin/users/actions', { action: 'ban', ids: [] }));
    expectError(empty, 'VALIDATION', msg('admin.selectUsers'));
  });

  it('promote cycles user → moderator → admin → user', async () => {
    const m = await member(app);
    const roles: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await admin.post('/api/admin/users/actions', { action: 'promote', ids: [m.id] });
      expect(res.status).toBe(200);
      roles.push((await admin.get(`/api/admin/users?search=${m.username}`)).body.data[0].role);
    }
    expect(roles).toEqual(['moderator', 'admin', 'user']);
    const set = await admin.post('/api/admin/users/actions', { action: 'setRole', role: 'premium', ids: [m.id] });
    expect(set.body.message).toBe(msg('admin.users.promoted', { role: 'premium' }));
  });

  it('an admin cannot suspend, ban, demote or delete themself — refused, nothing changes', async () => {
    for (const action of ['suspend', 'ban', 'promote', 'delete']) {
      expectError(await unchangedAdmin(() => admin.post('/api/admin/users/actions', { action, ids: [admin.id] })), 'ADMIN_SELF_ACTION');
    }
    expectError(
      await unchangedAdmin(() => admin.post('/api/admin/users/actions', { action: 'suspend', ids: [2_000_000_000] })),
      'ADMIN_USER_NOT_FOUND',
    );
  });

  it('bulk on a mixed selection applies to the others and reports each refusal', async () => {
    const a = await member(app);
    const b = await member(app);
    const res = await admin.post('/api/admin/users/actions', { action: 'suspend', ids: [b.id, admin.id, a.id, 2_000_000_000] });
    expect(res.status).toBe(200);
    expect(res.body.done).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(res.body.failed).toEqual([
      { id: admin.id, message: ERROR_CODES.ADMIN_SELF_ACTION.message },
      { id: 2_000_000_000, message: msg('profile.notFound') },
    ]);
    expect(res.body.message).toBe(msg('admin.users.bulkDone', { n: 2 }));
    expect(
      (await app.db.connection('up_users').whereIn('id', [a.id, b.id, admin.id]).select('id', 'is_active'))
        .map((r: any) => r.is_active)
        .sort(),
    ).toEqual([false, false, true]);
  });

  it('delete anonymises the member like their own deletion; their topics stay', async () => {
    const m = await member(app);
    const t = await topic(m, open[0].slug);
    const res = await admin.post('/api/admin/users/actions', { action: 'delete', ids: [m.id] });
    expect(res.body.message).toBe(msg('admin.users.deleted'));
    const row = await app.db.connection('up_users').where({ id: m.id }).first();
    expect(row).toMatchObject({ username: `silinmis_uye_${m.id}`, email: null, password: null, blocked: true, is_active: false });
    expect(row.deleted_at).not.toBeNull();
    expect(await app.db.connection('topics').where({ id: t.id }).first()).toMatchObject({ is_active: true });
    expect((await m.get('/api/me')).status).toBe(401);
    // Deleted twice: already gone.
    expectError(
      await unchangedAdmin(() => admin.post('/api/admin/users/actions', { action: 'delete', ids: [m.id] })),
      'ADMIN_USER_NOT_FOUND',
    );
  });
});

describe('dashboard', () => {
  it('counts from the database: a new member and topic move the cards and today', async () => {
    const before = (await admin.get('/api/admin/dashboard')).body.data;
    adminDashboardSchema.parse(before);
    expect(before.trend.days).toHaveLength(7);
    const m = await member(app, 'user', { fresh: true });
    await topic(await member(app), open[0].slug);
    const after = (await admin.get('/api/admin/dashboard')).body.data;
    expect(after.users.total).toBe(before.users.total + 2);
    expect(after.topics.total).toBe(before.topics.total + 1);
    expect(after.today.signups).toBeGreaterThanOrEqual(before.today.signups + 1);
    expect(after.trend.posts[6]).toBe(before.trend.posts[6] + 1);
    expect(after.recent.some((a: any) => a.type === 'user_joined' && a.name === m.username)).toBe(true);
  });

  it('counts each of the last days as the Istanbul calendar day of every row, and the totals as the rows say', async () => {
    const { body } = await admin.get('/api/admin/dashboard');
    // The naive reading the dashboard once ran: every row's own Istanbul day, compared with the answer's week.
    const perDay = async (table: string, where: string) => {
      const { rows } = await app.db.connection.raw(
        `SELECT to_char(((created_at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Istanbul')::date, 'YYYY-MM-DD') AS d, count(*) AS n
         FROM ${table} WHERE ${where} GROUP BY 1`,
      );
      const byDay = new Map(rows.map((r: { d: string; n: string }) => [r.d, Number(r.n)]));
      return body.data.trend.days.map((d: string) => byDay.get(d) ?? 0);
    };
    expect(body.data.trend.signups).toEqual(await perDay('up_users', 'deleted_at IS NULL'));
    const topics = await perDay('topics', 'is_active AND is_approved');
    const replies = await perDay('replies', 'is_approved AND NOT is_deleted');
    expect(body.data.trend.posts).toEqual(topics.map((n: number, i: number) => n + replies[i]));
    const count = async (sql: string) => Number((await app.db.connection.raw(sql)).rows[0].n);
    expect(body.data.users.total).toBe(await count('SELECT count(*) AS n FROM up_users WHERE deleted_at IS NULL'));
    expect(body.data.posts.total).toBe(
      (await count('SELECT count(*) AS n FROM topics WHERE is_active AND is_approved')) +
        (await count('SELECT count(*) AS n FROM replies WHERE is_approved AND NOT is_deleted')),
    );
  });
});

describe('audit log', () => {
  it('lists the actions newest first, filtered by actor, action prefix and target', async () => {
    const m = await member(app);
    await admin.post('/api/admin/users/actions', { action: 'ban', ids: [m.id], reason: 'Kural ihlali' });
    await admin.post('/api/admin/users/actions', { action: 'unban', ids: [m.id] });
    const res = await admin.get(`/api/admin/audit?targetType=user&targetId=${m.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: any) => e.action)).toEqual(['user.unban', 'user.ban']);
    pagedAnswerSchema(auditEntrySchema).parse(res.body);
    expect(res.body.data[1]).toMatchObject({
      actor: { id: admin.id, username: admin.username },
      targetType: 'user',
      targetId: m.id,
      before: { isBanned: false },
      after: { isBanned: true, banReason: 'Kural ihlali' },
    });
    const byPrefix = await admin.get(`/api/admin/audit?action=user&actorId=${admin.id}&pageSize=50`);
    expect(byPrefix.body.data.every((e: any) => e.action.startsWith('user.') && e.actor.id === admin.id)).toBe(true);
    expectError(await admin.get('/api/admin/audit?actorId=abc'), 'VALIDATION');
  });
});
