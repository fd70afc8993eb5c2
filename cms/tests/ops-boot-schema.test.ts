// The boot's DDL (bootstrap/schema.ts) runs in one transaction under one advisory lock: two cms processes booting at
// once on one database take turns instead of colliding on CREATE OR REPLACE FUNCTION ("tuple concurrently updated").
import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
// The compiled module the app boots with.
const { applySchema, SCHEMA_LOCK } = require('../dist/src/bootstrap/schema') as typeof import('../src/bootstrap/schema');

const FUNCTIONS = ['oyundev_search_fold', 'oyundev_search_ascii', 'oyundev_search_vector', 'oyundev_badge_state', 'oyundev_reply_posting'];

let app: App;
beforeAll(async () => {
  app = await setupStrapi(__filename);
});
afterAll(async () => {
  await teardownStrapi(app);
});

const functionCounts = async () =>
  (
    await app.db.connection.raw(
      `SELECT proname, count(*)::int AS n FROM pg_proc WHERE proname = ANY(?) GROUP BY proname ORDER BY proname`,
      [FUNCTIONS],
    )
  ).rows;

/** Backends waiting for the schema lock (pg_locks: a bigint key's low half is objid, objsubid 1). */
const waitingForLock = async () =>
  (
    await app.db.connection.raw(
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = 0 AND objid = ? AND objsubid = 1
         AND NOT granted`,
      [SCHEMA_LOCK],
    )
  ).rows[0].n as number;

it('three boots of the DDL side by side all succeed, and leave each function once', async () => {
  await expect(Promise.all([applySchema(app), applySchema(app), applySchema(app)])).resolves.toEqual([undefined, undefined, undefined]);
  expect(await functionCounts()).toEqual([...FUNCTIONS].sort().map((proname) => ({ proname, n: 1 })));
});

it('a boot waits on the schema lock while another holds it, and finishes once it is released', async () => {
  const holder = await app.db.connection.transaction();
  let booted = false;
  let boot: Promise<void> | undefined;
  try {
    await holder.raw('SELECT pg_advisory_xact_lock(?)', [SCHEMA_LOCK]);
    boot = applySchema(app).then(() => {
      booted = true;
    });
    // The waiting boot shows in pg_locks as an ungranted request for the key (polled: no fixed delay).
    while ((await waitingForLock()) === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(booted).toBe(false);
  } finally {
    await holder.commit();
  }
  await boot;
  expect(booted).toBe(true);
  expect(await waitingForLock()).toBe(0);
});
