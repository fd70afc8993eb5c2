import { CLIENT_ROUTES } from '../routes';

/**
 * The browser bundle's `$virtual/match-paths.json` (src/bundling-webpack.ts): the client-only routes alone, without
 * the static pages beneath them that Gatsby adds to its own list (see CLIENT_ROUTES in src/routes.ts).
 */
const matchPaths = CLIENT_ROUTES.map(({ path, matchPath }) => ({ path, matchPath }));
export default matchPaths;
