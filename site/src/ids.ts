import { useState } from 'react';

/*
 * Element ids (labels, aria-*) from one page-wide counter, the same in the static build (React) and in the browser
 * (preact, src/preact/react.js): each component instance takes the next number once, in render order, and keeps
 * it. gatsby-ssr resets the counter before each page's render, and the browser's first render walks the same tree
 * in the same order, so the ids preact hydrates are the ids the HTML carries (React's and preact's own useId
 * differ: `:R8l:` against `P0-1`). Components import useId from here, never from 'react'.
 */
let last = 0;

const nextId = () => `:p${(++last).toString(36)}:`;

/** Before each page of the static build: its ids start at 1, as the browser's do. */
export function resetIds(): void {
  last = 0;
}

export function useId(): string {
  const [id] = useState(nextId);
  return id;
}
