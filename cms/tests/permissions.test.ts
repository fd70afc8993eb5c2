import { ERROR_CODES, type ErrorCode } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';
import { createMember, tableCounts } from './helpers/fixtures';
import { OPEN_WRITES, servedRoutes } from './helpers/routes';

let app: App;
beforeAll(async () => {
  app = await setupStrapi(__filename);
});
afterAll(async () => {
  await teardownStrapi(app);
});

/** Writes a guest may make, or that refuse a guest with 403 (the open writes of helpers/routes.ts). */
const notLoginWrite = (route: string) => OPEN_WRITES[route] !== undefined && OPEN_WRITES[route] !== 'login';

function contentApiRoutes(): Array<{ method: string; path: string }> {
  return servedRoutes(app).map((route) => {
    const [method, path] = route.split(' ');
    return { method, path };
  });
}

describe('roles', () => {
  it('creates the five roles with their types at boot', async () => {
    const roles = await app.db.query('plugin::users-permissions.role').findMany({ select: ['type'] });
    const types = roles.map((r: any) => r.type);
    for (const type of ['public', 'user', 'premium', 'moderator', 'admin']) expect(types).toContain(type);
  });

  it('gives a new registration the user role', async () => {
    const advanced = await app.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' }).get();
    expect(advanced.default_role).toBe('user');
  });

  it('re-applies the matrix idempotently (a second boot changes no permission)', async () => {
    const before = await app.db.query('plugin::users-permissions.permission').count({});
    const { bootstrap } = require('../dist/src/bootstrap');
    await bootstrap({ strapi: app });
    expect(await app.db.query('plugin::users-permissions.permission').count({})).toBe(before);
  });
});

describe('a guest cannot write anything', () => {
  it('every non-GET content route refuses a guest with 401 and a Turkish message, and no row changes', async () => {
    const before = await tableCounts(app);
    const writes = contentApiRoutes().filter((r) => r.method !== 'GET' && !notLoginWrite(`${r.method} ${r.path}`));
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const path = route.path.replace(/:[A-Za-z]+/g, '1');
      const method = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
      const request = api(app)[method](path);
      const res = await request.send({ data: { title: 'x', content: 'y' } });
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      // The generic login message, or the route's own one ('Yanıt yazmak için giriş yapmalısınız').
      expect(res.body.error.details.code).toMatch(/^(NOT_AUTHENTICATED|[A-Z]+_LOGIN_REQUIRED)$/);
      expect(res.body.error.message).toBe(ERROR_CODES[res.body.error.details.code as ErrorCode].message);
    }
    expect(await tableCounts(app)).toEqual(before);
  });

  it('a guest cannot list or read members through the plugin routes', async () => {
    for (const path of ['/api/users', '/api/users/1', '/api/users/me', '/api/roles', '/api/me']) {
      const res = await api(app).get(path);
      expect([401, 403, 404]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toMatch(/@example\.test/);
    }
  });
});

describe('members', () => {
  it('a plain member cannot list other members or change roles', async () => {
    const member = await createMember(app, 'user');
    const other = await createMember(app, 'user');
    const list = await api(app).get('/api/users').set('Authorization', `Bearer ${member.jwt}`);
    expect(list.status).toBe(403);
    expect(list.body.error.message).toBe(ERROR_CODES.FORBIDDEN.message);
    const update = await api(app)
      .put(`/api/users/${other.user.id}`)
      .set('Authorization', `Bearer ${member.jwt}`)
      .send({ username: 'hijacked', role: 1 });
    expect(update.status).toBe(403);
    const after = await app.db.query('plugin::users-permissions.user').findOne({ where: { id: other.user.id } });
    expect(after.username).toBe(other.username);
  });

  it('/api/me returns the member their own account, with their email only', async () => {
    const member = await createMember(app, 'premium');
    const res = await api(app).get('/api/me').set('Authorization', `Bearer ${member.jwt}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: member.username, email: member.email, role: 'premium', reputation: 0 });
    expect(res.body.data.unreadNotifications).toBe(0);
    expect(JSON.stringify(res.body)).not.toMatch(/password|resetPasswordToken|confirmationToken/i);
  });

  it('a forged token gets 401 with a Turkish message, never 500', async () => {
    const forged = 'eyJhbGciOiJub25lIn0.eyJpZCI6MX0.';
    const res = await api(app).get('/api/me').set('Authorization', `Bearer ${forged}`);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(ERROR_CODES.NOT_AUTHENTICATED.message);
  });
});
