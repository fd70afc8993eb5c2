import { DEFAULT_NOTIFICATION_SETTINGS, ERROR_CODES, msg } from '@oyundev/domain';
import { createMember, tableCounts } from './helpers/fixtures';
import { client, setSiteSetting, USER, userRow } from './helpers/accounts';
import { accountsSuite } from './helpers/suite';

// Spec accounts §2 (settings, onboarding), §5, §6 (server side of the guard), §8: the member's own account.

const suite = accountsSuite(__filename);

const SECRET = /"(password|resetPasswordToken|confirmationToken|failedLoginCount|lockedUntil|passwordChangedAt)"/;
const passwordOf = async (id: number, candidate: string) => {
  const row = await suite.app.db.query(USER).findOne({ where: { id }, select: ['password'] });
  return Boolean(row.password) && suite.app.plugin('users-permissions').service('user').validatePassword(candidate, row.password);
};

describe('GET /api/me', () => {
  it('answers the member’s own settings with defaults for what was never saved, and no secret', async () => {
    const member = await createMember(suite.app, 'user');
    const res = await client(suite.app, member.jwt).get('/api/me');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: member.user.id,
      username: member.username,
      email: member.email,
      role: 'user',
      bio: '',
      gameEngines: [],
      programmingLanguages: [],
      specialties: [],
      socialLinks: { website: null, github: null, linkedin: null, twitter: null, discord: null, steam: null, itchio: null },
      notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
      privacy: { profileVisibility: 'public', showActivity: true, showOnlineStatus: true },
      onboardingCompleted: false,
      onboardingStep: 0,
      isEmailVerified: true,
      isActive: true,
      isBanned: false,
      banExpiresAt: null,
      banReason: null,
      level: 'Yeni Üye',
      reputation: 0,
      premium: null,
    });
    expect(typeof res.body.data.createdAt).toBe('string');
    expect(JSON.stringify(res.body)).not.toMatch(SECRET);
  });

  it('a temporary ban that has ended no longer shows; a running one shows its end and reason', async () => {
    const ended = await createMember(suite.app, 'user', { isBanned: true, banReason: 'Eski', banExpiresAt: new Date(Date.now() - 60_000) });
    expect((await client(suite.app, ended.jwt).get('/api/me')).body.data).toMatchObject({
      isBanned: false,
      banExpiresAt: null,
      banReason: null,
    });
    const until = new Date(Date.now() + 86_400_000);
    const running = await createMember(suite.app, 'user', { isBanned: true, banReason: 'Spam', banExpiresAt: until });
    expect((await client(suite.app, running.jwt).get('/api/me')).body.data).toMatchObject({
      isBanned: true,
      banExpiresAt: until.toISOString(),
      banReason: 'Spam',
    });
  });
});

