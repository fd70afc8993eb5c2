// Strapi's Document Service emits its entry events after the commit without awaiting them (a findOne with
// populate, for webhooks). Destroying the app under them leaves their connection requests waiting: 60 s later a
// KnexTimeoutError surfaces in whatever runs next in the process. Jobs and tests wait for the pool to be idle first.

/** Resolves once the app's database pool has had nothing in use or waiting for `quietMs` (at most `limitMs`). */
async function settlePool(app, quietMs = 300, limitMs = 10_000) {
  const pool = app?.db?.connection?.client?.pool;
  if (!pool) return;
  const busy = () => pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() > 0;
  let quietSince = Date.now();
  for (const end = Date.now() + limitMs; Date.now() < end;) {
    if (busy()) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

module.exports = { settlePool };
