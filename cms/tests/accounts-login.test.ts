import { ERROR_CODES, msg } from '@oyundev/domain';
import { createMember } from './helpers/fixtures';
import { client, setSiteSetting, USER, userRow } from './helpers/accounts';
import { tokenIn } from './helpers/mailbox';
import { accountsSuite } from './helpers/suite';

// Spec accounts §5, §8, §9: login, lockout, forgot / reset password and the server side of sessions.

const suite = accountsSuite(__filename, { mail: true });

const login = (identifier: string, password: string, ip?: string) =>
  client(suite.app, undefined, ip).post('/api/auth/local').send({ identifier, password });
const passwordOf = async (id: number, candidate: string) => {
  const row = await suite.app.db.query(USER).findOne({ where: { id }, select: ['password'] });
  return suite.app.plugin('users-permissions').service('user').validatePassword(candidate, row.password);
};
const accountConfig = () => suite.app.config.get('plugin::users-permissions.accounts');

describe('login', () => {
  it('accepts the username or the e-mail, in any case, answers {jwt, user} and records lastLogin', async () => {
    const member = await createMember(suite.app, 'user');
    for (const identifier of [member.username, member.username.toUpperCase(), member.email, member.email.toUpperCase()]) {
      const before = new Date();
      const res = await login(identifier, member.password);
      expect({ identifier, status: res.status }).toEqual({ identifier, status: 200 });
      expect(res.body.user).toMatchObject({ id: member.user.id, username: member.username, email: member.email, role: 'user' });
      const me = await client(suite.app, res.body.jwt).get('/api/me');
      expect(me.body.data.username).toBe(member.username);
      const row = await userRow(suite.app, { id: member.user.id });
      expect(new Date(row.lastLogin).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    }
  });

  it('answers the §5 rules with their messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ identifier: '', password: 'Gizli123' }, 'identifier', 'Kullanıcı adı veya e-posta gerekli'],
      [{ password: 'Gizli123' }, 'identifier', 'Kullanıcı adı veya e-posta gerekli'],
      [{ identifier: 'ab', password: 'Gizli123' }, 'identifier', 'En az 3 karakter olmalıdır'],
      [{ identifier: 'ayse', password: '' }, 'password', 'Şifre gerekli'],
      [{ identifier: 'ayse', password: '12345' }, 'password', 'Şifre en az 6 karakter olmalıdır'],
    ];
    for (const [body, field, message] of cases) {
      const res = await client(suite.app).post('/api/auth/local').send(body);
      expect({ body, status: res.status, message: res.body.error?.details?.errors?.[field] }).toEqual({ body, status: 400, message });
    }
    // Not an object at all: every field is simply missing.
    const array = await client(suite.app).post('/api/auth/local').send([1, 2]);
    expect(array.status).toBe(400);
    expect(array.body.error.details.errors).toEqual({ identifier: 'Kullanıcı adı veya e-posta gerekli', password: 'Şifre gerekli' });
    // The browser's remember-me flag, whatever its type, does not matter to the server.
    const member = await createMember(suite.app, 'user');
    const remembered = await client(suite.app)
      .post('/api/auth/local')
      .send({ identifier: member.username, password: member.password, rememberMe: 'on' });
    expect(remembered.status).toBe(200);
  });

  it('USER_NOT_FOUND for nobody, WRONG_PASSWORD for a wrong password (counted on the account)', async () => {
    const member = await createMember(suite.app, 'user');
    const nobody = await login('kimse_yok_burada', 'Gizli123');
    expect(nobody.status).toBe(400);
    expect(nobody.body.error).toMatchObject({ message: 'Kullanıcı bulunamadı', details: { code: 'USER_NOT_FOUND' } });
    const wrong = await login(member.username, 'Yanlis123');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ message: 'Şifre hatalı', details: { code: 'WRONG_PASSWORD' } });
    expect((await userRow(suite.app, { id: member.user.id })).failedLoginCount).toBe(1);
    // A success clears the count.
    expect((await login(member.email, member.password)).status).toBe(200);
    expect((await userRow(suite.app, { id: member.user.id })).failedLoginCount).toBe(0);
  });

  it('locks an account after security.maxLoginAttempts failures from any addresses, for a while', async () => {
    const member = await createMember(suite.app, 'user');
    const max = 5; // the site setting's default
    for (let i = 1; i < max; i++) expect((await login(member.username, `Yanlis${i}23`)).body.error.details.code).toBe('WRONG_PASSWORD');
    const before = Date.now();
    const locked = await login(member.username, 'Yanlis999');
    expect(locked.status).toBe(423);
    expect(locked.body.error.details.code).toBe('ACCOUNT_LOCKED');
    // The first lock in a row is short (api/account/lib/lockout.ts: 1 minute, doubling up to lockMinutes).
    const minutes = 1;
    expect(locked.body.error.message).toBe(msg('error.accountLockedFor', { n: minutes }));
    const row = await userRow(suite.app, { id: member.user.id });
    const until = new Date(row.lockedUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + minutes * 60_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + minutes * 60_000 + 1000);

    // The right password, from yet another address, is refused while the lock holds; nothing is recorded.
    const lastLogin = row.lastLogin;
    const refused = await login(member.email, member.password);
    expect(refused.status).toBe(423);
    expect(refused.body.error.details.code).toBe('ACCOUNT_LOCKED');
    // Retry-After: whole seconds until lockedUntil.
    expect(locked.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(Math.ceil((until - Date.now()) / 1000) + 1);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(minutes * 60 - 10);
    expect((await userRow(suite.app, { id: member.user.id })).lastLogin).toEqual(lastLogin);

    // When the lock has run out the member gets in and the lock is cleared.
    await suite.app.db.query(USER).update({ where: { id: member.user.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await login(member.email, member.password)).status).toBe(200);
    expect(await userRow(suite.app, { id: member.user.id })).toMatchObject({ lockedUntil: null, failedLoginCount: 0 });
  });

  it('locks for longer each time in a row (up to lockMinutes), mails the owner a link that lifts the lock once', async () => {
    const member = await createMember(suite.app, 'user');
    const cap = accountConfig().lockMinutes;
    const lockOnce = async () => {
      for (let i = 0; i < 4; i++) await login(member.username, `Yanlis${i}23`);
      return login(member.username, 'Yanlis999');
    };
    const expected = [1, 2, 4, 8, 16, 32].map((m) => Math.min(m, cap));
    let link = '';
    for (const [n, minutes] of expected.entries()) {
      const locked = await lockOnce();
      expect({ n, status: locked.status, message: locked.body.error.message }).toEqual({
        n,
        status: 423,
        message: msg('error.accountLockedFor', { n: minutes }),
      });
      const mail = await suite.mailbox.nth(member.email, n + 1);
      expect(mail.subject).toBe(msg('mail.unlock.subject'));
      expect(mail.text).toContain(msg('mail.unlock.intro', { n: minutes }));
      link = mail.text.match(/https?:\/\/\S+\/login\?unlock=[0-9a-f]{64}/)![0];
      // The stranger's lock runs out; the next run of failures locks again, for longer.
      await suite.app.db.query(USER).update({ where: { id: member.user.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    }

    // Locked again; the owner opens the latest link: the lock is lifted and the right password works at once.
    expect((await lockOnce()).status).toBe(423);
    const newest = (await suite.mailbox.nth(member.email, expected.length + 1)).text.match(/unlock=([0-9a-f]{64})/)![1];
    expect(newest).not.toBe(new URL(link).searchParams.get('unlock'));
    const stale = await client(suite.app)
      .post('/api/account/unlock')
      .send({ token: new URL(link).searchParams.get('unlock') });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toMatchObject({ message: msg('auth.unlock.invalid'), details: { code: 'UNLOCK_TOKEN_INVALID' } });
    expect((await userRow(suite.app, { id: member.user.id })).lockedUntil).not.toBeNull();

    const unlocked = await client(suite.app).post('/api/account/unlock').send({ token: newest });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.message).toBe(msg('auth.unlock.success'));
    expect(await userRow(suite.app, { id: member.user.id })).toMatchObject({ lockedUntil: null, failedLoginCount: 0, unlockToken: null });
    // Single use.
    expect((await client(suite.app).post('/api/account/unlock').send({ token: newest })).status).toBe(400);
    for (const token of [undefined, '', 'x'.repeat(64), { $ne: null }]) {
      expect((await client(suite.app).post('/api/account/unlock').send({ token })).status).toBe(400);
    }
    expect((await login(member.username, member.password)).status).toBe(200);
    // A successful login ends the run: the next lock is short again.
    expect(await userRow(suite.app, { id: member.user.id })).toMatchObject({ lockCount: 0 });
  });

  it('follows the admin’s maxLoginAttempts', async () => {
    await setSiteSetting(suite.app, 'security', { maxLoginAttempts: 2 });
    try {
      const member = await createMember(suite.app, 'user');
      expect((await login(member.username, 'Yanlis123')).status).toBe(400);
      expect((await login(member.username, 'Yanlis123')).status).toBe(423);
      expect((await userRow(suite.app, { id: member.user.id })).lockedUntil).not.toBeNull();
    } finally {
      await setSiteSetting(suite.app, 'security', { maxLoginAttempts: 5 });
    }
  });

  it('an unverified or banned member may log in; an inactive or blocked one may not', async () => {
    const unverified = await createMember(suite.app, 'user', { confirmed: false });
    const res = await login(unverified.username, unverified.password);
    expect(res.status).toBe(200);
    expect(res.body.user.isEmailVerified).toBe(false);

    const banned = await createMember(suite.app, 'user', {
      isBanned: true,
      banReason: 'Spam',
      banExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const bannedRes = await login(banned.username, banned.password);
    expect(bannedRes.status).toBe(200);
    expect(bannedRes.body.user).toMatchObject({ isBanned: true, banReason: 'Spam' });

    for (const overrides of [{ isActive: false }, { blocked: true }]) {
      const member = await createMember(suite.app, 'user', overrides);
      const refused = await login(member.username, member.password);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ message: ERROR_CODES.ACCOUNT_INACTIVE.message, details: { code: 'ACCOUNT_INACTIVE' } });
      expect((await userRow(suite.app, { id: member.user.id })).lastLogin).toBeNull();
    }
  });

  it('is rate limited per address (429, Turkish); another address is unaffected', async () => {
    const { ip } = client(suite.app);
    const max = suite.app.config.get('plugin::users-permissions.ratelimit').max;
    for (let i = 0; i < max; i++) expect((await login(`hayalet_${i}`, 'Gizli123', ip)).status).toBe(400);
    const refused = await login('hayalet_son', 'Gizli123', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.details.code).toBe('RATE_LIMITED');
    expect(refused.body.error.message).toMatch(/^Çok fazla istek gönderdiniz\. Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\.$/);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(refused.headers['retry-after']) * 1000).toBeLessThanOrEqual(
      suite.app.config.get('plugin::users-permissions.ratelimit').interval,
    );
    const member = await createMember(suite.app, 'user');
    expect((await login(member.username, member.password, ip)).status).toBe(429);
    expect((await userRow(suite.app, { id: member.user.id })).lastLogin).toBeNull();
    expect((await login(member.username, member.password)).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: unknown, ip?: string) => client(suite.app, undefined, ip).post('/api/auth/forgot-password').send({ email });
  const reset = (body: Record<string, unknown>, ip?: string) =>
    client(suite.app, undefined, ip).post('/api/auth/reset-password').send(body);

  async function requestedReset() {
    const member = await createMember(suite.app, 'user');
    const count = suite.mailbox.to(member.email).length;
    const res = await forgot(member.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Şifre sıfırlama linki email adresinize gönderildi' });
    const mail = await suite.mailbox.nth(member.email, count + 1);
    return { member, mail, code: tokenIn(mail, 'reset-password') };
  }

  it('§5 rules and an unknown address (case-insensitive match required), with no mail sent', async () => {
    expect((await forgot('')).body.error.details.errors.email).toBe('Email adresi gerekli');
    expect((await forgot('ayse.example.com')).body.error.details.errors.email).toBe('Geçerli bir e-posta adresi giriniz');
    const unknown = await forgot('kimse@example.test');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      message: 'Bu e-posta adresiyle kayıtlı kullanıcı bulunamadı',
      details: { code: 'EMAIL_NOT_REGISTERED' },
    });
    expect(suite.mailbox.to('kimse@example.test')).toHaveLength(0);
  });

  it('mails a Turkish link with a single-use code kept only as a hash', async () => {
    const { member, mail, code } = await requestedReset();
    expect(mail.subject).toBe(msg('mail.reset.subject'));
    expect(mail.text).toContain(msg('mail.greeting', { name: member.username }));
    expect(mail.text).toContain(msg('mail.reset.note', { n: accountConfig().resetCodeMinutes }));
    expect(mail.text).toContain(`http://localhost:8000/reset-password?token=${code}`);
    const row = await userRow(suite.app, { id: member.user.id });
    expect(row.resetPasswordToken).toBeTruthy();
    expect(row.resetPasswordToken).not.toBe(code);
    expect(row.resetPasswordSentAt).toBeTruthy();
  });

  it('reset sets the password, spends the code and ends every older session', async () => {
    const { member, code } = await requestedReset();
    const session = (await login(member.username, member.password)).body.jwt;
    expect((await client(suite.app, session).get('/api/me')).status).toBe(200);

    const res = await reset({ code, password: 'YeniSifre1', passwordConfirmation: 'YeniSifre1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Şifre başarıyla değiştirildi' });
    expect(await passwordOf(member.user.id, 'YeniSifre1')).toBe(true);
    const row = await userRow(suite.app, { id: member.user.id });
    expect(row).toMatchObject({ resetPasswordToken: null, resetPasswordSentAt: null });
    expect(row.passwordChangedAt).toBeTruthy();

    for (const token of [session, member.jwt]) {
      const me = await client(suite.app, token).get('/api/me');
      expect(me.status).toBe(401);
      expect(me.body.error.details.code).toBe('NOT_AUTHENTICATED');
    }
    expect((await login(member.username, member.password)).body.error.details.code).toBe('WRONG_PASSWORD');
    const fresh = await login(member.username, 'YeniSifre1');
    expect(fresh.status).toBe(200);
    expect((await client(suite.app, fresh.body.jwt).get('/api/me')).status).toBe(200);

    // The same code again: invalid, and the password stays.
    const again = await reset({ code, password: 'Baska1234', passwordConfirmation: 'Baska1234' });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      message: 'Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş.',
      details: { code: 'RESET_TOKEN_INVALID' },
    });
    expect(await passwordOf(member.user.id, 'YeniSifre1')).toBe(true);
  });

  it('a missing, unknown, superseded or expired code is RESET_TOKEN_INVALID and changes nothing', async () => {
    const { member, code: first } = await requestedReset();
    const second = tokenIn(
      await (async () => {
        expect((await forgot(member.email)).status).toBe(200);
        return suite.mailbox.nth(member.email, 2);
      })(),
      'reset-password',
    );
    const body = { password: 'YeniSifre1', passwordConfirmation: 'YeniSifre1' };
    for (const code of [undefined, '', 'abc123', first]) {
      const res = await reset({ ...body, code });
      expect({ code, status: res.status, error: res.body.error?.details?.code }).toEqual({
        code,
        status: 400,
        error: 'RESET_TOKEN_INVALID',
      });
    }
    const minutes = accountConfig().resetCodeMinutes;
    await suite.app.db
      .query(USER)
      .update({ where: { id: member.user.id }, data: { resetPasswordSentAt: new Date(Date.now() - (minutes + 1) * 60_000) } });
    expect((await reset({ ...body, code: second })).body.error.details.code).toBe('RESET_TOKEN_INVALID');
    expect(await passwordOf(member.user.id, member.password)).toBe(true);
    expect((await userRow(suite.app, { id: member.user.id })).passwordChangedAt).toBeNull();
  });

  it('the new password follows the §5 rules; a refused attempt keeps the code usable', async () => {
    const { member, code } = await requestedReset();
    const mismatch = await reset({ code, password: 'YeniSifre1', passwordConfirmation: 'YeniSifre2' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details.errors).toEqual({ passwordConfirmation: 'Şifreler eşleşmiyor' });
    const weak = await reset({ code, password: 'yenisifre', passwordConfirmation: 'yenisifre' });
    expect(weak.body.error.details.errors.password).toBe('Şifre en az bir küçük harf, bir büyük harf ve bir rakam içermelidir');
    expect(await passwordOf(member.user.id, member.password)).toBe(true);
    expect((await reset({ code, password: 'YeniSifre1', passwordConfirmation: 'YeniSifre1' })).status).toBe(200);
  });

  it('a reset lifts a login lock', async () => {
    const { member, code } = await requestedReset();
    await suite.app.db
      .query(USER)
      .update({ where: { id: member.user.id }, data: { lockedUntil: new Date(Date.now() + 600_000), failedLoginCount: 0 } });
    expect((await login(member.username, member.password)).status).toBe(423);
    expect((await reset({ code, password: 'YeniSifre1', passwordConfirmation: 'YeniSifre1' })).status).toBe(200);
    expect((await login(member.username, 'YeniSifre1')).status).toBe(200);
  });

  it('forgot and reset are rate limited per address', async () => {
    const max = suite.app.config.get('plugin::users-permissions.ratelimit').max;
    const { ip } = client(suite.app);
    for (let i = 0; i < max; i++) expect((await forgot(`yok${i}@example.test`, ip)).status).toBe(404);
    const refused = await forgot('yok@example.test', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.details.code).toBe('RATE_LIMITED');

    const other = client(suite.app).ip;
    for (let i = 0; i < max; i++)
      expect((await reset({ code: `kod${i}`, password: 'Gizli123', passwordConfirmation: 'Gizli123' }, other)).status).toBe(400);
    expect((await reset({ code: 'kod', password: 'Gizli123', passwordConfirmation: 'Gizli123' }, other)).status).toBe(429);
  });
});
