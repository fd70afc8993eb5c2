// Which data a page was built from, written into both of its files: the static HTML (the shell's `data-built`,
// Layout) and its page-data.json (pageContext.built). The browser hydrates the HTML only when the two agree
// (src/preact/client.ts): hydration keeps the built attributes (href, class, aria-*) as they are, so HTML and
// page data from two different publishes — one landing between the browser's two fetches — would leave links and
// labels of the older one on the newer page. A digest of the context, not a build number: a page whose data did
// not change keeps its stamp, and with it its files, from one publish to the next.
import { createHash } from 'node:crypto';

export type Stamped<T> = T & { built: string };

/** The context with its digest (12 hex digits of SHA-1 over its JSON; the order of keys is the build's own). */
export function stamped<T extends object>(context: T): Stamped<T> {
  const built = createHash('sha1').update(JSON.stringify(context)).digest('hex').slice(0, 12);
  return { ...context, built };
}
