import { IMAGE_HOSTS, isAllowedImageSrc } from '../media';

describe('isAllowedImageSrc', () => {
  test('site images and https images on the allow-listed hosts', () => {
    expect(isAllowedImageSrc('/uploads/kapak.webp')).toBe(true);
    for (const host of IMAGE_HOSTS) expect(isAllowedImageSrc(`https://${host}/a.png`)).toBe(true);
  });
  test('anything that could load from another host is refused', () => {
    for (const src of [
      'https://tracker.example/p.gif',
      'http://i.imgur.com/a.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/\t/evil.example/x.png',
      '/\n/evil.example/x.png',
      'https://i.imgur.com.evil.example/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect({ src, allowed: isAllowedImageSrc(src) }).toEqual({ src, allowed: false });
    }
  });
});
