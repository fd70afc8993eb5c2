import {
  FORM_ERROR_KEY,
  adminCategorySchema,
  announcementSchema,
  changePasswordRequestSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  fieldErrors,
  forgotPasswordSchema,
  loginSchema,
  notificationSettingsSchema,
  onboardingSchema,
  profileSchema,
  registerRequestSchema,
  registerFormSchema,
  registerSchema,
  replySchema,
  resetPasswordRequestSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  searchQuerySchema,
  siteSettingsSchema,
  topicSchema,
  usernameSuggestions,
  validate,
} from '../validation';
import { msg } from '../messages';
import { z } from 'zod';

/** The message a form would show under each failing field. */
function errorsOf(schema: z.ZodTypeAny, input: unknown): Record<string, string> {
  const result = validate(schema, input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  return result.errors;
}

function dataOf<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = validate(schema, input);
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.errors)}`);
  return result.data;
}

describe('loginSchema', () => {
  test('identifier: required, then at least 3 characters', () => {
    expect(errorsOf(loginSchema, { identifier: '', password: 'Abc123' }).identifier).toBe('Kullanıcı adı veya e-posta gerekli');
    expect(errorsOf(loginSchema, { password: 'Abc123' }).identifier).toBe('Kullanıcı adı veya e-posta gerekli');
    expect(errorsOf(loginSchema, { identifier: '  ab ', password: 'Abc123' }).identifier).toBe('En az 3 karakter olmalıdır');
  });
  test('password: required, then at least 6', () => {
    expect(errorsOf(loginSchema, { identifier: 'ayse', password: '' }).password).toBe('Şifre gerekli');
    expect(errorsOf(loginSchema, { identifier: 'ayse', password: '12345' }).password).toBe('Şifre en az 6 karakter olmalıdır');
  });
  test('accepts username or e-mail, trims it, remember-me defaults to false', () => {
    expect(dataOf(loginSchema, { identifier: ' ayse@example.com ', password: 'whatever' })).toEqual({
      identifier: 'ayse@example.com',
      password: 'whatever',
      rememberMe: false,
    });
  });
});

describe('registerSchema', () => {
  const valid = { username: 'ayse_dev', email: 'Ayse@Example.com', password: 'Abc123', confirmPassword: 'Abc123', terms: true };

  test('accepts a valid form and lowercases the e-mail', () => {
    expect(dataOf(registerSchema, valid)).toEqual({ ...valid, email: 'ayse@example.com' });
  });
  test('username: required, 3–20 characters, letters digits underscore', () => {
    expect(errorsOf(registerSchema, { ...valid, username: '' }).username).toBe('Kullanıcı adı gerekli');
    expect(errorsOf(registerSchema, { ...valid, username: 'ab' }).username).toBe('Kullanıcı adı en az 3 karakter olmalıdır');
    expect(errorsOf(registerSchema, { ...valid, username: 'a'.repeat(21) }).username).toBe('Kullanıcı adı en fazla 20 karakter olabilir');
    expect(errorsOf(registerSchema, { ...valid, username: 'ayşe' }).username).toBe('Sadece harf, rakam ve alt çizgi kullanılabilir');
    expect(errorsOf(registerSchema, { ...valid, username: 'ayse dev' }).username).toBe('Sadece harf, rakam ve alt çizgi kullanılabilir');
    expect(dataOf(registerSchema, { ...valid, username: 'a'.repeat(20) }).username).toHaveLength(20);
  });
  test('email: required and address-shaped', () => {
    expect(errorsOf(registerSchema, { ...valid, email: '' }).email).toBe('E-posta gerekli');
    expect(errorsOf(registerSchema, { ...valid, email: 'ayse@' }).email).toBe('Geçerli bir e-posta adresi giriniz');
  });
  test('password: required, at least 6, lowercase + uppercase + digit', () => {
    expect(errorsOf(registerSchema, { ...valid, password: '', confirmPassword: '' }).password).toBe('Şifre gerekli');
    expect(errorsOf(registerSchema, { ...valid, password: 'Ab1', confirmPassword: 'Ab1' }).password).toBe(
      'Şifre en az 6 karakter olmalıdır',
    );
    const composition = 'Şifre en az bir küçük harf, bir büyük harf ve bir rakam içermelidir';
    expect(errorsOf(registerSchema, { ...valid, password: 'abcdef1', confirmPassword: 'abcdef1' }).password).toBe(composition);
    expect(errorsOf(registerSchema, { ...valid, password: 'ABCDEF1', confirmPassword: 'ABCDEF1' }).password).toBe(composition);
    expect(errorsOf(registerSchema, { ...valid, password: 'Abcdefg', confirmPassword: 'Abcdefg' }).password).toBe(composition);
  });
  test("password: the site's longer minimum (security.passwordMinLength) with the length in the message", () => {
    const ten = registerFormSchema(10);
    expect(errorsOf(ten, { ...valid, password: 'Abcdef123', confirmPassword: 'Abcdef123' }).password).toBe(
      'Şifre en az 10 karakter olmalıdır',
    );
    expect(errorsOf(ten, { ...valid, password: 'Ab1', confirmPassword: 'Ab1' }).password).toBe('Şifre en az 10 karakter olmalıdır');
    expect(dataOf(ten, { ...valid, password: 'Abcdef1234', confirmPassword: 'Abcdef1234' }).password).toBe('Abcdef1234');
    expect(errorsOf(ten, { ...valid, password: 'abcdefghij', confirmPassword: 'abcdefghij' }).password).toBe(
      'Şifre en az bir küçük harf, bir büyük harf ve bir rakam içermelidir',
    );
    // Never below the form's own 6: a smaller setting keeps the usual rule and message.
    expect(errorsOf(registerFormSchema(4), { ...valid, password: 'Ab1c', confirmPassword: 'Ab1c' }).password).toBe(
      'Şifre en az 6 karakter olmalıdır',
    );
    expect(dataOf(registerFormSchema(8), { ...valid, password: 'Abcdef12', confirmPassword: 'Abcdef12' }).password).toBe('Abcdef12');
  });
  test('confirmation: required and equal', () => {
    expect(errorsOf(registerSchema, { ...valid, confirmPassword: '' }).confirmPassword).toBe('Şifre tekrarı gerekli');
    expect(errorsOf(registerSchema, { ...valid, confirmPassword: 'Abc124' })).toEqual({ confirmPassword: 'Şifreler eşleşmiyor' });
  });
  test('terms must be accepted', () => {
    expect(errorsOf(registerSchema, { ...valid, terms: false })).toEqual({ terms: 'Kullanım koşullarını kabul etmelisiniz' });
    expect(errorsOf(registerSchema, { ...valid, terms: undefined }).terms).toBe('Kullanım koşullarını kabul etmelisiniz');
  });
  test('an unticked box does not hide a password mismatch', () => {
    expect(errorsOf(registerSchema, { ...valid, confirmPassword: 'x', terms: false })).toEqual({
      confirmPassword: 'Şifreler eşleşmiyor',
      terms: 'Kullanım koşullarını kabul etmelisiniz',
    });
  });
  test('the request schema has the same rules without confirmation and terms', () => {
    expect(dataOf(registerRequestSchema, { username: 'ayse_dev', email: 'a@b.co', password: 'Abc123' })).toEqual({
      username: 'ayse_dev',
      email: 'a@b.co',
      password: 'Abc123',
    });
    expect(errorsOf(registerRequestSchema, { username: 'ayse_dev', email: 'a@b.co', password: 'abc123' }).password).toBe(
      'Şifre en az bir küçük harf, bir büyük harf ve bir rakam içermelidir',
    );
  });
});

describe('usernameSuggestions', () => {
  test('appends _dev, _2024 and _gamedev, staying within 20 characters', () => {
    expect(usernameSuggestions('ayse')).toEqual(['ayse_dev', 'ayse_2024', 'ayse_gamedev']);
    const long = usernameSuggestions('abcdefghijklmnopqrst');
    expect(long).toEqual(['abcdefghijklmnop_dev', 'abcdefghijklmno_2024', 'abcdefghijkl_gamedev']);
    long.forEach((s) => expect(s.length).toBeLessThanOrEqual(20));
  });
});

describe('forgotPasswordSchema', () => {
  test("uses the spec's own required text, then the address check", () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' }).email).toBe('Email adresi gerekli');
    expect(errorsOf(forgotPasswordSchema, {}).email).toBe('Email adresi gerekli');
    expect(errorsOf(forgotPasswordSchema, { email: 'ayse.example.com' }).email).toBe('Geçerli bir e-posta adresi giriniz');
    expect(dataOf(forgotPasswordSchema, { email: ' AYSE@example.com ' })).toEqual({ email: 'ayse@example.com' });
  });
});

describe('resetPasswordSchema', () => {
  test('same password rules as registration, confirmation equal', () => {
    expect(errorsOf(resetPasswordSchema, { password: 'abc', confirmPassword: 'abc' }).password).toBe('Şifre en az 6 karakter olmalıdır');
    expect(errorsOf(resetPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdef' }).password).toBe(
      'Şifre en az bir küçük harf, bir büyük harf ve bir rakam içermelidir',
    );
    expect(errorsOf(resetPasswordSchema, { password: 'Abc123', confirmPassword: 'Abc12' })).toEqual({
      confirmPassword: 'Şifreler eşleşmiyor',
    });
    expect(dataOf(resetPasswordSchema, { password: 'Abc123', confirmPassword: 'Abc123' })).toEqual({
      password: 'Abc123',
      confirmPassword: 'Abc123',
    });
  });
  test('the request needs the code from the link', () => {
    expect(errorsOf(resetPasswordRequestSchema, { code: '', password: 'Abc123', passwordConfirmation: 'Abc123' }).code).toBe(
      'Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş.',
    );
  });
});

describe('changePasswordSchema', () => {
  test('every field required with one shared message', () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Tüm alanları doldurun',
      newPassword: 'Tüm alanları doldurun',
      confirmPassword: 'Tüm alanları doldurun',
    });
  });
  test('new password at least 6, confirmation equal', () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: 'Şifre en az 6 karakter olmalıdır',
    });
    expect(errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'Abcde1', confirmPassword: 'Abcde2' })).toEqual({
      confirmPassword: 'Yeni şifreler eşleşmiyor',
    });
    expect(dataOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'Abcde1', confirmPassword: 'Abcde1' }).newPassword).toBe(
      'Abcde1',
    );
  });
  test('the new password follows the registration strength rule (lower, upper, digit)', () => {
    for (const weak of ['aaaaaa', 'abcdef', 'ABCDEF1', 'Abcdefg']) {
      expect(errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: weak, confirmPassword: weak })).toEqual({
        newPassword: msg('validation.password.composition'),
      });
      expect(errorsOf(changePasswordRequestSchema, { currentPassword: 'old', password: weak, passwordConfirmation: weak })).toEqual({
        password: msg('validation.password.composition'),
      });
    }
  });
});

describe('reset and change forms with the site password minimum', () => {
  test('a longer minimum from the settings is named in the message; below it the form refuses', () => {
    const reset = resetPasswordFormSchema(10);
    expect(errorsOf(reset, { password: 'Abcdef12', confirmPassword: 'Abcdef12' }).password).toBe('Şifre en az 10 karakter olmalıdır');
    expect(dataOf(reset, { password: 'Abcdefg123', confirmPassword: 'Abcdefg123' }).password).toBe('Abcdefg123');
    const change = changePasswordFormSchema(10);
    expect(errorsOf(change, { currentPassword: 'old', newPassword: 'Abcdef12', confirmPassword: 'Abcdef12' })).toEqual({
      newPassword: 'Şifre en az 10 karakter olmalıdır',
    });
    expect(errorsOf(change, { currentPassword: '', newPassword: '', confirmPassword: '' }).newPassword).toBe('Tüm alanları doldurun');
    expect(dataOf(change, { currentPassword: 'old', newPassword: 'Abcdefg123', confirmPassword: 'Abcdefg123' }).newPassword).toBe(
      'Abcdefg123',
    );
  });
  test('a minimum below the form rule keeps the form rule and its own message', () => {
    expect(errorsOf(resetPasswordFormSchema(4), { password: 'Ab1', confirmPassword: 'Ab1' }).password).toBe(
      'Şifre en az 6 karakter olmalıdır',
    );
    expect(errorsOf(changePasswordFormSchema(4), { currentPassword: 'o', newPassword: 'Ab1', confirmPassword: 'Ab1' }).newPassword).toBe(
      'Şifre en az 6 karakter olmalıdır',
    );
  });
});

describe('profileSchema', () => {
  test('bio at most 500 characters', () => {
    expect(dataOf(profileSchema, { bio: 'a'.repeat(500) }).bio).toHaveLength(500);
    expect(errorsOf(profileSchema, { bio: 'a'.repeat(501) })).toEqual({ bio: 'Biyografi en fazla 500 karakter olabilir' });
  });
  test('engines, languages and specialties must come from the option lists; repeats collapse', () => {
    expect(
      dataOf(profileSchema, { gameEngines: ['unity', 'godot', 'unity'], specialties: ['2d-art'], programmingLanguages: ['csharp'] }),
    ).toEqual({
      gameEngines: ['unity', 'godot'],
      specialties: ['2d-art'],
      programmingLanguages: ['csharp'],
    });
    expect(errorsOf(profileSchema, { gameEngines: ['unity', 'cryengine'] })).toEqual({
      'gameEngines.1': 'Listeden geçerli bir seçim yapın',
    });
    expect(errorsOf(profileSchema, { specialties: ['cooking'] })).toEqual({ 'specialties.0': 'Listeden geçerli bir seçim yapın' });
  });
  test('social links: the seven keys, each an http(s) URL or empty', () => {
    const links = {
      website: 'https://ayse.dev',
      github: 'https://github.com/ayse',
      linkedin: '',
      twitter: 'http://x.com/ayse',
      discord: 'https://discord.gg/abc',
      steam: 'https://store.steampowered.com/app/1',
      itchio: 'https://ayse.itch.io/oyun',
    };
    expect(dataOf(profileSchema, { socialLinks: links }).socialLinks).toEqual(links);
    expect(errorsOf(profileSchema, { socialLinks: { github: 'github.com/ayse' } })).toEqual({
      'socialLinks.github': 'Geçerli bir bağlantı giriniz',
    });
    expect(errorsOf(profileSchema, { socialLinks: { website: 'javascript:alert(1)' } })).toEqual({
      'socialLinks.website': 'Geçerli bir bağlantı giriniz',
    });
    expect(errorsOf(profileSchema, { website: 'ftp://ayse.dev' })).toEqual({ website: 'Geçerli bir bağlantı giriniz' });
  });
  test('read-only username and email are dropped, not written', () => {
    expect(dataOf(profileSchema, { username: 'hacker', email: 'x@y.z', bio: 'Merhaba' })).toEqual({ bio: 'Merhaba' });
  });
});

describe('onboarding and notification settings', () => {
  test('onboarding accepts the choices and the completion flag', () => {
    expect(dataOf(onboardingSchema, { gameEngines: ['custom'], specialties: ['sound'], onboardingCompleted: true })).toEqual({
      gameEngines: ['custom'],
      specialties: ['sound'],
      onboardingCompleted: true,
    });
    expect(validate(onboardingSchema, { onboardingStep: 6 }).ok).toBe(false);
  });
  test('notification settings are booleans of the seven known keys', () => {
    expect(dataOf(notificationSettingsSchema, { newLike: false, weeklyDigest: true, bogus: true })).toEqual({
      newLike: false,
      weeklyDigest: true,
    });
    expect(validate(notificationSettingsSchema, { newLike: 'no' }).ok).toBe(false);
  });
});

describe('topicSchema (forum spec §5)', () => {
  const valid = { title: 'Unity ile 2D platform', content: 'Nereden başlamalıyım?', category: 'unity', tags: [] };

  test('title: required, at least 5, at most 200', () => {
    expect(errorsOf(topicSchema, { ...valid, title: '   ' }).title).toBe('Başlık gereklidir');
    expect(errorsOf(topicSchema, { ...valid, title: undefined }).title).toBe('Başlık gereklidir');
    expect(errorsOf(topicSchema, { ...valid, title: 'Soru' }).title).toBe('Başlık en az 5 karakter olmalıdır');
    expect(errorsOf(topicSchema, { ...valid, title: 'a'.repeat(201) }).title).toBe('Başlık en fazla 200 karakter olabilir');
    expect(dataOf(topicSchema, { ...valid, title: 'a'.repeat(200) }).title).toHaveLength(200);
  });
  test('content: required, at least 10', () => {
    expect(errorsOf(topicSchema, { ...valid, content: '' }).content).toBe('İçerik gereklidir');
    expect(errorsOf(topicSchema, { ...valid, content: '123456789' }).content).toBe('İçerik en az 10 karakter olmalıdır');
    expect(errorsOf(topicSchema, { ...valid, content: 'a'.repeat(20_001) }).content).toBe('İçerik en fazla 20.000 karakter olabilir');
  });
  test('category: required; a numeric id is accepted as a string', () => {
    expect(errorsOf(topicSchema, { ...valid, category: '' }).category).toBe('Kategori seçilmelidir');
    expect(errorsOf(topicSchema, { ...valid, category: undefined }).category).toBe('Kategori seçilmelidir');
    expect(dataOf(topicSchema, { ...valid, category: 12 }).category).toBe('12');
  });
  test('tags are normalised, and rejected with the spec messages', () => {
    expect(dataOf(topicSchema, { ...valid, tags: [' Unity ', 'unity', 'C#'] }).tags).toEqual(['unity', 'c#']);
    expect(dataOf(topicSchema, { ...valid, tags: undefined }).tags).toEqual([]);
    expect(errorsOf(topicSchema, { ...valid, tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({
      tags: 'En fazla 5 etiket ekleyebilirsiniz',
    });
    expect(errorsOf(topicSchema, { ...valid, tags: ['a'.repeat(21)] })).toEqual({ tags: 'Etiketler en fazla 20 karakter olabilir' });
  });
});

describe('replySchema', () => {
  test('content non-empty after trimming', () => {
    expect(errorsOf(replySchema, { content: ' \n ' })).toEqual({ content: 'Yanıt içeriği boş olamaz' });
    expect(errorsOf(replySchema, {})).toEqual({ content: 'Yanıt içeriği boş olamaz' });
  });
  test('replyTo is optional and normalised to null', () => {
    expect(dataOf(replySchema, { content: ' Teşekkürler! ' })).toEqual({ content: 'Teşekkürler!', replyTo: null });
    expect(dataOf(replySchema, { content: 'Katılıyorum', replyTo: 42 })).toEqual({ content: 'Katılıyorum', replyTo: 42 });
  });
});

describe('searchQuerySchema', () => {
  test('an empty term gives the spec text', () => {
    expect(errorsOf(searchQuerySchema, { q: '   ' })).toEqual({ q: 'Lütfen arama terimi girin' });
    expect(errorsOf(searchQuerySchema, {})).toEqual({ q: 'Lütfen arama terimi girin' });
  });
  test('the type falls back to all', () => {
    expect(dataOf(searchQuerySchema, { q: ' shader ' })).toEqual({ q: 'shader', type: 'all' });
    expect(dataOf(searchQuerySchema, { q: 'godot', type: 'blog' }).type).toBe('blog');
    expect(dataOf(searchQuerySchema, { q: 'godot', type: 'nonsense' }).type).toBe('all');
  });
});

describe('admin schemas', () => {
  test('category: name required after trimming; slug made from the name when empty; order defaults to 0', () => {
    expect(errorsOf(adminCategorySchema, { name: '  ' })).toEqual({ name: 'Kategori adı gerekli' });
    expect(dataOf(adminCategorySchema, { name: 'Sanat & Tasarım', slug: '' })).toEqual({
      name: 'Sanat & Tasarım',
      slug: 'sanat-tasarim',
      description: '',
      order: 0,
      active: true,
    });
    expect(dataOf(adminCategorySchema, { name: 'Godot', slug: 'Godot 4', order: '7' })).toMatchObject({ slug: 'godot-4', order: 7 });
    expect(errorsOf(adminCategorySchema, { name: 'Godot', order: 'yedi' })).toEqual({ order: 'Geçerli bir sayı giriniz' });
  });
  test('announcement: title and content required; type info and active by default', () => {
    expect(errorsOf(announcementSchema, { title: '', content: '' })).toEqual({
      title: 'Başlık ve içerik gerekli',
      content: 'Başlık ve içerik gerekli',
    });
    expect(dataOf(announcementSchema, { title: 'Bakım', content: 'Cumartesi bakım var.' })).toEqual({
      title: 'Bakım',
      content: 'Cumartesi bakım var.',
      type: 'info',
      active: true,
    });
  });
  test('site settings: partial groups, numbers from form strings, lists from comma text', () => {
    expect(dataOf(siteSettingsSchema, { content: { postsPerPage: '12', allowedFileTypes: 'jpg, png,,zip' } })).toEqual({
      content: { postsPerPage: 12, allowedFileTypes: ['jpg', 'png', 'zip'] },
    });
    expect(errorsOf(siteSettingsSchema, { email: { smtpPort: 0 } })).toEqual({ 'email.smtpPort': 'Geçerli bir sayı giriniz' });
    expect(errorsOf(siteSettingsSchema, { general: { contactEmail: 'yok' } })).toEqual({
      'general.contactEmail': 'Geçerli bir e-posta adresi giriniz',
    });
    expect(errorsOf(siteSettingsSchema, { general: { timezone: 'Mars/Olympus' } })).toEqual({
      'general.timezone': 'Listeden geçerli bir seçim yapın',
    });
  });
});

describe('fieldErrors', () => {
  test('keeps the first message per field and files form-level issues under _form', () => {
    const schema = z
      .object({ a: z.string().min(1, 'first').min(3, 'second'), b: z.object({ c: z.string().min(2, 'nested') }) })
      .refine(() => false, 'whole form');
    const parsed = schema.safeParse({ a: '', b: { c: 'x' } });
    if (parsed.success) throw new Error('expected failure');
    expect(parsed.error.issues.length).toBe(4);
    expect(fieldErrors(parsed.error)).toEqual({ a: 'first', 'b.c': 'nested', [FORM_ERROR_KEY]: 'whole form' });
  });
});
