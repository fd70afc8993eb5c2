import path from 'node:path';
import jwt from 'jsonwebtoken';
import { msg } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';
import { createMember } from './helpers/fixtures';
import { client, userRow } from './helpers/accounts';

// Security probe findings (sessions, secrets, CORS, forwarded addresses, headers, weak passwords, names).

const PROXY_SECRET = 'proxy-proof-for-this-test-file-0123456789';
let app: App;
beforeAll(async () => {
  // The local stack's site server proves itself with this; set before boot (global::client-address reads it once).
  process.env.PROXY_SECRET = PROXY_SECRET;
  app = await setupStrapi(__filename);
});
afterAll(async () => {
  delete process.env.PROXY_SECRET;
  await teardownStrapi(app);
});

const secret = () => app.config.get('plugin::users-permissions.jwtSecret');
const forge = (payload: Record<string, unknown>) => jwt.sign(payload, secret(), { algorithm: 'HS256', expiresIn: '1h' });
const proxied = (ip: string) => ({ 'X-Forwarded-For': ip, 'x-oyundev-proxy': PROXY_SECRET });

describe('sessions', () => {
  it('a token whose password stamp is not exactly the account’s is refused — a forged future stamp too', async () => {
    const admin = await createMember(app, 'admin');
    const far = Date.UTC(2999, 0, 1);
    for (const pwd of [far, 1, -1, '0', null]) {
      const res = await client(app, forge({ id: admin.user.id, pwd })).get('/api/me');
      expect({ pwd, status: res.status }).toEqual({ pwd, status: 401 });
    }
    // The real stamp (never changed: 0) works — the check is exact, not "not older".
    expect((await client(app, forge({ id: admin.user.id, pwd: 0 })).get('/api/me')).status).toBe(200);

    // After a password change, only the stamp the server issued with it works.
    const changed = await client(app, admin.jwt)
      .post('/api/account/password')
      .send({ currentPassword: admin.password, password: 'Yeni1234', passwordConfirmation: 'Yeni1234' });
    expect(changed.status).toBe(200);
    const row = await userRow(app, { id: admin.user.id });
    const stamp = new Date(row.passwordChangedAt).getTime();
    expect((await client(app, forge({ id: admin.user.id, pwd: stamp + 1 })).get('/api/me')).status).toBe(401);
    expect((await client(app, forge({ id: admin.user.id, pwd: far })).get('/api/me')).status).toBe(401);
    expect((await client(app, changed.body.jwt).get('/api/me')).status).toBe(200);
  });

  it('changing the password follows the registration strength rule; a weak one changes nothing', async () => {
    const member = await createMember(app, 'user');
    for (const weak of ['aaaaaa', 'abcdef12', 'ABCDEF12', 'Abcdefgh']) {
      const res = await client(app, member.jwt)
        .post('/api/account/password')
        .send({ currentPassword: member.password, password: weak, passwordConfirmation: weak });
      expect({ weak, status: res.status, error: res.body.error?.details?.errors?.password }).toEqual({
        weak,
        status: 400,
        error: msg('validation.password.composition'),
      });
    }
    expect((await userRow(app, { id: member.user.id })).passwordChangedAt).toBeNull();
  });

  it('a reserved word anywhere in a username is refused, behind lookalikes too', async () => {
    for (const username of ['sec_admin_x', 'the_moderator_tr', 'x_4dm1n_y']) {
      const res = await client(app)
        .post('/api/auth/local/register')
        .send({ username, email: `${username}@example.test`, password: 'Gizli123', confirmPassword: 'Gizli123', acceptTerms: true });
      expect({ username, status: res.status, code: res.body.error?.details?.code }).toEqual({
        username,
        status: 409,
        code: 'USERNAME_RESERVED',
      });
      expect(await app.db.query('plugin::users-permissions.user').count({ where: { username } })).toBe(0);
    }
  });
});

