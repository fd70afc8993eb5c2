import { lowerTr } from './intl';
import { msg } from './messages';

export const TAGS_MAX = 5;
export const TAG_MAX_LENGTH = 20;
/** Fixed list shown on the forum page (forum spec §2). */
export const POPULAR_TAGS = ['unity', 'unreal-engine', 'godot', 'c#', 'javascript', '2d', '3d', 'mobile'] as const;

// The `?: undefined` fields let `if (!result.ok)` narrow without strictNullChecks too (the cms).
export type TagsResult =
  | { ok: true; tags: string[]; code?: undefined; message?: undefined }
  | { ok: false; code: 'TOO_MANY_TAGS' | 'TAG_TOO_LONG'; message: string; tags?: undefined };

const TURKISH_LETTER = /[çğıöşüÇĞİÖŞÜ]/;

/**
 * Lowercase for tags. Turkish rules ('I' → 'ı', 'İ' → 'i') apply when the tag is visibly Turkish;
 * otherwise plain rules, because most tags are English tech words and Turkish rules would turn
 * 'UNITY', 'AI' and 'UI' into 'unıty', 'aı' and 'uı' — separate tags from 'unity', 'ai' and 'ui'.
 */
export function lowerTag(text: string): string {
  return TURKISH_LETTER.test(text) ? lowerTr(text) : text.toLowerCase();
}

/** One tag as stored: trimmed, inner whitespace collapsed, lowercased (see `lowerTag`). */
export function normalizeTag(raw: string): string {
  return lowerTag(raw.trim().replace(/\s+/g, ' '));
}

/**
 * Tags as stored on a topic: normalised, empties dropped, duplicates removed (first spelling kept),
 * each at most 20 characters, at most 5 in total (forum spec §5).
 */
export function normalizeTags(input: readonly string[]): TagsResult {
  const tags: string[] = [];
  for (const raw of input) {
    const tag = normalizeTag(raw);
    if (tag === '' || tags.includes(tag)) continue;
    // Length is counted in characters a person sees, not UTF-16 units.
    if ([...tag].length > TAG_MAX_LENGTH) {
      return { ok: false, code: 'TAG_TOO_LONG', message: msg('validation.tags.tooLong') };
    }
    tags.push(tag);
  }
  if (tags.length > TAGS_MAX) {
    return { ok: false, code: 'TOO_MANY_TAGS', message: msg('validation.tags.tooMany') };
  }
  return { ok: true, tags };
}

/** The tag input's Enter key: adds `raw` to `current`, or says why it cannot. */
export function addTag(current: readonly string[], raw: string): TagsResult {
  return normalizeTags([...current, raw]);
}

/** Tags on a card: the first `visible`, then how many more ('+N daha'). */
export function visibleTags(tags: readonly string[], visible = 4): { shown: string[]; hidden: number } {
  return { shown: tags.slice(0, visible), hidden: Math.max(0, tags.length - visible) };
}
