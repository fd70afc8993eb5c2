import { ERROR_CODES } from '@oyundev/domain';
import { createMember } from './helpers/fixtures';
import { client, userCount } from './helpers/accounts';
import { accountsSuite } from './helpers/suite';

// Case-insensitive username uniqueness is held by PostgreSQL too (bootstrap/constraints.ts
// up_users_username_lower_uq), not only by register's serialized check.

const INDEX = 'up_users_username_lower_uq';

const suite = accountsSuite(__filename);

let serial = 0;
const rawUser = (username: string) => {
  serial += 1;
  return {
    document_id: `usernameindextest${String(serial).padStart(7, '0')}`,
    username,
    email: `ham${serial}_${Math.random().toString(36).slice(2, 8)}@example.test`,
    provider: 'local',
    created_at: new Date(),
    updated_at: new Date(),
  };
};
const indexDef = async () =>
  (await suite.app.db.connection.raw('SELECT indexdef FROM pg_indexes WHERE indexname = ?', [INDEX])).rows[0]?.indexdef ?? null;
const rowsNamed = (username: string) =>
  suite.app.db.connection('up_users').whereRaw('lower(username) = lower(?)', [username]).select('id', 'username');

describe('up_users_username_lower_uq', () => {
  it('exists after boot as a UNIQUE index on lower(username)', async () => {
    expect(await indexDef()).toMatch(
      /^CREATE UNIQUE INDEX up_users_username_lower_uq ON public\.up_users USING btree \(lower\(\(username\)::text\)\)$/,
    );
  });

  it('refuses a raw insert of a case variant of an existing username, and keeps only the first row', async () => {
    const member = await createMember(suite.app, 'user');
    const variant = member.username.toUpperCase();
    expect(variant).not.toBe(member.username);
    const error = await suite.app.db
      .connection('up_users')
      .insert(rawUser(variant))
      .then(
        () => null,
        (e: any) => e,
      );
    expect(error).toMatchObject({ code: '23505', constraint: INDEX });
    expect(await rowsNamed(member.username)).toEqual([{ id: member.user.id, username: member.username }]);
  });

  it('register answers USERNAME_TAKEN (409) when the database, not the check, finds the duplicate', async () => {
    const member = await createMember(suite.app, 'user');
    // Another writer the advisory lock does not cover (another process, the admin panel) takes the name
    // between register's check and its insert: seen here as the check answering "free".
    const names = require('../dist/src/api/account/lib/names');
    const check = names.usernameStatus;
    let checked = 0;
    names.usernameStatus = async () => {
      checked += 1;
      return 'free';
    };
    const before = await userCount(suite.app);
    let res: any;
    try {
      const username = member.username.toUpperCase();
      res = await client(suite.app)
        .post('/api/auth/local/register')
        .send({ username, email: `${username.toLowerCase()}.x@example.test`, password: 'Gizli123' });
    } finally {
      names.usernameStatus = check;
    }
    expect(checked).toBe(1); // the refusal below came from the database, not from the check
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ message: ERROR_CODES.USERNAME_TAKEN.message, details: { code: 'USERNAME_TAKEN' } });
    expect(await userCount(suite.app)).toBe(before);
    expect(await rowsNamed(member.username)).toEqual([{ id: member.user.id, username: member.username }]);
  });

  it('a database that already holds case duplicates boots with a warning, and gets the index once they are resolved', async () => {
    const { applyConstraints } = require('../dist/src/bootstrap/constraints');
    await suite.app.db.connection.raw(`DROP INDEX ${INDEX}`);
    try {
      const [first] = await suite.app.db.connection('up_users').insert(rawUser('Cift_Kayit')).returning('id');
      const [second] = await suite.app.db.connection('up_users').insert(rawUser('cift_kayit')).returning('id');
      const warn = jest.spyOn(suite.app.log, 'warn');
      try {
        await expect(applyConstraints(suite.app)).resolves.toBeUndefined();
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${INDEX} not created`));
      } finally {
        warn.mockRestore();
      }
      expect(await indexDef()).toBeNull();

      await suite.app.db.connection('up_users').where({ id: second.id }).delete();
      await applyConstraints(suite.app);
      expect(await indexDef()).toMatch(/UNIQUE INDEX up_users_username_lower_uq/);
      expect(await rowsNamed('CIFT_KAYIT')).toEqual([{ id: first.id, username: 'Cift_Kayit' }]);
    } finally {
      await suite.app.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${INDEX} ON up_users (lower(username))`);
    }
  });
});
