// A throwaway site directory for the rebuild and snapshot tests: site/public with a forum page, Gatsby's .cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
export function tempSite(html = 'v1') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-site-'));
  fs.mkdirSync(path.join(dir, 'public', 'forum'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.cache'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public', 'forum', 'index.html'), html);
  fs.writeFileSync(path.join(dir, '.cache', 'match-paths.json'), '[]');
  return dir;
}
export const writeForum = (dir, html) => fs.writeFileSync(path.join(dir, 'public', 'forum', 'index.html'), html);
export const current = (dir) => fs.readFileSync(path.join(dir, '.live', 'current', 'public', 'forum', 'index.html'), 'utf8');

/** Resolves once the rebuilder's state satisfies `predicate` (its status, its count of builds or failures). */
export function until(rebuilder, predicate) {
  return new Promise((resolve) => {
    const check = () => (predicate(rebuilder.state) ? resolve() : setImmediate(check));
    check();
  });
}