describe('profile and onboarding', () => {
  it('saves the allow-listed fields and answers the updated member', async () => {
    const member = await createMember(suite.app, 'user', {
      socialLinks: { twitter: 'https://x.com/eski', steam: 'https://steamcommunity.com/id/eski' },
    });
    const res = await client(suite.app, member.jwt)
      .put('/api/account/profile')
      .send({
        bio: '  Godot ile 2D platform oyunları yapıyorum.  ',
        gameEngines: ['godot', 'unity', 'godot'],
        programmingLanguages: ['gdscript'],
        specialties: ['2d-art', 'programming'],
        socialLinks: { github: 'https://github.com/ayse', website: 'https://ayse.dev', steam: '' },
      });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profil başarıyla güncellendi');
    expect(res.body.data).toMatchObject({
      bio: 'Godot ile 2D platform oyunları yapıyorum.',
      gameEngines: ['godot', 'unity'],
      socialLinks: { github: 'https://github.com/ayse', website: 'https://ayse.dev', twitter: 'https://x.com/eski', steam: null },
    });
    const row = await userRow(suite.app, { id: member.user.id });
    expect(row).toMatchObject({
      bio: 'Godot ile 2D platform oyunları yapıyorum.',
      gameEngines: ['godot', 'unity'],
      programmingLanguages: ['gdscript'],
      specialties: ['2d-art', 'programming'],
      socialLinks: { github: 'https://github.com/ayse', website: 'https://ayse.dev', twitter: 'https://x.com/eski' },
    });
  });

  it('refuses any other field by name, and invalid values with their messages; nothing changes', async () => {
    const member = await createMember(suite.app, 'user', { bio: 'Önceki' });
    const admin = await suite.app.db.query('plugin::users-permissions.role').findOne({ where: { type: 'admin' } });
    const before = await userRow(suite.app, { id: member.user.id });
    const attempts: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        { bio: 'Yeni', role: admin.id, username: 'baskasi', email: 'x@example.test', reputation: 5000, confirmed: false, isBanned: false },
        Object.fromEntries(
          ['role', 'username', 'email', 'reputation', 'confirmed', 'isBanned'].map((k) => [k, msg('validation.unknownField')]),
        ),
      ],
      [{ bio: 'a'.repeat(501) }, { bio: 'Biyografi en fazla 500 karakter olabilir' }],
      [{ gameEngines: ['Unity'] }, { 'gameEngines.0': 'Listeden geçerli bir seçim yapın' }],
      [{ specialties: ['cooking'] }, { 'specialties.0': 'Listeden geçerli bir seçim yapın' }],
      [{ programmingLanguages: 'csharp' }, { programmingLanguages: 'Listeden geçerli bir seçim yapın' }],
      [{ socialLinks: { github: 'github.com/ayse' } }, { 'socialLinks.github': 'Geçerli bir bağlantı giriniz' }],
      [{ socialLinks: { website: 'javascript:alert(1)' } }, { 'socialLinks.website': 'Geçerli bir bağlantı giriniz' }],
      [{ socialLinks: { myspace: 'https://myspace.com/a' } }, { 'socialLinks.myspace': msg('validation.unknownField') }],
      [{ onboardingStep: 9 }, { onboardingStep: 'Geçerli bir sayı giriniz' }],
      [
        { onboardingCompleted: 'evet', bio: 42 },
        { onboardingCompleted: 'Gönderilen veriler geçersiz', bio: 'Gönderilen veriler geçersiz' },
      ],
    ];
    for (const [body, errors] of attempts) {
      const res = await client(suite.app, member.jwt).put('/api/account/profile').send(body);
      expect({ body, status: res.status, code: res.body.error?.details?.code }).toEqual({ body, status: 400, code: 'VALIDATION' });
      expect(res.body.error.details.errors).toEqual(errors);
    }
    const after = await userRow(suite.app, { id: member.user.id });
    expect(after).toEqual(before);
  });

  it('an unverified member can save onboarding choices; the choices are stored only as given', async () => {
    const member = await createMember(suite.app, 'user', { confirmed: false });
    const res = await client(suite.app, member.jwt)
      .put('/api/account/profile')
      .send({ gameEngines: ['unity'], specialties: ['sound'], onboardingCompleted: true, onboardingStep: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ onboardingCompleted: true, onboardingStep: 5, gameEngines: ['unity'], specialties: ['sound'] });
    expect(await userRow(suite.app, { id: member.user.id })).toMatchObject({
      onboardingCompleted: true,
      onboardingStep: 5,
      gameEngines: ['unity'],
      specialties: ['sound'],
      programmingLanguages: null,
    });
  });

  it('nobody can change another member or read their e-mail through the plugin’s user routes', async () => {
    const member = await createMember(suite.app, 'user');
    const other = await createMember(suite.app, 'user', { bio: 'Benim' });
    const before = await userRow(suite.app, { id: other.user.id });
    const auth = client(suite.app, member.jwt);
    const attempts = [
      await auth.get('/api/users'),
      await auth.get(`/api/users/${other.user.id}`),
      await auth.put(`/api/users/${other.user.id}`).send({ bio: 'Ele geçirildi', email: 'ben@example.test' }),
      await auth.delete(`/api/users/${other.user.id}`),
      await auth.post('/api/users').send({ username: 'sahte_uye', email: 'sahte@example.test', password: 'Gizli123' }),
    ];
    for (const res of attempts) {
      expect([401, 403, 404, 405]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain(other.email);
    }
    expect(await userRow(suite.app, { id: other.user.id })).toEqual(before);
    expect(await suite.app.db.query(USER).count({ where: { username: 'sahte_uye' } })).toBe(0);
  });
});

