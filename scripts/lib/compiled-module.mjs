// The site's TypeScript for the scripts' tests: compiled by esbuild to one ES module in a scratch directory (removed
// when the process exits) and imported. The site's TypeScript is otherwise compiled by Gatsby.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** A scratch directory under the system's temp dir, gone when the process exits. */
export function scratchDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `oyundev-${prefix}-`));
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
