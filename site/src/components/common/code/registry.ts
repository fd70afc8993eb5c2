import type { ReactNode } from 'react';

/** Source text → highlighted React nodes (spans with Prism's `token …` classes). */
export type Highlight = (code: string, languageId: string) => ReactNode;

/*
 * The highlighter (refractor and its grammars) is not part of any page's initial JavaScript. The static
 * build registers it up front (gatsby-ssr), so the HTML holds highlighted code; the browser keeps that HTML as
 * built (StaticMarkdown) and loads the highlighter only for code that arrives later (live replies, previews).
 */
let current: Highlight | null = null;
let loading: Promise<Highlight> | null = null;

export function provideHighlighter(highlight: Highlight): void {
  current = highlight;
}

export function currentHighlighter(): Highlight | null {
  return current;
}

export function loadHighlighter(): Promise<Highlight> {
  if (current) return Promise.resolve(current);
  loading ??= import(/* webpackChunkName: "code-highlighter" */ './highlighter').then(({ highlight }) => {
    current = highlight;
    return highlight;
  });
  return loading;
}

/** Marks a rendered code block. */
export const CODE_BLOCK_ATTRIBUTE = 'data-code-block';
/** Marks a code block's copy button (static blocks are copied by one handler on their container). */
export const CODE_COPY_ATTRIBUTE = 'data-code-copy';
