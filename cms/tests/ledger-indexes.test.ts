import { accountsSuite } from './helpers/suite';
import { createMember } from './helpers/fixtures';

// The points ledger's index by member, type and time (bootstrap/constraints.ts activities_user_type_time_idx): the badge
// counts and a profile's active days read it alone; the narrower index it replaced is dropped at boot.

const suite = accountsSuite(__filename);

const indexDef = async (name: string) =>
  (await suite.app.db.connection.raw('SELECT indexdef FROM pg_indexes WHERE indexname = ?', [name])).rows[0]?.indexdef ?? null;

describe('activities_user_type_time_idx', () => {
  it('exists after boot on (user_id, type, occurred_at), and the index it replaced does not', async () => {
    expect(await indexDef('activities_user_type_time_idx')).toMatch(
      /^CREATE INDEX activities_user_type_time_idx ON public\.activities USING btree \(user_id, type, occurred_at\)$/,
    );
    expect(await indexDef('activities_user_type_idx')).toBeNull();
  });

  it('a database from an earlier version loses the narrower index at the next boot', async () => {
    const db = suite.app.db.connection;
    await db.raw('CREATE INDEX activities_user_type_idx ON activities (user_id, type)');
    expect(await indexDef('activities_user_type_idx')).not.toBeNull();
    const { applyConstraints } = require('../dist/src/bootstrap/constraints');
    await applyConstraints(suite.app);
    expect(await indexDef('activities_user_type_idx')).toBeNull();
    expect(await indexDef('activities_user_type_time_idx')).not.toBeNull();
  });

  it("a member's active days are read from the index alone", async () => {
    const member = await createMember(suite.app, 'user');
    const db = suite.app.db.connection;
    const now = Date.now();
    await db('activities').insert(
      Array.from({ length: 40 }, (_, i) => ({
        document_id: `ledgeridx${String(i).padStart(4, '0')}${member.user.id}`,
        user_id: member.user.id,
        type: i % 2 ? 'reply_created' : 'topic_created',
        points: 1,
        occurred_at: new Date(now - i * 36e5 * 7),
        created_at: new Date(),
        updated_at: new Date(),
      })),
    );
    await db.raw('VACUUM ANALYZE activities');
    // The days subquery of the profile's figures (api/profile/services/profile.ts figuresOf). The test database is
    // small enough for a sequential scan to win; with it and the bitmap scan off, the plan shows whether the index
    // covers the query (an index-only scan) or has to fetch each row from the table (an index scan).
    const rows = await db.transaction(async (trx: any) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      await trx.raw('SET LOCAL enable_bitmapscan = off');
      return (
        await trx.raw(
          `EXPLAIN (FORMAT JSON) SELECT array_agg(DISTINCT to_char((a.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Istanbul', 'YYYY-MM-DD'))
             FROM activities a WHERE a.user_id = ? AND a.type IN ('topic_created', 'reply_created', 'comment_created')
             AND a.occurred_at >= now() - interval '3 years'`,
          [member.user.id],
        )
      ).rows;
    });
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    expect(plan).toContain('"Node Type":"Index Only Scan"');
    expect(plan).toContain('"Index Name":"activities_user_type_time_idx"');
  });
});
