import {
  DEFAULT_PRIVACY_SETTINGS,
  ERROR_CODES,
  MESSAGES,
  accountProfileSchema,
  changePasswordRequestSchema,
  deleteAccountSchema,
  emailAvailabilitySchema,
  isReservedUsername,
  msg,
  notificationSettingsRequestSchema,
  privacySettingsSchema,
  resetPasswordRequestSchema,
  usernameAvailabilitySchema,
  usernameSkeleton,
  validate,
} from '../index';

function errorsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  return result.errors;
}
function dataOf(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.errors)}`);
  return result.data;
}

describe('username lookalikes', () => {
  test('case, separators and lookalike characters collapse to one skeleton', () => {
    const admin = usernameSkeleton('admin');
    for (const name of ['Admin', 'ADMIN', 'adm1n', 'adm_in', 'a_d_m_1_n', 'AdmIn', 'admın', 'ADMİN']) {
      expect({ name, skeleton: usernameSkeleton(name) }).toEqual({ name, skeleton: admin });
    }
    expect(usernameSkeleton('m0derat0r')).toBe(usernameSkeleton('moderator'));
    expect(usernameSkeleton('u5er')).toBe(usernameSkeleton('user'));
    expect(usernameSkeleton('us3r')).toBe(usernameSkeleton('user'));
    expect(usernameSkeleton('rnert')).toBe(usernameSkeleton('mert'));
    expect(usernameSkeleton('ayse')).not.toBe(usernameSkeleton('ayla'));
  });

  test('admin, moderator and their lookalikes are reserved anywhere in a name', () => {
    for (const name of [
      'admin',
      'Adm1n',
      'admin_tr',
      'the_admin',
      'moderator',
      'M0DERATOR',
      'mod3rator2',
      'yonetici',
      'silinmis_uye_4',
      // In the middle too, also behind lookalikes: a stranger must not pass as staff.
      'sec_admin_x',
      'the_moderator_tr',
      'x_4dm1n_y',
      'my_oyundev_team',
      // Refused on purpose: a name that merely contains 'admin' still reads as staff in a reply list.
      'badminton',
    ]) {
      expect({ name, reserved: isReservedUsername(name) }).toEqual({ name, reserved: true });
    }
    for (const name of ['ayse_dev', 'moder', 'mert', 'oyuncu_ali']) {
      expect({ name, reserved: isReservedUsername(name) }).toEqual({ name, reserved: false });
    }
  });

  test('availability queries use the register rules', () => {
    expect(dataOf(usernameAvailabilitySchema, { value: ' ayse_dev ' })).toEqual({ value: 'ayse_dev' });
    expect(errorsOf(usernameAvailabilitySchema, { value: 'a@b.co' }).value).toBe(msg('validation.username.pattern'));
    expect(dataOf(emailAvailabilitySchema, { value: 'Ayse@Example.com' })).toEqual({ value: 'ayse@example.com' });
    expect(errorsOf(emailAvailabilitySchema, { value: 'ayse' }).value).toBe('Geçerli bir e-posta adresi giriniz');
  });
});

describe('account requests', () => {
  test('reset: code, registration password rules, equal confirmation', () => {
    expect(errorsOf(resetPasswordRequestSchema, { password: 'Abc123', passwordConfirmation: 'Abc123' }).code).toBe(
      msg('validation.resetToken.invalid'),
    );
    expect(errorsOf(resetPasswordRequestSchema, { code: 'x', password: 'abcdef', passwordConfirmation: 'abcdef' }).password).toBe(
      msg('validation.password.composition'),
    );
    expect(errorsOf(resetPasswordRequestSchema, { code: 'x', password: 'Abc123', passwordConfirmation: 'Abc124' })).toEqual({
      passwordConfirmation: 'Şifreler eşleşmiyor',
    });
    expect(dataOf(resetPasswordRequestSchema, { code: ' x ', password: 'Abc123', passwordConfirmation: 'Abc123' })).toEqual({
      code: 'x',
      password: 'Abc123',
      passwordConfirmation: 'Abc123',
    });
  });

  test('change password: all required, minimum 6, new passwords equal', () => {
    expect(errorsOf(changePasswordRequestSchema, {})).toEqual({
      currentPassword: 'Tüm alanları doldurun',
      password: 'Tüm alanları doldurun',
      passwordConfirmation: 'Tüm alanları doldurun',
    });
    expect(errorsOf(changePasswordRequestSchema, { currentPassword: 'a', password: 'abc', passwordConfirmation: 'abc' })).toEqual({
      password: 'Şifre en az 6 karakter olmalıdır',
    });
    expect(errorsOf(changePasswordRequestSchema, { currentPassword: 'a', password: 'Abcde1', passwordConfirmation: 'Abcde2' })).toEqual({
      passwordConfirmation: 'Yeni şifreler eşleşmiyor',
    });
  });

  test('delete asks for the password', () => {
    expect(errorsOf(deleteAccountSchema, {})).toEqual({ password: 'Şifre gerekli' });
    expect(dataOf(deleteAccountSchema, { password: 'x' })).toEqual({ password: 'x' });
  });

  test('profile: the allow-list only; every other field is refused by name', () => {
    expect(
      dataOf(accountProfileSchema, {
        bio: ' Merhaba ',
        gameEngines: ['unity', 'unity', 'godot'],
        programmingLanguages: ['csharp'],
        specialties: ['2d-art'],
        socialLinks: { github: 'https://github.com/ayse', website: '' },
        onboardingCompleted: true,
        onboardingStep: 5,
      }),
    ).toEqual({
      bio: 'Merhaba',
      gameEngines: ['unity', 'godot'],
      programmingLanguages: ['csharp'],
      specialties: ['2d-art'],
      socialLinks: { github: 'https://github.com/ayse', website: '' },
      onboardingCompleted: true,
      onboardingStep: 5,
    });
    const unknown = msg('validation.unknownField');
    expect(errorsOf(accountProfileSchema, { bio: 'x', role: 1, reputation: 9000, username: 'x', email: 'a@b.co' })).toEqual({
      role: unknown,
      reputation: unknown,
      username: unknown,
      email: unknown,
    });
    expect(errorsOf(accountProfileSchema, { socialLinks: { myspace: 'https://myspace.com/x' } })).toEqual({
      'socialLinks.myspace': unknown,
    });
    expect(errorsOf(accountProfileSchema, { bio: 'a'.repeat(501) })).toEqual({ bio: 'Biyografi en fazla 500 karakter olabilir' });
    expect(errorsOf(accountProfileSchema, { gameEngines: ['Unity'] })).toEqual({ 'gameEngines.0': 'Listeden geçerli bir seçim yapın' });
    expect(errorsOf(accountProfileSchema, { socialLinks: { steam: 'steam://run/1' } })).toEqual({
      'socialLinks.steam': 'Geçerli bir bağlantı giriniz',
    });
  });

  test('notifications and privacy: known keys with the right types only', () => {
    expect(dataOf(notificationSettingsRequestSchema, { newLike: false })).toEqual({ newLike: false });
    expect(errorsOf(notificationSettingsRequestSchema, { newLike: 'no' }).newLike).toBeTruthy();
    expect(errorsOf(notificationSettingsRequestSchema, { sms: true })).toEqual({ sms: msg('validation.unknownField') });
    expect(dataOf(privacySettingsSchema, { profileVisibility: 'members', showActivity: false })).toEqual({
      profileVisibility: 'members',
      showActivity: false,
    });
    expect(errorsOf(privacySettingsSchema, { profileVisibility: 'friends' })).toEqual({
      profileVisibility: 'Listeden geçerli bir seçim yapın',
    });
    expect(DEFAULT_PRIVACY_SETTINGS).toEqual({ profileVisibility: 'public', showActivity: true, showOnlineStatus: true });
  });

  test('wrong JSON types get catalogue texts, never zod’s English ones', () => {
    const catalogue = new Set<string>(Object.values(MESSAGES));
    const hostile: Array<[Parameters<typeof validate>[0], unknown]> = [
      [accountProfileSchema, { bio: 5, gameEngines: 'unity', socialLinks: 'x', onboardingCompleted: 'yes', onboardingStep: '2' }],
      [accountProfileSchema, { onboardingStep: 2.5 }],
      [accountProfileSchema, { socialLinks: { github: 7 } }],
      [notificationSettingsRequestSchema, { newLike: 'no', weeklyDigest: null }],
      [privacySettingsSchema, { profileVisibility: 3, showActivity: 'yes', showOnlineStatus: [] }],
      [changePasswordRequestSchema, { currentPassword: 1, password: {}, passwordConfirmation: [] }],
      [resetPasswordRequestSchema, { code: 1, password: 2, passwordConfirmation: 3 }],
      [deleteAccountSchema, { password: 12 }],
    ];
    for (const [schema, body] of hostile) {
      for (const message of Object.values(errorsOf(schema, body))) {
        expect({ body, message, inCatalogue: catalogue.has(message) }).toEqual({ body, message, inCatalogue: true });
      }
    }
  });

  test('new account error codes carry their field and status', () => {
    expect(ERROR_CODES.ACCOUNT_LOCKED).toMatchObject({ status: 423, field: 'identifier' });
    expect(ERROR_CODES.USERNAME_LOOKALIKE).toMatchObject({ status: 409, field: 'username' });
    expect(ERROR_CODES.USERNAME_RESERVED).toMatchObject({ status: 409, field: 'username' });
    expect(ERROR_CODES.MAIL_SEND_FAILED.message).toBe('Email gönderilemedi');
  });
});
