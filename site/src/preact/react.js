/*
 * What `react` is in the browser bundle (gatsby-node aliases it here): preact/compat, with one hook replaced.
 * Plain JavaScript: preact/compat's typings are `export =`, which TypeScript will not re-export with `export *`.
 *
 * preact's useId can hand two components of one page the same id (the header's user menu and an admin dialog
 * both got `P0-0`), and its ids are not React's, which rendered the static HTML. Here useId is the site's own
 * (src/ids.ts): one page-wide counter, the same the static build's render counted with, so the ids preact hydrates
 * are the HTML's and unique for the life of the page.
 */
import compat from 'preact/compat';
import { useId } from '../ids';

export * from 'preact/compat';
export { useId };

export default { ...compat, useId };
