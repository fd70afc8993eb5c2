import { POPULAR_TAGS, addTag, lowerTag, normalizeTag, normalizeTags, visibleTags } from '../tags';

describe('normalizeTags', () => {
  test('trims, lowercases, drops empties and duplicates (first spelling wins)', () => {
    expect(normalizeTags([' Unity ', 'UNITY', '', '  ', 'Godot', 'C#', 'godot'])).toEqual({ ok: true, tags: ['unity', 'godot', 'c#'] });
  });
  test('collapses inner whitespace', () => {
    expect(normalizeTag('  level   design ')).toBe('level design');
  });
  test('applies Turkish lowercasing to Turkish words and plain lowercasing to the rest', () => {
    expect(normalizeTag('IŞIKLANDIRMA')).toBe('ışıklandırma');
    expect(normalizeTag('İOS')).toBe('ios');
    expect(lowerTag('AI')).toBe('ai');
    expect(lowerTag('UI')).toBe('ui');
  });
  test('at most 5 tags', () => {
    expect(normalizeTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ ok: true, tags: ['a', 'b', 'c', 'd', 'e'] });
    expect(normalizeTags(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      ok: false,
      code: 'TOO_MANY_TAGS',
      message: 'En fazla 5 etiket ekleyebilirsiniz',
    });
    // Duplicates do not count towards the limit.
    expect(normalizeTags(['a', 'A', 'b', 'c', 'd', 'e']).ok).toBe(true);
  });
  test('each at most 20 characters, counted as a reader counts them', () => {
    expect(normalizeTags(['ş'.repeat(20)])).toEqual({ ok: true, tags: ['ş'.repeat(20)] });
    expect(normalizeTags(['a'.repeat(21)])).toEqual({
      ok: false,
      code: 'TAG_TOO_LONG',
      message: 'Etiketler en fazla 20 karakter olabilir',
    });
  });
});

describe('addTag', () => {
  test('adds a new tag and refuses the sixth', () => {
    expect(addTag(['unity'], ' 2D ')).toEqual({ ok: true, tags: ['unity', '2d'] });
    expect(addTag(['unity'], 'Unity')).toEqual({ ok: true, tags: ['unity'] });
    expect(addTag(['a', 'b', 'c', 'd', 'e'], 'f')).toMatchObject({ ok: false, code: 'TOO_MANY_TAGS' });
  });
});

describe('visibleTags', () => {
  test('shows 4 then counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], hidden: 2 });
    expect(visibleTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: 0 });
    expect(visibleTags(['a', 'b', 'c', 'd'], 3)).toEqual({ shown: ['a', 'b', 'c'], hidden: 1 });
  });
});

test('POPULAR_TAGS is the fixed list of forum spec §2', () => {
  expect(POPULAR_TAGS).toEqual(['unity', 'unreal-engine', 'godot', 'c#', 'javascript', '2d', '3d', 'mobile']);
});
