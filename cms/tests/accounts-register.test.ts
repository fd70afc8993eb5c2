import { ERROR_CODES, WELCOME_BADGE, levelForReputation, msg } from '@oyundev/domain';
import { createMember, tableCounts } from './helpers/fixtures';
import { client, setSiteSetting, userCount, userRow, USER } from './helpers/accounts';
import { tokenIn } from './helpers/mailbox';
import { accountsSuite } from './helpers/suite';

// Spec accounts §4, §5, §8: sign-up, live availability and e-mail verification, each checked in the HTTP
// answer and in the database behind it.

const suite = accountsSuite(__filename, { mail: true });

let serial = 0;
/** A fresh, valid registration. */
function newcomer(prefix = 'uye') {
  serial += 1;
  const username = `${prefix}${serial}_${Math.random().toString(36).slice(2, 6)}`;
  return { username, email: `${username}@example.test`, password: 'Gizli123' };
}

async function register(body: Record<string, unknown>) {
  return client(suite.app).post('/api/auth/local/register').send(body);
}

const COUNTERS = [
  'reputation',
  'activityPoints',
  'experience',
  'currentStreak',
  'bestStreak',
  'forumPostCount',
  'topicCount',
  'blogPostCount',
  'likesReceived',
  'likesGiven',
  'commentsReceived',
  'commentsGiven',
  'profileViews',
  'bookmarkCount',
  'solutionCount',
  'followerCount',
  'followingCount',
];

