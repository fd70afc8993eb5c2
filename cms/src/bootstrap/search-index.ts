import type { Core } from '@strapi/strapi';
import { SEARCH, UIDS, col, quote } from '../lib/search/sql';
import type { Knex } from '../lib/db';
import { table } from '../lib/tables';

/**
 * The search index, applied at every boot after Strapi's schema sync (see constraints.ts for why not a
 * migration). Every statement is idempotent.
 *
 * - `oyundev_search_fold`: Turkish lowercase whatever the database's collation (İ → i, I → ı), apostrophes
 *   ("Unity'de", "Godot’ta") become spaces so the root is a word of its own.
 * - `oyundev_search_ascii`: the same without accents (unaccent), so 'gelistirici' meets 'geliştirici'.
 * - `oyundev_search_vector(text, weight)`: the Turkish stemmed vector ('motorları' → 'motor') plus the
 *   accent-free unstemmed `simple` vector (the stemmer over-stems 'oyun' to 'oy'; the plain word keeps it).
 *
 * The documents are GENERATED columns, so PostgreSQL keeps them in step on every insert, edit, move, approve
 * and publish; Strapi's schema sync leaves columns it did not create alone. A premium post's body is not
 * indexed (its preview is), so a search never reveals it. Topic tags live in another table and are matched
 * through `tags.search_name` instead. Changing an expression needs a new column name (ADD … IF NOT EXISTS).
 */
const FUNCTIONS = [
  `CREATE OR REPLACE FUNCTION oyundev_search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
   AS $$ SELECT lower(translate($1, 'İIÇĞÖŞÜÂÎÛ''’‘\`´', 'iıçğöşüâîû     ')) $$`,
  `CREATE OR REPLACE FUNCTION oyundev_search_ascii(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
   AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, oyundev_search_fold($1)) $$`,
  `CREATE OR REPLACE FUNCTION oyundev_search_vector(text, "char") RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
   AS $$ SELECT setweight(to_tsvector('pg_catalog.turkish'::regconfig, oyundev_search_fold(coalesce($1, '')))
                || to_tsvector('pg_catalog.simple'::regconfig, oyundev_search_ascii(coalesce($1, ''))), $2) $$`,
];

/** `knex` is the boot's schema transaction (bootstrap/schema.ts), or the pool when called on its own. */
export async function applySearchIndex(strapi: Core.Strapi, knex: Knex = strapi.db.connection) {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public');
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  for (const sql of FUNCTIONS) await knex.raw(sql);

  const c = (uid: string, attribute: string) => col(strapi, uid, attribute);
  const t = (uid: string) => quote(table(strapi, uid));
  const topic = UIDS.topic;
  const post = UIDS.blogPost;
  const user = UIDS.user;
  const tag = UIDS.tag;

  const columns: Array<[string, string, string]> = [
    [
      t(topic),
      `${SEARCH.document} tsvector`,
      `oyundev_search_vector(${c(topic, 'title')}, 'A') || oyundev_search_vector(${c(topic, 'content')}, 'C')`,
    ],
    [t(topic), `${SEARCH.title} text`, `oyundev_search_ascii(coalesce(${c(topic, 'title')}, ''))`],
    [
      t(post),
      `${SEARCH.document} tsvector`,
      `oyundev_search_vector(${c(post, 'title')}, 'A')` +
        ` || oyundev_search_vector(coalesce(${c(post, 'subtitle')}, '') || ' ' || coalesce(${c(post, 'tags')}::text, ''), 'B')` +
        ` || oyundev_search_vector(CASE WHEN ${c(post, 'isPremium')} THEN ${c(post, 'premiumPreview')} ELSE` +
        ` coalesce(${c(post, 'excerpt')}, '') || ' ' || coalesce(${c(post, 'content')}, '') END, 'C')`,
    ],
    [t(post), `${SEARCH.title} text`, `oyundev_search_ascii(coalesce(${c(post, 'title')}, ''))`],
    [
      t(user),
      `${SEARCH.name} text`,
      `oyundev_search_ascii(coalesce(${c(user, 'username')}, '') || ' ' || coalesce(${c(user, 'fullName')}, ''))`,
    ],
    [t(tag), `${SEARCH.name} text`, `oyundev_search_ascii(coalesce(${c(tag, 'name')}, ''))`],
  ];
  for (const [tableName, definition, expression] of columns) {
    await knex.raw(`ALTER TABLE ${tableName} ADD COLUMN IF NOT EXISTS ${definition} GENERATED ALWAYS AS (${expression}) STORED`);
  }

  const indexes: Array<[string, string, string]> = [
    ['topics_search_document_idx', t(topic), `USING gin (${SEARCH.document})`],
    ['topics_search_title_trgm_idx', t(topic), `USING gin (${SEARCH.title} gin_trgm_ops)`],
    ['blog_posts_search_document_idx', t(post), `USING gin (${SEARCH.document})`],
    ['blog_posts_search_title_trgm_idx', t(post), `USING gin (${SEARCH.title} gin_trgm_ops)`],
    ['up_users_search_name_trgm_idx', t(user), `USING gin (${SEARCH.name} gin_trgm_ops)`],
    ['tags_search_name_trgm_idx', t(tag), `USING gin (${SEARCH.name} gin_trgm_ops)`],
  ];
  for (const [name, tableName, body] of indexes) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${quote(name)} ON ${tableName} ${body}`);
  }
}
