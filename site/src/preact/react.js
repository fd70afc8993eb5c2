/*
 * What `react` is in the browser bundle (gatsby-node aliases it here): preact/compat, with one hook replaced.
 * Plain JavaScript: preact/compat's typings are `export =`, which TypeScript will not re-export with `export *`.
 *
 * preact's useId can hand two components of one page the same id — the header's user menu and an admin dialog
 * both got `P0-0`, so the dialog's aria-labelledby named the menu. Here every component instance takes the next
 * number of one page-wide counter, once, and keeps it: unique for the life of the page. The static HTML's ids
 * (React's, from the build) are replaced on the first render (./client.ts).
 */
import compat from 'preact/compat';
import { useState } from 'preact/hooks';

export * from 'preact/compat';

let last = 0;

export function useId() {
  const [id] = useState(() => `:p${(++last).toString(36)}:`);
  return id;
}

export default { ...compat, useId };