describe('register', () => {
  it('creates a plain, unverified member with zero stats but the welcome badge and its reward, and answers a session', async () => {
    const who = newcomer();
    const res = await register({ ...who, email: who.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(typeof res.body.jwt).toBe('string');
    expect(res.body.user).toMatchObject({
      username: who.username,
      email: who.email,
      role: 'user',
      // The welcome badge's reward is the first ledger line (as the seed writes it): the first level band.
      level: levelForReputation(WELCOME_BADGE.reward).name,
      reputation: WELCOME_BADGE.reward,
      onboardingCompleted: false,
      isEmailVerified: false,
      isActive: true,
      isBanned: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|confirmationToken|resetPasswordToken/);

    const row = await userRow(suite.app, { username: who.username });
    expect(row).toMatchObject({
      email: who.email,
      provider: 'local',
      confirmed: false,
      blocked: false,
      onboardingCompleted: false,
      level: levelForReputation(WELCOME_BADGE.reward).name,
    });
    expect(row.role.type).toBe('user');
    const points = ['reputation', 'activityPoints', 'experience'];
    for (const counter of COUNTERS) {
      expect({ counter, value: row[counter] }).toEqual({ counter, value: points.includes(counter) ? WELCOME_BADGE.reward : 0 });
    }
    expect(row.password).not.toBe(who.password); // hashed
    const badge = await suite.app.db.query('api::badge.badge').findOne({ where: { slug: WELCOME_BADGE.slug } });
    expect(badge.name).toBe('Hoş Geldin!');
    expect(await suite.app.db.query('api::badge-award.badge-award').count({ where: { userId: row.id, badgeId: badge.id } })).toBe(1);

    // The session works right away, before verification (the site shows the pending state).
    const me = await client(suite.app, res.body.jwt).get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ username: who.username, isEmailVerified: false });
  });

  it('sends a Turkish verification mail whose link carries a token kept only as a hash', async () => {
    const who = newcomer();
    expect((await register(who)).status).toBe(200);
    const mail = await suite.mailbox.nth(who.email, 1);
    expect(mail.subject).toBe(msg('mail.verify.subject'));
    expect(mail.text).toContain(msg('mail.greeting', { name: who.username }));
    expect(mail.text).toContain(msg('mail.verify.intro'));
    expect(mail.text).toMatch(/^.*http:\/\/localhost:8000\/verify-email\?token=[0-9a-f]{64}/m);
    expect(mail.html).toContain(msg('mail.verify.action'));
    const token = tokenIn(mail, 'verify-email');
    const row = await userRow(suite.app, { username: who.username });
    expect(row.confirmationToken).toBeTruthy();
    expect(row.confirmationToken).not.toBe(token);
    expect(row.verificationSentAt).toBeTruthy();
  });

  it('refuses every §5 rule with its message under its field, and stores nothing', async () => {
    const before = await userCount(suite.app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...newcomer(), username: '' }, 'username', 'Kullanıcı adı gerekli'],
      [{ ...newcomer(), username: 'ab' }, 'username', 'Kullanıcı adı en az 3 karakter olmalıdır'],
      [{ ...newcomer(), username: 'a'.repeat(21) }, 'username', 'Kullanıcı adı en fazla 20 karakter olabilir'],
      [{ ...newcomer(), username: 'ali@example.com' }, 'username', 'Sadece harf, rakam ve alt çizgi kullanılabilir'],
      [{ ...newcomer(), username: 'ayşe_dev' }, 'username', 'Sadece harf, rakam ve alt çizgi kullanılabilir'],
      [{ ...newcomer(), email: '' }, 'email', 'E-posta gerekli'],
      [{ ...newcomer(), email: 'ayse.example.com' }, 'email', 'Geçerli bir e-posta adresi giriniz'],
      [{ ...newcomer(), password: '' }, 'password', 'Şifre gerekli'],
      [{ ...newcomer(), password: 'Ab1' }, 'password', 'Şifre en az 6 karakter olmalıdır'],
      [{ ...newcomer(), password: 'abcdef1' }, 'password', 'Şifre en az bir küçük harf, bir büyük harf ve bir rakam içermelidir'],
    ];
    for (const [body, field, message] of cases) {
      const res = await register(body);
      expect({ body, status: res.status, code: res.body.error?.details?.code }).toEqual({ body, status: 400, code: 'VALIDATION' });
      expect({ body, message: res.body.error.details.errors?.[field] }).toEqual({ body, message });
    }
    const notJson = await client(suite.app).post('/api/auth/local/register').set('Content-Type', 'text/plain').send('hello');
    expect(notJson.status).toBe(400);
    expect(await userCount(suite.app)).toBe(before);
  });

  it('ignores role, confirmed, blocked, provider and counters sent with the form', async () => {
    const who = newcomer();
    const admin = await suite.app.db.query('plugin::users-permissions.role').findOne({ where: { type: 'admin' } });
    const res = await register({
      ...who,
      role: admin.id,
      confirmed: true,
      blocked: true,
      provider: 'github',
      reputation: 9999,
      forumPostCount: 50,
      followerCount: 10,
      isBanned: true,
      isActive: false,
      onboardingCompleted: true,
      level: 'Usta Geliştirici',
      premium: { isActive: true, tier: 'Professional' },
    });
    expect(res.status).toBe(200);
    const row = await suite.app.db.query(USER).findOne({ where: { username: who.username }, populate: { role: true, premium: true } });
    expect(row).toMatchObject({
      confirmed: false,
      blocked: false,
      provider: 'local',
      reputation: WELCOME_BADGE.reward,
      forumPostCount: 0,
      followerCount: 0,
      isBanned: false,
      isActive: true,
      onboardingCompleted: false,
      level: levelForReputation(WELCOME_BADGE.reward).name,
      premium: null,
    });
    expect(row.role.type).toBe('user');
  });

  it('checks the e-mail first, case-insensitively, then the username, case-insensitively', async () => {
    const existing = await createMember(suite.app, 'user');
    const before = await userCount(suite.app);

    const both = await register({ username: existing.username, email: existing.email.toUpperCase(), password: 'Gizli123' });
    expect(both.status).toBe(409);
    expect(both.body.error).toMatchObject({ message: 'Bu e-posta adresi zaten kullanılıyor', details: { code: 'EMAIL_TAKEN' } });

    const name = await register({ ...newcomer(), username: existing.username.toUpperCase() });
    expect(name.status).toBe(409);
    expect(name.body.error).toMatchObject({ message: 'Bu kullanıcı adı zaten alınmış', details: { code: 'USERNAME_TAKEN' } });
    expect(await userCount(suite.app)).toBe(before);
  });

  it('refuses lookalikes of existing members and of admin / moderator', async () => {
    await createMember(suite.app, 'user', { username: 'selin_dev', email: 'selin_dev@example.test' });
    const before = await userCount(suite.app);
    for (const username of ['SEL1N_DEV', 's3lin_dev', 'selindev', 'se_lin_dev', 'seIin_dev']) {
      const res = await register({ ...newcomer(), username });
      expect({ username, status: res.status, code: res.body.error?.details?.code }).toEqual({
        username,
        status: 409,
        code: 'USERNAME_LOOKALIKE',
      });
      expect(res.body.error.message).toBe(ERROR_CODES.USERNAME_LOOKALIKE.message);
    }
    for (const username of ['adm1n', 'Admin_TR', 'the_admin', 'm0derator', 'moderator2', 'yonetici']) {
      const res = await register({ ...newcomer(), username });
      expect({ username, status: res.status, code: res.body.error?.details?.code }).toEqual({
        username,
        status: 409,
        code: 'USERNAME_RESERVED',
      });
    }
    expect(await userCount(suite.app)).toBe(before);
    // A reserved word anywhere in a name is refused too (the security probe's 'sec_admin_x'), even inside a word.
    expect((await register({ ...newcomer(), username: 'badminton_fan' })).body.error.details.code).toBe('USERNAME_RESERVED');
    expect((await register({ ...newcomer(), username: 'oyuncu_ali' })).status).toBe(200);
  });

  it('follows the site setting registrationEnabled', async () => {
    await setSiteSetting(suite.app, 'general', { registrationEnabled: false });
    try {
      const before = await tableCounts(suite.app);
      const res = await register(newcomer());
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ message: 'Yeni üye kaydı şu anda kapalı.', details: { code: 'REGISTRATION_DISABLED' } });
      expect(await tableCounts(suite.app)).toEqual(before);
    } finally {
      await setSiteSetting(suite.app, 'general', { registrationEnabled: true });
    }
  });

  it('is rate limited per address (429, Turkish), whatever e-mail the requests carry', async () => {
    const { post } = client(suite.app);
    const max = suite.app.config.get('plugin::users-permissions.ratelimit').max;
    for (let i = 0; i < max; i++) {
      const res = await post('/api/auth/local/register').send({ username: 'x', email: `bos${i}@example.test`, password: 'x' });
      expect(res.status).toBe(400);
    }
    const before = await userCount(suite.app);
    const refused = await post('/api/auth/local/register').send(newcomer());
    expect(refused.status).toBe(429);
    expect(refused.body.error.details.code).toBe('RATE_LIMITED');
    expect(refused.body.error.message).toMatch(/^Çok fazla istek gönderdiniz\. Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\.$/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await userCount(suite.app)).toBe(before);
    // Another address is unaffected.
    expect((await register(newcomer())).status).toBe(200);
  });
});

