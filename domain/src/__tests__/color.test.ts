import { contrastRatio, mixRgb, parseHex, readableInk, relativeLuminance, toHex } from '../color';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

describe('WCAG contrast', () => {
  it('parses and prints hex colours', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('7A7A98')).toEqual([122, 122, 152]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex(null)).toBeNull();
    expect(toHex([122, 122, 152])).toBe('#7a7a98');
  });

  it('gives the ratios the audit reported', () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1);
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(ratio('#7a7a98', '#ffffff')).toBeCloseTo(4.15, 1);
    expect(ratio('#7a7a98', '#f4f4fa')).toBeCloseTo(3.78, 1);
    expect(ratio('#f7df1e', '#ffffff')).toBeCloseTo(1.35, 1);
  });

  it('mixes like CSS color-mix in srgb', () => {
    expect(mixRgb([255, 0, 0], [255, 255, 255], 0.1)).toEqual([255, 229.5, 229.5]);
  });
});

describe('readableInk', () => {
  const light = ['#ffffff', '#f4f4fa'];
  const dark = ['#1a1a2e', '#212140', '#28284b'];

  it('keeps a brand colour that is already readable', () => {
    expect(readableInk('#68217a', light)).toBe('#68217a');
  });

  it.each([
    ['JavaScript on light', '#f7df1e', light],
    ['Unity on dark', '#222c37', dark],
    ['Unreal on dark', '#0e1128', dark],
    ['GameMaker green on light', '#71b417', light],
  ])('%s reaches AA against every background', (_name, brand, bgs) => {
    const ink = readableInk(brand, bgs);
    expect(ink).not.toBe(brand);
    for (const bg of bgs) expect(ratio(ink, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens on light backgrounds and lightens on dark ones, keeping the hue', () => {
    const js = parseHex(readableInk('#f7df1e', light))!;
    expect(relativeLuminance(js)).toBeLessThan(relativeLuminance(parseHex('#f7df1e')!));
    expect(js[0]).toBeGreaterThan(js[2]); // still yellow-brown, not grey
    const unity = parseHex(readableInk('#222c37', dark))!;
    expect(relativeLuminance(unity)).toBeGreaterThan(relativeLuminance(parseHex('#222c37')!));
  });

  it('refuses what is not a colour', () => {
    expect(() => readableInk('var(--accent)', light)).toThrow();
  });
});
