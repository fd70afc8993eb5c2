// The site's TypeScript for the scripts' tests: compiled by esbuild to one ES module in a scratch directory (removed
// when the process exits) and imported. The site's TypeScript is otherwise compiled by Gatsby.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT } from './util.mjs';

const require = createRequire(import.meta.url);

/**
 * A scratch directory, gone when the process exits: under the repository's node_modules/.cache, so a compiled module
 * that leaves packages external (`packages: 'external'`) finds them as the site's own code does.
 */
export function scratchDir(prefix) {
  const cache = path.join(ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, `oyundev-${prefix}-`));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `entry` bundled for Node (esbuild `options` on top) into `dir`, then imported. */
export async function importCompiled(entry, dir, options = {}) {
  const out = path.join(dir, `${path.basename(entry).replace(/\.[^.]+$/, '')}.mjs`);
  await require('esbuild').build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    ...options,
  });
  return import(pathToFileURL(out).href);
}