describe('live availability', () => {
  it('username: free, taken case-insensitively (with free suggestions), lookalike, reserved', async () => {
    await createMember(suite.app, 'user', { username: 'kaan', email: 'kaan@example.test' });
    await createMember(suite.app, 'user', { username: 'kaan_dev', email: 'kaan_dev@example.test' });
    const { get } = client(suite.app);

    const free = await get('/api/account/availability/username?value=yepyeni_uye');
    expect(free.status).toBe(200);
    expect(free.body).toEqual({ available: true, suggestions: [] });

    const taken = await get('/api/account/availability/username?value=KAAN');
    expect(taken.body).toEqual({ available: false, suggestions: ['KAAN_2024', 'KAAN_gamedev'] });

    expect((await get('/api/account/availability/username?value=kaan_d3v')).body.available).toBe(false);
    expect((await get('/api/account/availability/username?value=Adm1n')).body).toEqual({ available: false, suggestions: [] });

    const malformed = await get('/api/account/availability/username?value=ali%40x.com');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details.errors.value).toBe('Sadece harf, rakam ve alt çizgi kullanılabilir');
  });

  it('email: taken case-insensitively, free, malformed', async () => {
    const existing = await createMember(suite.app, 'user');
    const { get } = client(suite.app);
    expect((await get(`/api/account/availability/email?value=${encodeURIComponent(existing.email.toUpperCase())}`)).body).toEqual({
      available: false,
    });
    expect((await get('/api/account/availability/email?value=kimse%40example.test')).body).toEqual({ available: true });
    const malformed = await get('/api/account/availability/email?value=kimse');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details.errors.value).toBe('Geçerli bir e-posta adresi giriniz');
  });
});

