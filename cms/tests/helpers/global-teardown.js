const path = require('node:path');

module.exports = async () => {
  const { dropDatabase } = require(path.resolve(__dirname, '../../../scripts/lib/db.cjs'));
  const pg = require('pg');
  const db = globalThis.__TEST_DB__;
  if (db && !process.env.KEEP_TEST_DB) {
    const client = new pg.Client({ connectionString: db.adminUrl });
    await client.connect();
    const { rows } = await client.query('select datname from pg_database where datname like $1', [`${db.prefix}%`]);
    await client.end();
    for (const { datname } of rows) await dropDatabase(db.adminUrl, datname).catch(() => {});
  }
  if (globalThis.__EMBEDDED_PG__) await globalThis.__EMBEDDED_PG__.stop();
};
