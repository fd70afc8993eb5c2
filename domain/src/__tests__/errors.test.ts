import { DomainError, ERROR_CODES, errorPayload, isDomainError, isErrorCode } from '../errors';

describe('ERROR_CODES', () => {
  test('pairs each stable code with its status and Turkish message', () => {
    expect(ERROR_CODES.NOT_AUTHENTICATED).toMatchObject({
      code: 'NOT_AUTHENTICATED',
      status: 401,
      message: 'Bu işlem için giriş yapmalısınız',
    });
    expect(ERROR_CODES.FORBIDDEN).toMatchObject({ status: 403, message: 'Bu işlem için yetkiniz yok' });
    expect(ERROR_CODES.VALIDATION).toMatchObject({ status: 400, name: 'ValidationError', message: 'Gönderilen veriler geçersiz' });
    expect(ERROR_CODES.RATE_LIMITED).toMatchObject({
      status: 429,
      message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.',
    });
    expect(ERROR_CODES.INTERNAL).toMatchObject({ status: 500, message: 'Beklenmeyen bir hata oluştu' });
    expect(ERROR_CODES.TOPIC_CLOSED).toMatchObject({ status: 403, message: 'Bu konu kapatılmış, yanıt yazamazsınız' });
    expect(ERROR_CODES.TOPIC_NOT_FOUND).toMatchObject({ status: 404, message: 'Konu Bulunamadı' });
    expect(ERROR_CODES.ADMIN_REQUIRED.message).toBe('Admin paneline erişim yetkiniz bulunmuyor.');
  });

  test('names the form field for account errors so screens need not parse messages', () => {
    expect(ERROR_CODES.USER_NOT_FOUND).toMatchObject({ field: 'identifier', message: 'Kullanıcı bulunamadı' });
    expect(ERROR_CODES.WRONG_PASSWORD).toMatchObject({ field: 'password', message: 'Şifre hatalı' });
    expect(ERROR_CODES.EMAIL_TAKEN).toMatchObject({ field: 'email', message: 'Bu e-posta adresi zaten kullanılıyor' });
    expect(ERROR_CODES.USERNAME_TAKEN).toMatchObject({ field: 'username', message: 'Bu kullanıcı adı zaten alınmış' });
    expect(ERROR_CODES.RATE_LIMITED).not.toHaveProperty('field');
  });

  test('every entry is consistent: code matches key, HTTP error status, non-empty message', () => {
    for (const [key, info] of Object.entries(ERROR_CODES)) {
      expect(info.code).toBe(key);
      expect(key).toMatch(/^[A-Z_]+$/);
      expect(info.status).toBeGreaterThanOrEqual(400);
      expect(info.status).toBeLessThan(600);
      expect(info.message.length).toBeGreaterThan(0);
    }
  });

  test('isErrorCode accepts codes only', () => {
    expect(isErrorCode('TOPIC_CLOSED')).toBe(true);
    expect(isErrorCode('topic_closed')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('DomainError', () => {
  test('carries code, status and the catalogue message', () => {
    const error = new DomainError('TOPIC_CLOSED');
    expect(error).toBeInstanceOf(Error);
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(error.code).toBe('TOPIC_CLOSED');
    expect(error.status).toBe(403);
    expect(error.message).toBe('Bu konu kapatılmış, yanıt yazamazsınız');
  });

  test('turns into the Strapi-shaped envelope with details.code', () => {
    expect(new DomainError('NOT_FOUND').toPayload()).toEqual({
      error: { status: 404, name: 'NotFoundError', message: 'Aradığınız içerik bulunamadı', details: { code: 'NOT_FOUND' } },
    });
    expect(errorPayload('VALIDATION', { fieldErrors: { title: 'Başlık gereklidir' } })).toEqual({
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Gönderilen veriler geçersiz',
        details: { code: 'VALIDATION', errors: { title: 'Başlık gereklidir' } },
      },
    });
  });

  test('accepts a more specific message while keeping the code', () => {
    const error = new DomainError('FORBIDDEN', { message: 'Kullanıcı yönetimi için admin yetkisi gereklidir.' });
    expect(error.toPayload().error).toMatchObject({
      status: 403,
      message: 'Kullanıcı yönetimi için admin yetkisi gereklidir.',
      details: { code: 'FORBIDDEN' },
    });
  });
});