describe('e-mail verification', () => {
  async function registered() {
    const who = newcomer('dogrula');
    const res = await register(who);
    expect(res.status).toBe(200);
    const mail = await suite.mailbox.nth(who.email, 1);
    return { ...who, jwt: res.body.jwt as string, id: res.body.user.id as number, token: tokenIn(mail, 'verify-email') };
  }

  it('the mailed token verifies its member once; the same link again answers already-verified', async () => {
    const who = await registered();
    const first = await client(suite.app, who.jwt).post('/api/account/verification/confirm').send({ token: who.token });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('verified');
    expect(first.body.user).toMatchObject({ username: who.username, isEmailVerified: true });
    expect((await userRow(suite.app, { id: who.id })).confirmed).toBe(true);

    const again = await client(suite.app).post('/api/account/verification/confirm').send({ token: who.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'already-verified' });
    expect((await userRow(suite.app, { id: who.id })).confirmed).toBe(true);

    const me = await client(suite.app, who.jwt).get('/api/me');
    expect(me.body.data.isEmailVerified).toBe(true);
  });

  it('a guest may open the link; unknown, empty and expired tokens are VERIFY_TOKEN_INVALID and change nothing', async () => {
    const who = await registered();
    for (const token of ['', 'deadbeef', who.token.replace(/.$/, (c) => (c === '0' ? '1' : '0'))]) {
      const res = await client(suite.app).post('/api/account/verification/confirm').send({ token });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        message: 'Doğrulama bağlantısı geçersiz ya da süresi dolmuş.',
        details: { code: 'VERIFY_TOKEN_INVALID' },
      });
    }
    const hours = suite.app.config.get('plugin::users-permissions.accounts').verificationHours;
    await suite.app.db
      .query(USER)
      .update({ where: { id: who.id }, data: { verificationSentAt: new Date(Date.now() - (hours * 3600 + 60) * 1000) } });
    const expired = await client(suite.app).post('/api/account/verification/confirm').send({ token: who.token });
    expect(expired.status).toBe(400);
    expect(expired.body.error.details.code).toBe('VERIFY_TOKEN_INVALID');
    expect((await userRow(suite.app, { id: who.id })).confirmed).toBe(false);
  });

  it('resend mails a new link that replaces the old one; limited per member; refused once verified', async () => {
    const who = await registered();
    const sent = await client(suite.app, who.jwt).post('/api/account/verification/send').send({});
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: 'Doğrulama emaili gönderildi' });
    const newToken = tokenIn(await suite.mailbox.nth(who.email, 2), 'verify-email');
    expect(newToken).not.toBe(who.token);

    const old = await client(suite.app).post('/api/account/verification/confirm').send({ token: who.token });
    expect(old.status).toBe(400);
    expect((await userRow(suite.app, { id: who.id })).confirmed).toBe(false);

    const limit = suite.app.config.get('plugin::users-permissions.accounts').verificationMailLimit.max;
    for (let i = 1; i < limit; i++)
      expect((await client(suite.app, who.jwt).post('/api/account/verification/send').send({})).status).toBe(200);
    const latestMail = await suite.mailbox.nth(who.email, limit + 1); // the registration's mail + `limit` resends
    const mailsBefore = suite.mailbox.to(who.email).length;
    const refused = await client(suite.app, who.jwt).post('/api/account/verification/send').send({});
    expect(refused.status).toBe(429);
    expect(refused.body.error.details.code).toBe('RATE_LIMITED');
    expect(refused.body.error.message).toMatch(/^Çok fazla istek gönderdiniz\. Lütfen \d+ dakika sonra tekrar deneyin\.$/);
    expect(suite.mailbox.to(who.email).length).toBe(mailsBefore);

    const latest = tokenIn(latestMail, 'verify-email');
    expect((await client(suite.app).post('/api/account/verification/confirm').send({ token: latest })).body.status).toBe('verified');
    const verified = await client(suite.app, who.jwt).post('/api/account/verification/send').send({});
    expect(verified.status).toBe(409);
    expect(verified.body.error).toMatchObject({
      message: 'E-posta adresiniz zaten doğrulanmış.',
      details: { code: 'EMAIL_ALREADY_VERIFIED' },
    });
  });

  it('sending needs a session; a verified viewer opening any link hears already-verified', async () => {
    const guest = await client(suite.app).post('/api/account/verification/send').send({});
    expect(guest.status).toBe(401);
    expect(guest.body.error.details.code).toBe('NOT_AUTHENTICATED');
    const member = await createMember(suite.app, 'user');
    const res = await client(suite.app, member.jwt).post('/api/account/verification/confirm').send({ token: 'nothing' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('already-verified');
    expect(res.body.user.username).toBe(member.username);
  });

  it('the plugin’s own confirmation and change-password routes are closed', async () => {
    const member = await createMember(suite.app, 'user');
    const sent = await client(suite.app, member.jwt).post('/api/auth/send-email-confirmation').send({ email: member.email });
    expect([403, 404]).toContain(sent.status);
    const confirm = await client(suite.app).get('/api/auth/email-confirmation?confirmation=x');
    expect([401, 403, 404]).toContain(confirm.status);
    const change = await client(suite.app, member.jwt)
      .post('/api/auth/change-password')
      .send({ currentPassword: member.password, password: 'Yeni1234', passwordConfirmation: 'Yeni1234' });
    expect([403, 404]).toContain(change.status);
    const row = await suite.app.db.query(USER).findOne({ where: { id: member.user.id }, select: ['password'] });
    const users = suite.app.plugin('users-permissions').service('user');
    expect(await users.validatePassword(member.password, row.password)).toBe(true);
  });
});