describe('production secrets', () => {
  const { requireSecret, DEVELOPMENT_SECRETS } = require(path.resolve(__dirname, '../dist/src/lib/config-secrets'));
  const prod = (extra: Record<string, string>) => ({ NODE_ENV: 'production', ...extra });

  it('only tests (or a developer who asks) run on development values; elsewhere a missing, known or short one stops the boot', () => {
    expect(requireSecret('JWT_SECRET', { NODE_ENV: 'test' })).toBe(DEVELOPMENT_SECRETS.JWT_SECRET);
    expect(requireSecret('JWT_SECRET', { NODE_ENV: 'development', OYUNDEV_DEV_SECRETS: 'true' })).toBe(DEVELOPMENT_SECRETS.JWT_SECRET);
    // Strapi calls a server started without NODE_ENV "development": that is no licence to use public secrets.
    expect(() => requireSecret('JWT_SECRET', { NODE_ENV: 'development' })).toThrow(/^JWT_SECRET tanımlı değil/);
    expect(() => requireSecret('JWT_SECRET', {})).toThrow(/^JWT_SECRET tanımlı değil/);
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      ['JWT_SECRET', {}, /^JWT_SECRET tanımlı değil/],
      ['JWT_SECRET', { JWT_SECRET: 'oyundev-local-jwt-secret' }, /^JWT_SECRET depodaki bilinen varsayılan değer/],
      ['ADMIN_JWT_SECRET', { ADMIN_JWT_SECRET: 'changeMe' }, /^ADMIN_JWT_SECRET depodaki bilinen/],
      ['APP_KEYS', { APP_KEYS: 'a'.repeat(32) + ',oyundevLocalKeyB' }, /^APP_KEYS depodaki bilinen/],
      ['APP_KEYS', { APP_KEYS: 'a'.repeat(32) + ',short' }, /^APP_KEYS çok kısa/],
      ['ENCRYPTION_KEY', { ENCRYPTION_KEY: 'short' }, /^ENCRYPTION_KEY çok kısa/],
      ['VIEW_HASH_SECRET', {}, /^VIEW_HASH_SECRET tanımlı değil/],
      ['DATABASE_URL', { DATABASE_URL: DEVELOPMENT_SECRETS.DATABASE_URL }, /^DATABASE_URL depodaki bilinen/],
      ['API_TOKEN_SALT', {}, /^API_TOKEN_SALT tanımlı değil/],
      ['TRANSFER_TOKEN_SALT', {}, /^TRANSFER_TOKEN_SALT tanımlı değil/],
    ];
    for (const [name, env, message] of cases) expect(() => requireSecret(name, prod(env))).toThrow(message);
    expect(requireSecret('JWT_SECRET', prod({ JWT_SECRET: 'f'.repeat(64) }))).toBe('f'.repeat(64));
  });

  it('the cms itself refuses to load in production with the repository’s JWT secret, naming the variable', async () => {
    const { execFile } = require('node:child_process');
    const appDir = path.resolve(__dirname, '..');
    const good = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'oyundev-local-jwt-secret',
      ADMIN_JWT_SECRET: good,
      API_TOKEN_SALT: good,
      TRANSFER_TOKEN_SALT: good,
      ENCRYPTION_KEY: good,
      APP_KEYS: `${good},${good}`,
      VIEW_HASH_SECRET: good,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    };
    const script = `require('@strapi/strapi').createStrapi({ appDir: ${JSON.stringify(appDir)}, distDir: ${JSON.stringify(path.join(appDir, 'dist'))} }).load().then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); })`;
    const result: { code: number; stderr: string } = await new Promise((resolve) =>
      execFile(process.execPath, ['-e', script], { env, cwd: appDir, timeout: 60_000 }, (error: any, _out: string, stderr: string) =>
        resolve({ code: error?.code ?? 0, stderr }),
      ),
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('JWT_SECRET depodaki bilinen varsayılan değer');

    // Without NODE_ENV and without the view-hash key: refused at boot too, naming the variable.
    const { NODE_ENV: _n, VIEW_HASH_SECRET: _v, ...bare } = env;
    const unset: { code: number; stderr: string } = await new Promise((resolve) =>
      execFile(
        process.execPath,
        ['-e', script],
        { env: { ...bare, JWT_SECRET: good }, cwd: appDir, timeout: 60_000 },
        (error: any, _out: string, stderr: string) => resolve({ code: error?.code ?? 0, stderr }),
      ),
    );
    expect(unset.code).not.toBe(0);
    expect(unset.stderr).toContain('VIEW_HASH_SECRET tanımlı değil');
  });
});

