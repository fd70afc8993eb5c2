import path from 'node:path';
import fs from 'node:fs/promises';

/*
 * What onPostBuild needs to know of every built HTML page — whether it asks not to be indexed (the sitemap leaves it
 * out) and whether it holds a NUL byte (corrupted text, the build fails) — read once per page and remembered with
 * the file's size and modification time in the build cache. An incremental build rewrites only the pages whose data
 * changed, so it reads those and not the whole site again (at ~16,000 pages of ~185 KB that was 2.9 GB, twice).
 */

export interface HtmlPage {
  /** Relative to public/, with forward slashes. */
  file: string;
  noindex: boolean;
  nul: boolean;
}

interface Remembered extends HtmlPage {
  size: number;
  mtimeMs: number;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : Promise.resolve(e.name.endsWith('.html') ? [path.join(dir, e.name)] : []),
    ),
  );
  return nested.flat();
}

const NOINDEX = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/;
const HEAD_END = Buffer.from('</head>');

/** A page's robots meta is in its head, which is ASCII markup: only that part is decoded (whole pages cost ~4 s). */
function asksNoIndex(body: Buffer): boolean {
  const end = body.indexOf(HEAD_END);
  return NOINDEX.test(body.toString('latin1', 0, end < 0 ? body.length : end));
}

/** Files read at once: a page at a time left the reads' round trips to the thread pool one after another. */
const READ_AT_ONCE = 16;

async function readIndex(indexFile: string): Promise<Map<string, Remembered>> {
  try {
    const rows = JSON.parse(await fs.readFile(indexFile, 'utf8')) as Remembered[];
    return new Map(rows.map((row) => [row.file, row]));
  } catch {
    return new Map();
  }
}

/** Every HTML page under `publicDir`; pages unchanged since the last scan come from `indexFile` unread. */
export async function scanHtml(publicDir: string, indexFile: string): Promise<{ pages: HtmlPage[]; read: number }> {
  const known = await readIndex(indexFile);
  const rows: Remembered[] = [];
  let read = 0;
  const scan = async (full: string): Promise<Remembered> => {
    const file = path.relative(publicDir, full).split(path.sep).join('/');
    const stat = await fs.stat(full);
    const before = known.get(file);
    if (before && before.size === stat.size && before.mtimeMs === stat.mtimeMs) return before;
    const body = await fs.readFile(full);
    read++;
    return { file, size: stat.size, mtimeMs: stat.mtimeMs, noindex: asksNoIndex(body), nul: body.includes(0) };
  };
  const files = await htmlFiles(publicDir);
  for (let i = 0; i < files.length; i += READ_AT_ONCE) rows.push(...(await Promise.all(files.slice(i, i + READ_AT_ONCE).map(scan))));
  await fs.mkdir(path.dirname(indexFile), { recursive: true });
  await fs.writeFile(indexFile, JSON.stringify(rows));
  return { pages: rows.map(({ file, noindex, nul }) => ({ file, noindex, nul })), read };
}
