import { lowerTr } from './intl';

/** One heading of a blog post's table of contents. */
export interface TocEntry {
  /** 1–3: the number of '#'. */
  level: 1 | 2 | 3;
  /** The heading as a reader sees it (markdown emphasis, code marks and link targets removed). */
  text: string;
  /** The anchor: unique on the page. */
  id: string;
  /** The 1-based line of the markdown where the heading stands (how the renderer finds it again). */
  line: number;
}

const HEADING = /^(#{1,3})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/** The plain text of a heading line: links keep their words, emphasis and code marks go. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A heading's anchor (forum spec §2: the lowercased title with spaces as dashes). Lowercasing follows
 * Turkish rules (İ → i, I → ı) and Turkish letters stay as they are, so '#Çoklu-Oyunculu' reads as it is
 * written; characters that are neither letters nor digits go, dashes never double.
 */
export function headingId(text: string): string {
  return (
    lowerTr(text)
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/[\s-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'baslik'
  );
}

/**
 * The table of contents of a markdown text: the lines starting with #, ## or ### outside fenced code, in
 * order, each with an anchor unique on the page ('giris', 'giris-2', …). `taken` holds anchors already on the
 * page.
 */
export function tableOfContents(markdown: string, taken: Iterable<string> = []): TocEntry[] {
  const used = new Set(taken);
  const entries: TocEntry[] = [];
  let fence: string | null = null;
  markdown.split(/\r?\n/).forEach((raw, index) => {
    const fenceMatch = FENCE.exec(raw);
    if (fenceMatch) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker[0].repeat(marker.length);
      else if (marker.startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    const match = HEADING.exec(raw);
    if (!match) return;
    const text = headingText(match[2]);
    if (!text) return;
    const base = headingId(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    entries.push({ level: match[1].length as 1 | 2 | 3, text, id, line: index + 1 });
  });
  return entries;
}

/** The reader's font size (forum spec §9): 12–24 px in 2 px steps, 16 unless the reader chose another. */
export const READER_FONT_SIZE = { min: 12, max: 24, step: 2, default: 16 } as const;

/** A stored or requested font size brought into the allowed steps; anything unreadable is the default. */
export function readerFontSize(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n)) return READER_FONT_SIZE.default;
  const stepped = Math.round((n - READER_FONT_SIZE.min) / READER_FONT_SIZE.step) * READER_FONT_SIZE.step + READER_FONT_SIZE.min;
  return Math.min(READER_FONT_SIZE.max, Math.max(READER_FONT_SIZE.min, stepped));
}
