/** Excerpt lengths in characters before the ellipsis (forum spec §2, §9). */
export const EXCERPT_LENGTH = {
  /** Topic card preview. */
  card: 120,
  /** Topic preview in lists and home feed items. */
  list: 200,
  /** Quoted reply above a reply. */
  quote: 150,
  metaDescription: 160,
  /** Admin content table. */
  adminPreview: 100,
} as const;

export const BLOG_EXCERPT_WORDS = 30;
export const WORDS_PER_MINUTE = 200;
export const ELLIPSIS = '…';

/**
 * Markdown to plain text for previews, meta descriptions and search snippets. Code blocks go entirely
 * (a preview of code is noise), inline code keeps its text, links keep their text, images and HTML
 * disappear, whitespace collapses to single spaces.
 */
export function stripMarkdown(markdown: string): string {
  return MAY_HOLD_MARKUP.test(markdown) ? stripMarkup(markdown) : markdown;
}

/**
 * A character or place where `stripMarkup` may change a text: whitespace other than a single space (line breaks,
 * tabs, no-break spaces), two spaces, a space at either end, a markup character anywhere (`>` included), or
 * a list or heading mark at the start. A text without one (a catalogue sentence, a subtitle) is its own plain text:
 * it comes back as it is, without compiling the passes' expressions (a first call 1.35 → 0.35 ms in Node; in the
 * browser that is a page's first Head).
 */
const MAY_HOLD_MARKUP = /[^\S ]|[`*_[\]<>~\\]|^[ #+-]|^\d+[.)]| {2}| $/;

/** `stripMarkdown`'s passes, run on any text (the tests hold the shortcut to them). */
export function stripMarkup(markdown: string): string {
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      // Fenced code blocks, and an unterminated fence running to the end.
      .replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, ' ')
      .replace(/^[ \t]*(```|~~~)[\s\S]*$/m, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/!\[[^\]]*\]\[[^\]]*\]/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      // Reference definitions: '[id]: https://…'
      .replace(/^[ \t]*\[[^\]]+\]:\s*\S+.*$/gm, '')
      // Quotes and rules first, then list markers, then headings, so a numbered heading ('## 1. Hedef')
      // keeps its number.
      .replace(/^[ \t]{0,3}>[ \t]?/gm, '')
      .replace(/^[ \t]*([-*_])([ \t]*\1){2,}[ \t]*$/gm, '')
      .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/gm, '')
      // A closing '#' run counts only after a space, so '# C#' keeps its '#'.
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm, '$1')
      .replace(/`+([^`]*?)`+/g, '$1')
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/\*(?=\S)([^*\n]*?\S)\*/g, '$1')
      // Underscore emphasis only at word edges, so snake_case_names survive.
      .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_\n]*?\S)_(?![\p{L}\p{N}_])/gu, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Plain-text excerpt of at most `max` characters, cut at a word boundary and followed by '…' when
 * something was cut. A single word longer than half the budget (a URL, say) is cut mid-word rather
 * than leaving an almost empty excerpt.
 */
export function excerpt(markdown: string, max: number = EXCERPT_LENGTH.list): string {
  const text = stripMarkdown(markdown);
  return truncateText(text, max);
}

/** `excerpt` for text that is already plain. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  if (text[max] !== ' ') {
    const lastSpace = cut.lastIndexOf(' ');
    if (lastSpace >= max / 2) cut = cut.slice(0, lastSpace);
  }
  return cut.replace(/[\s,.;:!?\-–—]+$/u, '') + ELLIPSIS;
}

export function wordCount(markdown: string): number {
  const text = stripMarkdown(markdown);
  return text === '' ? 0 : text.split(' ').length;
}

/** Blog cards: the first 30 words, with '…' when the post is longer. */
export function blogExcerptWords(markdown: string, words: number = BLOG_EXCERPT_WORDS): string {
  const all = stripMarkdown(markdown).split(' ').filter(Boolean);
  if (all.length <= words) return all.join(' ');
  return (
    all
      .slice(0, words)
      .join(' ')
      .replace(/[,.;:!?\-–—]+$/u, '') + ELLIPSIS
  );
}

/** Minutes to read at ~200 words a minute, never less than 1. */
export function readingTime(markdown: string): number {
  return Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE));
}

/**
 * A page body without its opening `# Heading` when that heading repeats `title`: the page already shows the
 * title as its one h1, and editors often start the body with it too.
 */
export function withoutRepeatedTitle(markdown: string, title: string): string {
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(markdown);
  if (!match || match[1].trim().toLocaleLowerCase('tr-TR') !== title.trim().toLocaleLowerCase('tr-TR')) return markdown;
  return markdown.slice(match[0].length).replace(/^\s+/, '');
}

/** A markdown syntax-tree node (mdast), as far as heading levels need it. */
export interface HeadingTreeNode {
  type: string;
  depth?: number;
  children?: HeadingTreeNode[];
}

function collectHeadings(node: HeadingTreeNode, found: HeadingTreeNode[] = []): HeadingTreeNode[] {
  if (node.type === 'heading') found.push(node);
  for (const child of node.children ?? []) collectHeadings(child, found);
  return found;
}

/**
 * Renumbers the headings of a markdown tree in place so the shallowest level is 1 and no heading is more
 * than one level deeper than the one before ('##', '####' → 1, 2). Screen-reader users move by heading
 * level, and writers start at '#' or '##' and sometimes jump (WCAG 1.3.1, axe `heading-order`).
 */
export function normaliseHeadingDepths(tree: HeadingTreeNode): void {
  const all = collectHeadings(tree);
  if (all.length === 0) return;
  const top = Math.min(...all.map((h) => h.depth ?? 1));
  let previous = 0;
  for (const heading of all) {
    const depth = Math.min((heading.depth ?? 1) - top + 1, previous + 1);
    heading.depth = depth;
    previous = depth;
  }
}