describe('CORS', () => {
  it('grants the site’s origin on /api only; a foreign origin and every /admin call get no grant', async () => {
    const site = process.env.SITE_URL || 'http://localhost:8000';
    const own = await api(app).get('/api/forum/categories').set('Origin', site);
    expect(own.headers['access-control-allow-origin']).toBe(site);
    for (const origin of ['http://evil.example', 'null', 'http://localhost:8000.evil.example']) {
      const res = await api(app).get('/api/forum/categories').set('Origin', origin);
      expect({ origin, grant: res.headers['access-control-allow-origin'] ?? null }).toEqual({ origin, grant: null });
      const preflight = await api(app)
        .options('/api/account/password')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization,content-type');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    }
    for (const origin of [site, 'http://evil.example']) {
      const admin = await api(app).post('/admin/access-token').set('Origin', origin);
      expect(admin.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await api(app).options('/admin/access-token').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('forwarded addresses', () => {
  const login = (headers: Record<string, string>) =>
    api(app).post('/api/auth/local').set(headers).send({ identifier: 'kimse_yok_burada', password: 'Gizli123' });

  it('X-Forwarded-For from a client without the proxy’s proof is ignored: rotating it buys no fresh rate limit', async () => {
    const max = app.config.get('plugin::users-permissions.ratelimit').max;
    const statuses = [];
    for (let i = 0; i < max + 3; i++) statuses.push((await login({ 'X-Forwarded-For': `203.0.113.${i}` })).status);
    expect(statuses.slice(0, max).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(max)).toEqual([429, 429, 429]);
    // A wrong proof is no proof.
    expect((await login({ 'X-Forwarded-For': '203.0.113.200', 'x-oyundev-proxy': 'guess' })).status).toBe(429);
  });

  it('the site server, with its proof, passes on each member’s own address', async () => {
    const max = app.config.get('plugin::users-permissions.ratelimit').max;
    for (let i = 0; i < max + 3; i++) expect((await login(proxied(`198.51.100.${i}`))).status).toBe(400);
    const same = [];
    for (let i = 0; i < max + 1; i++) same.push((await login(proxied('198.51.100.250'))).status);
    expect(same.at(-1)).toBe(429);
  });
});

describe('headers', () => {
  it('no X-Powered-By; a signed-in answer is never cached', async () => {
    const member = await createMember(app, 'user');
    const me = await client(app, member.jwt).get('/api/me');
    expect(me.status).toBe(200);
    expect(me.headers['x-powered-by']).toBeUndefined();
    expect(me.headers['cache-control']).toBe('no-store');
    const exported = await client(app, member.jwt).get('/api/account/export');
    expect(exported.headers['cache-control']).toBe('no-store');
    const guest = await api(app).get('/api/forum/categories');
    expect(guest.headers['x-powered-by']).toBeUndefined();
  });
});

describe('client keys', () => {
  const { clientKey } = require(path.resolve(__dirname, '../dist/src/middlewares/client-address'));
  it('an IPv6 client is one /64, so it cannot rotate through fresh rate-limit buckets; IPv4 stays as it is', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('rotating the last half of an IPv6 address through the proxy earns no fresh logins', async () => {
    const max = app.config.get('plugin::users-permissions.ratelimit').max;
    const statuses = [];
    for (let i = 0; i < max + 2; i++) {
      statuses.push(
        (
          await api(app)
            .post('/api/auth/local')
            .set(proxied(`2001:db8:77:1::${(i + 1).toString(16)}`))
            .send({ identifier: 'kimse_yok_burada', password: 'Gizli123' })
        ).status,
      );
    }
    expect(statuses.slice(max)).toEqual([429, 429]);
  });
});
