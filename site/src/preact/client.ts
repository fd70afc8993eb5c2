/*
 * What `react-dom/client` is in the browser bundle (gatsby-node aliases it here; `react` and `react-dom` are
 * preact/compat there). Gatsby calls hydrateRoot on the static HTML, which React rendered at build time.
 *
 * preact's hydrate reuses every element and text node of that HTML and keeps its attributes as built, comparing
 * none: the page's first render must be the build's. It is when the HTML was built for this address — element ids
 * come from one counter on both sides (src/ids.ts), and what depends on the session, the query or the clock waits
 * for the hydration to end (useHydrated, src/preact/hydration.ts); parts of the page inside <Deferred> hydrate
 * after it, one per task. Otherwise (a route's fallback page, a home tab's shell under `?tab=`, the 404 page) the
 * first render goes over the built DOM with preact's render instead, which reuses the elements but reads and sets
 * every attribute that differs — as also when the HTML and the page data the browser loaded come from two different
 * publishes (their stamps differ). preact/compat's render is not used for this: it empties the container first.
 */
import { hydrate, render, type ComponentChild } from 'preact';
import { createRoot } from 'preact/compat/client';
import { hydrateInTurns } from './hydration';
import { keepingTypedValues, replaySubmitAfterHydration } from './forms';

export { createRoot };

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

interface GatsbyWindow {
  pagePath?: string;
  ___loader?: { loadPageSync(path: string): { json?: { pageContext?: { built?: string } } } | undefined };
}

/** Whether the static HTML is this address's own page (Gatsby writes the built page's path into it). */
function builtForThisAddress(): boolean {
  const built = (window as GatsbyWindow).pagePath;
  return !window.location.search && built !== undefined && trimSlash(built) === trimSlash(window.location.pathname);
}

/**
 * Whether the HTML was built from the page data the browser loaded (src/pagedata/stamp.ts): a publish that lands
 * between the two fetches gives an older HTML newer data, and hydrating would keep the older attributes.
 */
function builtFromThisData(container: Element): boolean {
  const inHtml = container.querySelector('[data-built]')?.getAttribute('data-built') ?? undefined;
  const inData = (window as GatsbyWindow).___loader?.loadPageSync(window.location.pathname)?.json?.pageContext?.built;
  return inHtml === inData;
}

export function hydrateRoot(container: Element, children: ComponentChild) {
  const ownPage = builtForThisAddress();
  if (ownPage && builtFromThisData(container)) hydrateInTurns(() => hydrate(children, container));
  // The same page from an older publish: what was typed into its fields stays (src/preact/forms.ts).
  else if (ownPage) keepingTypedValues(() => render(children, container));
  else render(children, container);
  // A form submitted while the page was not listening yet (src/preact/forms.ts).
  replaySubmitAfterHydration();
  return createRoot(container);
}

export default { createRoot, hydrateRoot };
