import { isHouseAdLink, isHttpUrl } from '../validation';

describe('house ad links', () => {
  test.each(['https://itch.io/jam/oyundev-kis-jami', 'http://oyundev.com/premium', '/premium', '/forum/kategori/oyun-jamleri?sirala=yeni'])(
    '%s is allowed',
    (link) => expect(isHouseAdLink(link)).toBe(true),
  );
  test.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example/x',
    '/\\evil.example',
    'ftp://oyundev.com/x',
    'premium',
    '',
    ' ',
    null,
    42,
  ])('%s is refused', (link) => expect(isHouseAdLink(link)).toBe(false));
  test('an absolute http(s) address only', () => {
    expect(isHttpUrl('/premium')).toBe(false);
    expect(isHttpUrl('https://oyundev.com')).toBe(true);
  });
});
