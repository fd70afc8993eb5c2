// What the site server reads of a build: where it is (the live snapshot or site/public), Gatsby's client-only
// routes and the redirects the build wrote.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the built site is read from: the rebuild runner's live snapshot (site/.live/current, swapped
 * atomically after each rebuild) when there is one, else site/public as `gatsby build` left it.
 */
export function servedFrom(siteDir) {
  const live = path.join(siteDir, '.live', 'current');
  if (fs.existsSync(path.join(live, 'public'))) {
    return { publicDir: path.join(live, 'public'), matchPathsFile: path.join(live, 'match-paths.json') };
  }
  return { publicDir: path.join(siteDir, 'public'), matchPathsFile: path.join(siteDir, '.cache', 'match-paths.json') };
}

/** Gatsby's client-only routes (matchPath) as regexes, read from the build's cache. */
export function readMatchPaths(file) {
  if (!fs.existsSync(file)) return [];
  const entries = JSON.parse(fs.readFileSync(file, 'utf8'));
  return entries.map(({ path: pagePath, matchPath }) => ({
    pagePath,
    regex: new RegExp(
      '^' +
        matchPath
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\/\*$/, '(?:/.*)?')
          .replace(/:[^/]+/g, '[^/]+') +
        '/?$',
    ),
  }));
}

/** The permanent redirects the build wrote (gatsby-node's onPostBuild, from site/src/routes.ts REDIRECTS). */
export function readRedirects(publicDir) {
  const file = path.join(publicDir, '_redirects.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
}
