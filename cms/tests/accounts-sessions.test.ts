// Sessions on the server: expired, forged and ended tokens (split from accounts-login).
import jwt from 'jsonwebtoken';
import { ERROR_CODES } from '@oyundev/domain';
import { createMember } from './helpers/fixtures';
import { client, USER, userRow } from './helpers/accounts';
import { accountsSuite } from './helpers/suite';

// Spec accounts §5, §8, §9: login, lockout, forgot / reset password and the server side of sessions.

const suite = accountsSuite(__filename, { mail: true });

const login = (identifier: string, password: string, ip?: string) =>
  client(suite.app, undefined, ip).post('/api/auth/local').send({ identifier, password });

describe('sessions on the server', () => {
  const secret = () => suite.app.config.get('plugin::users-permissions.jwtSecret');
  const MEMBER_ROUTES: Array<['get' | 'post' | 'put' | 'delete', string]> = [
    ['get', '/api/me'],
    ['get', '/api/account/export'],
    ['put', '/api/account/profile'],
    ['put', '/api/account/notifications'],
    ['post', '/api/account/password'],
    ['post', '/api/account/verification/send'],
    ['delete', '/api/account'],
  ];

  async function refusedEverywhere(token: string) {
    for (const [method, path] of MEMBER_ROUTES) {
      const res = await client(suite.app, token)[method](path).send({ bio: 'x' });
      expect({ path, status: res.status, code: res.body?.error?.details?.code }).toEqual({ path, status: 401, code: 'NOT_AUTHENTICATED' });
      expect(res.body.error.message).toBe(ERROR_CODES.NOT_AUTHENTICATED.message);
    }
  }

  it('forged, tampered, alg:none, expired and garbage tokens get 401, never 500', async () => {
    const member = await createMember(suite.app, 'user');
    const [header, payload, signature] = member.jwt.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ id: member.user.id + 1, iat: 1 })).toString('base64url')}.${signature}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const forged = jwt.sign({ id: member.user.id }, 'not-the-secret');
    const expired = jwt.sign({ id: member.user.id, exp: Math.floor(Date.now() / 1000) - 60 }, secret());
    const hs512 = jwt.sign({ id: member.user.id }, secret(), { algorithm: 'HS512' });
    for (const token of [tampered, none, forged, expired, hs512, 'garbage', `${header}.${payload}`]) await refusedEverywhere(token);
    // The genuine token still works.
    expect((await client(suite.app, member.jwt).get('/api/me')).status).toBe(200);
  });

  it('an inactive, blocked or deleted account’s token stops working on every member route', async () => {
    for (const patch of [{ isActive: false }, { blocked: true }]) {
      const member = await createMember(suite.app, 'user');
      expect((await client(suite.app, member.jwt).get('/api/me')).status).toBe(200);
      await suite.app.db.query(USER).update({ where: { id: member.user.id }, data: patch });
      await refusedEverywhere(member.jwt);
      expect((await userRow(suite.app, { id: member.user.id })).bio ?? null).toBeNull();
    }
    const gone = await createMember(suite.app, 'user');
    await suite.app.db.query(USER).delete({ where: { id: gone.user.id } });
    await refusedEverywhere(gone.jwt);
  });

  it('a token whose account changed its password after it was issued is refused', async () => {
    const member = await createMember(suite.app, 'user');
    const other = (await login(member.username, member.password)).body.jwt;
    await suite.app.db.query(USER).update({ where: { id: member.user.id }, data: { passwordChangedAt: new Date() } });
    await refusedEverywhere(member.jwt);
    await refusedEverywhere(other);
  });
});
