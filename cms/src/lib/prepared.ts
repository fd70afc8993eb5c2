import { createHash } from 'node:crypto';

/*
 * Our parameterised SQL runs as named prepared statements (issue 15). PostgreSQL then parses and analyses a
 * statement once per connection instead of on every call, and — its own plan_cache_mode=auto rule — keeps a generic
 * plan once five custom plans showed it is no worse. The hot writes are CTEs of several kilobytes whose parse and plan
 * took longer than their execution, under the topic's and the category's row locks: at the large seed a reply's
 * write 6.0 → 2.5 ms and its read 2.7 → 0.65 ms once generic (the fastest of 40 runs each, rolled back).
 *
 * The name is a digest of the statement's final text (after knex numbered its placeholders), so a name always means
 * one text on every connection (node-postgres refuses a name reused for another text). A kept statement costs the
 * server memory on each connection that ran it (about 0.6 MB for the reply's read and write together, plan included),
 * so at most MAX_NAMES texts get a name in a process; the rest run unnamed, as Strapi's own queries do. A connection
 * forgets its statements when the pool closes it. DATABASE_PREPARED_STATEMENTS=false turns it off — for a pooler in transaction
 * mode that cannot keep a connection's prepared statements (PgBouncer before 1.21).
 */

const MAX_NAMES = 200;
const names = new Map<string, string>();
const enabled = () => process.env.DATABASE_PREPARED_STATEMENTS !== 'false';

/** The statement's name, or null when it is to run unnamed. */
function nameOf(sql: string): string | null {
  const known = names.get(sql);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMES) return null;
  const name = `oy_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
  names.set(sql, name);
  return name;
}

/** What knex's raw and query builder both have. */
interface Compilable {
  toSQL(): { toNative(): { sql: string } };
  options(options: Readonly<{ name: string }>): unknown;
}

/**
 * `query` (a knex raw with bindings, or a builder) as a named prepared statement. `text`: the raw's own SQL, when its
 * bindings are all values — knex then only numbers its placeholders, so the text names the statement as well as the
 * compiled one would, without compiling it twice (~0.1 ms for the reply's write).
 */
export function asPrepared<T extends Compilable>(query: T, text?: string): T {
  if (!enabled()) return query;
  const name = nameOf(text ?? query.toSQL().toNative().sql);
  if (name !== null) query.options({ name });
  return query;
}

/** Whether knex writes `text` with these bindings by numbering its `?` only (no `??` identifier, no SQL as a value). */
export function onlyNumbered(text: string, bindings: readonly unknown[]): boolean {
  return !text.includes('??') && bindings.every((b) => typeof (b as { toSQL?: unknown } | null)?.toSQL !== 'function');
}

/** How many statement texts have a name (tests). */
export const preparedNameCount = () => names.size;
