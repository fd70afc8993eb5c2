// The size of the data a bench ran on (rows per table), for the results' heading.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './util.mjs';

const require = createRequire(path.join(ROOT, 'cms/package.json'));
const TABLES = {
  üye: 'up_users',
  konu: 'topics',
  yanıt: 'replies',
  'blog satırı': 'blog_posts',
  yorum: 'comments',
  oy: 'votes',
  beğeni: 'likes',
};

export async function countRows(databaseUrl) {
  const knex = require('knex')({ client: 'pg', connection: databaseUrl, pool: { min: 1, max: 1 } });
  try {
    const out = {};
    for (const [label, table] of Object.entries(TABLES)) out[label] = Number((await knex(table).count({ n: '*' }).first()).n);
    return out;
  } catch {
    return null;
  } finally {
    await knex.destroy();
  }
}
