// Our parameterised SQL runs as named prepared statements (lib/prepared.ts, issue 15): PostgreSQL parses a statement
// once per connection and plans it generically once that is no worse. What a member sees must not change, and a
// statement must really be kept on the server — else the change is a no-op that still passes every other test.
import { member, topic } from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename);

const { raw } = require('../dist/src/lib/sql-names');
const { asPrepared, onlyNumbered, preparedNameCount } = require('../dist/src/lib/prepared');

/** The runs PostgreSQL counted for our statement of `text` on the transaction's connection (null: not prepared). */
async function serverRuns(trx: any, text: string): Promise<number | null> {
  const { rows } = await trx.raw('SELECT generic_plans + custom_plans AS runs FROM pg_prepared_statements WHERE statement = ?', [text]);
  return rows.length ? Number(rows[0].runs) : null;
}

describe('prepared statements', () => {
  it('keeps a statement on the connection and runs it again without a new parse, generic after five runs', async () => {
    const sql = 'SELECT count(*)::int AS n FROM topics WHERE id > ? AND is_active = ?';
    await suite.app.db.connection.transaction(async (trx: any) => {
      for (let i = 0; i < 7; i++) {
        const { rows } = await raw(trx, sql, [i, true]);
        expect(typeof rows[0].n).toBe('number');
      }
      expect(await serverRuns(trx, 'SELECT count(*)::int AS n FROM topics WHERE id > $1 AND is_active = $2')).toBe(7);
      const { rows } = await trx.raw('SELECT generic_plans FROM pg_prepared_statements WHERE statement = ?', [
        'SELECT count(*)::int AS n FROM topics WHERE id > $1 AND is_active = $2',
      ]);
      // PostgreSQL's plan_cache_mode=auto: five custom plans, then the generic one when it is no worse (here it is).
      expect(Number(rows[0].generic_plans)).toBe(2);
    });
  });

  it('gives one name to one text, whatever its values, and another name to another text', async () => {
    const run = async (sql: string, bindings: unknown[]) => {
      const query = asPrepared(suite.app.db.connection.raw(sql, bindings));
      return { name: query.toSQL().options?.name, rows: (await query).rows };
    };
    // An array is one parameter (a PostgreSQL array), so its length does not change the text.
    const a = await run('SELECT ?::int = ANY(?::int[]) AS x', [2, [1, 2]]);
    const b = await run('SELECT ?::int = ANY(?::int[]) AS x', [5, [1, 2, 3]]);
    const c = await run('SELECT ?::int <> ALL(?::int[]) AS x', [5, [1, 2, 3]]);
    expect(a.name).toMatch(/^oy_[0-9a-f]{20}$/);
    expect(b.name).toBe(a.name);
    expect(c.name).not.toBe(a.name);
    expect([a.rows[0].x, b.rows[0].x, c.rows[0].x]).toEqual([true, false, true]);
  });

  it('names a raw by its own text only when knex just numbers its placeholders', async () => {
    const knex = suite.app.db.connection;
    expect(onlyNumbered('SELECT ?::int AS n', [1])).toBe(true);
    expect(onlyNumbered('SELECT ?? FROM topics', ['id'])).toBe(false);
    expect(onlyNumbered('SELECT ? AS n', [knex.raw('1 + 1')])).toBe(false);
    // SQL as a value is written into the text: both spellings answer their own value.
    const first = await raw(knex, 'SELECT ? AS n', [knex.raw('1 + 1')]);
    const second = await raw(knex, 'SELECT ? AS n', [knex.raw('2 + 2')]);
    expect([first.rows[0].n, second.rows[0].n]).toEqual([2, 4]);
    // No bindings: a simple query as before, which may hold several statements (a prepared one may not).
    const both = await raw(knex, 'SELECT 1 AS a; SELECT 2 AS b', []);
    expect(both.map((r: { rows: unknown[] }) => r.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('writes replies through prepared statements with the same answers and counters as before, and without them when turned off', async () => {
    const author = await member(suite.app);
    const t = await topic(author, suite.plain.slug);
    const writers = [await member(suite.app), await member(suite.app), await member(suite.app)];
    const counts: number[] = [];
    // Three replies with statements prepared, then two more with them turned off: the same route, the same answer.
    for (const [i, w] of writers.entries()) {
      const res = await w.post(`/api/forum/${t.slug}/reply`, { content: `Hazır ifadeyle yanıt ${i}`, replyTo: null });
      expect(res.status).toBe(201);
      counts.push(res.body.replyCount);
    }
    process.env.DATABASE_PREPARED_STATEMENTS = 'false';
    try {
      for (const [i, w] of writers.slice(0, 2).entries()) {
        const res = await w.post(`/api/forum/${t.slug}/reply`, { content: `Hazır ifadesiz yanıt ${i}`, replyTo: null });
        expect(res.status).toBe(201);
        counts.push(res.body.replyCount);
      }
      // Turned off, a statement carries no name.
      expect((asPrepared(suite.app.db.connection.raw('SELECT ?::int AS n', [1])) as any)._options).toBeUndefined();
    } finally {
      delete process.env.DATABASE_PREPARED_STATEMENTS;
    }
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    const row = await suite.app.db.connection('topics').where({ id: t.id }).first('reply_count');
    expect(row.reply_count).toBe(5);
  });

  it('names at most 200 texts in a process; the rest run unnamed and still answer', async () => {
    await suite.app.db.connection.transaction(async (trx: any) => {
      for (let i = 0; preparedNameCount() < 200; i++) await raw(trx, `SELECT ?::int + ${i} AS n`, [1]);
      const { rows } = await raw(trx, 'SELECT ?::int + 100000 AS n', [1]);
      expect(rows[0].n).toBe(100001);
      expect(preparedNameCount()).toBe(200);
      expect(await serverRuns(trx, 'SELECT $1::int + 100000 AS n')).toBeNull();
    });
  });
});
