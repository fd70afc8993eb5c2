import { Fragment } from 'react';

/*
 * Markdown that is only words: most comments and short replies ("Harika bir yazı olmuş, elinize sağlık!"). For such
 * a text the renderer (react-markdown, remark, the highlighter: ~45 KB gzipped, a long task to compile) would only
 * wrap its paragraphs in <p>; the comment thread (blog/CommentThread.tsx, a lazy chunk: none of this is in a page's
 * initial JavaScript) draws those itself instead of loading it (scripts/lib/plain-markdown.test.mjs
 * compares the two on every case below and the seed's comments).
 *
 * A text counts as plain when nothing in it can mean markdown to remark with GFM and the site's plugins:
 * - only letters, marks, digits, spaces and the punctuation . , ; : ? ! ' " ( ) % / + = and typographic quotes,
 *   dashes and the ellipsis — no * _ ` ~ # [ ] < > & \ | @ (emphasis, code, headings, links, HTML, entities,
 *   escapes, tables, mentions);
 * - no line with a space or tab at either end (indented code, hard breaks, the paragraph's trimmed ends), no \r;
 * - each line starts with a letter, a digit, a quote or '(' and is not "1." or "1)" (an ordered list); with no
 *   '-' or '*' at a line's start there are no lists, thematic breaks or setext underlines (a '=' line starts with '=');
 * - no autolink literal: no 'www.' and no 'scheme:' of http, https, mailto, ftp or xmpp.
 * Anything else goes to the renderer as before.
 */
const ALLOWED = /^[\p{L}\p{M}\p{N} \n.,;:?!'"()%/+=’‘“”–—…-]*$/u;
const LINE_START = /^[\p{L}\p{N}'"’‘“”(]/u;
const ORDERED = /^\p{N}+[.)]/u;
const AUTOLINK = /www\.|(?:https?|mailto|ftp|xmpp):/i;

/** The paragraphs of a plain text (see above), or null when the text needs the markdown renderer. */
export function plainParagraphs(text: string): string[] | null {
  if (!ALLOWED.test(text) || AUTOLINK.test(text)) return null;
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') {
      if (current.length) paragraphs.push(current.join('\n'));
      current = [];
      continue;
    }
    if (line !== line.trim() || !LINE_START.test(line) || ORDERED.test(line)) return null;
    current.push(line);
  }
  if (current.length) paragraphs.push(current.join('\n'));
  return paragraphs;
}

/** What the renderer makes of plain paragraphs: each in a <p>, a line break between two (as react-markdown writes it). */
export function PlainMarkdown({ paragraphs, className = 'prose' }: { paragraphs: string[]; className?: string }) {
  return (
    <div className={className}>
      {paragraphs.map((text, i) => (
        <Fragment key={i}>
          {i > 0 && '\n'}
          <p>{text}</p>
        </Fragment>
      ))}
    </div>
  );
}
