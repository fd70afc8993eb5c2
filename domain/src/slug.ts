export const TOPIC_SLUG_MAX = 60;
export const BLOG_SLUG_MAX = 80;

// Letters the Unicode decomposition below does not reduce to ASCII ('ı' has no dotted base form) or
// would reduce differently in Turkish ('İ' must become 'i', not 'i' + combining dot).
const TURKISH_ASCII: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  I: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
};

/** Turkish letters to their ASCII look-alikes, other accents (â, î, é…) stripped, lowercased. */
export function toAsciiLower(text: string): string {
  return text
    .replace(/[çÇğĞıIİöÖşŞüÜ]/g, (ch) => TURKISH_ASCII[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function cut(slug: string, maxLength: number): string {
  return slug.slice(0, maxLength).replace(/-+$/, '');
}

/**
 * URL slug: Turkish-aware ASCII, anything not a letter or digit becomes one dash, no leading or
 * trailing dash, at most `maxLength` characters.
 */
export function slugify(text: string, maxLength: number = TOPIC_SLUG_MAX): string {
  const slug = toAsciiLower(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cut(slug, maxLength);
}

export const topicSlug = (title: string): string => slugify(title, TOPIC_SLUG_MAX);
export const blogSlug = (title: string): string => slugify(title, BLOG_SLUG_MAX);

/**
 * `base`, or `base-2`, `base-3`… — the first one `exists` says is free (`fallback`, default 'konu',
 * stands in for an empty base). The base is shortened when
 * needed so the suffixed slug still fits `maxLength`. The database's UNIQUE constraint stays the
 * final word: two concurrent creations can both see a slug as free.
 */
export async function uniqueSlug(
  base: string,
  exists: (slug: string) => boolean | Promise<boolean>,
  options: { maxLength?: number; maxAttempts?: number; fallback?: string } = {},
): Promise<string> {
  const maxLength = options.maxLength ?? Infinity;
  const maxAttempts = options.maxAttempts ?? 1000;
  // A title of only symbols ('???') slugs to ''; it still needs an address.
  const root = base === '' ? (options.fallback ?? 'konu') : base;
  if (!(await exists(root))) return root;
  for (let n = 2; n <= maxAttempts + 1; n++) {
    const suffix = `-${n}`;
    const candidate = `${cut(root, maxLength - suffix.length)}${suffix}`;
    if (!(await exists(candidate))) return candidate;
  }
  throw new Error(`uniqueSlug: no free slug for "${base}" after ${maxAttempts} attempts`);
}

/**
 * Admin "add category" default slug (forum spec §5): lowercased, characters that are not letters,
 * digits, spaces or dashes removed, spaces turned to dashes. Turkish letters are transliterated first
 * rather than removed, otherwise 'Geliştirme' would become 'gelitirme'.
 */
export function adminCategorySlug(name: string): string {
  return toAsciiLower(name.trim())
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
