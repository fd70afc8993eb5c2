import type { ReactNode } from 'react';

/** Source text → highlighted React nodes (spans with Prism's `token …` classes). */
export type Highlight = (code: string, languageId: string) => ReactNode;

/*
 * The highlighter (refractor and its grammars) is not part of any page's initial JavaScript. The static
 * build registers it up front (gatsby-ssr), so the HTML holds highlighted code; in the browser it is loaded
 * before hydration only when the page's HTML has a code block (gatsby-browser onClientEntry), so hydration
 * renders the same markup; code that arrives later (live replies, previews) loads it on demand.
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

/** Marks a rendered code block, so the browser knows before hydration that the page needs the highlighter. */
export const CODE_BLOCK_ATTRIBUTE = 'data-code-block';