describe('notifications and privacy', () => {
  it('saves the seven notification flags on the account', async () => {
    const member = await createMember(suite.app, 'user');
    const res = await client(suite.app, member.jwt).put('/api/account/notifications').send({ newLike: false, weeklyDigest: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Bildirim ayarları güncellendi');
    expect(res.body.data.notificationSettings).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, newLike: false, weeklyDigest: false });
    const row = await userRow(suite.app, { id: member.user.id });
    expect(row.notificationSettings).toMatchObject({ ...DEFAULT_NOTIFICATION_SETTINGS, newLike: false, weeklyDigest: false });
    const again = await client(suite.app, member.jwt).put('/api/account/notifications').send({ newLike: true });
    expect(again.body.data.notificationSettings).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, weeklyDigest: false });

    const refused = await client(suite.app, member.jwt).put('/api/account/notifications').send({ sms: true, newLike: 'evet' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors).toEqual({ sms: msg('validation.unknownField'), newLike: 'Gönderilen veriler geçersiz' });
    expect((await userRow(suite.app, { id: member.user.id })).notificationSettings).toMatchObject({ newLike: true, weeklyDigest: false });
  });

  it('stores profile visibility, activity and online status', async () => {
    const member = await createMember(suite.app, 'user');
    const res = await client(suite.app, member.jwt)
      .put('/api/account/privacy')
      .send({ profileVisibility: 'members', showOnlineStatus: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Gizlilik ayarları güncellendi');
    expect(res.body.data.privacy).toEqual({ profileVisibility: 'members', showActivity: true, showOnlineStatus: false });
    expect((await userRow(suite.app, { id: member.user.id })).privacy).toEqual({
      profileVisibility: 'members',
      showActivity: true,
      showOnlineStatus: false,
    });
    const refused = await client(suite.app, member.jwt).put('/api/account/privacy').send({ profileVisibility: 'friends' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors).toEqual({ profileVisibility: 'Listeden geçerli bir seçim yapın' });
    expect((await userRow(suite.app, { id: member.user.id })).privacy.profileVisibility).toBe('members');
  });
});

describe('the guard, on the server', () => {
  it('a banned member cannot write; an ended temporary ban is lifted by the next write', async () => {
    const banned = await createMember(suite.app, 'user', {
      isBanned: true,
      banReason: 'Spam',
      banExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const before = await tableCounts(suite.app);
    for (const [path, body] of [
      ['/api/account/profile', { bio: 'x' }],
      ['/api/account/notifications', { newLike: false }],
      ['/api/account/privacy', { showActivity: false }],
    ] as const) {
      const res = await client(suite.app, banned.jwt).put(path).send(body);
      expect({ path, status: res.status, code: res.body.error?.details?.code }).toEqual({ path, status: 403, code: 'ACCOUNT_BANNED' });
      expect(res.body.error.message).toBe(ERROR_CODES.ACCOUNT_BANNED.message);
    }
    expect(await tableCounts(suite.app)).toEqual(before);
    expect((await userRow(suite.app, { id: banned.user.id })).bio ?? null).toBeNull();

    const served = await createMember(suite.app, 'user', { isBanned: true, banReason: 'Eski', banExpiresAt: new Date(Date.now() - 1000) });
    const res = await client(suite.app, served.jwt).put('/api/account/profile').send({ bio: 'Geri döndüm' });
    expect(res.status).toBe(200);
    expect(await userRow(suite.app, { id: served.user.id })).toMatchObject({ isBanned: false, banExpiresAt: null, bio: 'Geri döndüm' });
  });

  it('an unverified member cannot change settings where verification is required, and can once it is not', async () => {
    const member = await createMember(suite.app, 'user', { confirmed: false });
    const refused = await client(suite.app, member.jwt).put('/api/account/notifications').send({ newLike: false });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ message: ERROR_CODES.EMAIL_NOT_VERIFIED.message, details: { code: 'EMAIL_NOT_VERIFIED' } });
    expect((await userRow(suite.app, { id: member.user.id })).notificationSettings).toBeNull();

    await setSiteSetting(suite.app, 'general', { emailVerificationRequired: false });
    try {
      expect((await client(suite.app, member.jwt).put('/api/account/notifications').send({ newLike: false })).status).toBe(200);
      expect((await userRow(suite.app, { id: member.user.id })).notificationSettings.newLike).toBe(false);
    } finally {
      await setSiteSetting(suite.app, 'general', { emailVerificationRequired: true });
    }
  });

  it('guests are asked to log in on every account write', async () => {
    const before = await tableCounts(suite.app);
    for (const [method, path] of [
      ['put', '/api/account/profile'],
      ['put', '/api/account/notifications'],
      ['put', '/api/account/privacy'],
      ['post', '/api/account/password'],
      ['post', '/api/account/verification/send'],
      ['get', '/api/account/export'],
      ['delete', '/api/account'],
    ] as const) {
      const res = await client(suite.app)[method](path).send({ bio: 'x', password: 'Gizli123' });
      expect({ path, status: res.status, code: res.body.error?.details?.code }).toEqual({ path, status: 401, code: 'NOT_AUTHENTICATED' });
    }
    expect(await tableCounts(suite.app)).toEqual(before);
  });
});

describe('change password', () => {
  it('§5 rules, and the current password is really checked', async () => {
    const member = await createMember(suite.app, 'user');
    const send = (body: Record<string, unknown>) => client(suite.app, member.jwt).post('/api/account/password').send(body);
    expect((await send({})).body.error.details.errors).toEqual({
      currentPassword: 'Tüm alanları doldurun',
      password: 'Tüm alanları doldurun',
      passwordConfirmation: 'Tüm alanları doldurun',
    });
    expect(
      (await send({ currentPassword: member.password, password: 'kisa', passwordConfirmation: 'kisa' })).body.error.details.errors,
    ).toEqual({
      password: 'Şifre en az 6 karakter olmalıdır',
    });
    expect(
      (await send({ currentPassword: member.password, password: 'Yeni1234', passwordConfirmation: 'Yeni1235' })).body.error.details.errors,
    ).toEqual({
      passwordConfirmation: 'Yeni şifreler eşleşmiyor',
    });
    const wrong = await send({ currentPassword: 'Tahmin123', password: 'Yeni1234', passwordConfirmation: 'Yeni1234' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ message: 'Mevcut şifre hatalı', details: { code: 'WRONG_CURRENT_PASSWORD' } });
    expect(await passwordOf(member.user.id, member.password)).toBe(true);
    expect((await userRow(suite.app, { id: member.user.id })).passwordChangedAt).toBeNull();
  });

  it('answers a new token; every other session, this one’s old token included, ends', async () => {
    const member = await createMember(suite.app, 'user');
    const elsewhere = (await client(suite.app).post('/api/auth/local').send({ identifier: member.username, password: member.password }))
      .body.jwt;
    const res = await client(suite.app, member.jwt)
      .post('/api/account/password')
      .send({ currentPassword: member.password, password: 'Yeni1234', passwordConfirmation: 'Yeni1234' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Şifre başarıyla değiştirildi');
    expect(await passwordOf(member.user.id, 'Yeni1234')).toBe(true);
    expect((await userRow(suite.app, { id: member.user.id })).passwordChangedAt).toBeTruthy();
    expect((await client(suite.app, res.body.jwt).get('/api/me')).status).toBe(200);
    for (const old of [member.jwt, elsewhere]) expect((await client(suite.app, old).get('/api/me')).status).toBe(401);
  });
});
