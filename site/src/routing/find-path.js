// Gatsby's find-path (cache-dir/find-path.js) for the browser bundle (src/bundling-webpack.ts swaps it in).
// The bundle's match paths are the client-only routes alone (match-paths.ts), so under a route the build also
// writes pages beneath (CLIENT_ROUTES' builtBeneath) Gatsby's own lookup would name the fallback page for every
// address. Here such an address is its own page: its page-data is asked for first, and the site server answers
// with the fallback's page-data when the build does not have it (the live route then reads it from the API).
// Gatsby's own, from the runtime copy it writes into .cache/ (its redirects.json is there too).
import * as gatsby from '../../.cache/find-path';
import { CLIENT_ROUTES } from '../routes';

const BUILT_BENEATH = new Set(CLIENT_ROUTES.filter((route) => route.builtBeneath).map((route) => route.path));

export const { setMatchPaths, grabMatchParams, cleanPath } = gatsby;

/** The address itself when it lies beneath a route with built pages; else Gatsby's answer. */
function ownPage(rawPathname, found) {
  if (!found || !BUILT_BENEATH.has(found)) return found;
  const own = gatsby.cleanPath(rawPathname);
  return own === found ? found : own;
}

export const findMatchPath = (rawPathname) => ownPage(rawPathname, gatsby.findMatchPath(rawPathname));

export const findPath = (rawPathname) => ownPage(rawPathname, gatsby.findPath(rawPathname));
