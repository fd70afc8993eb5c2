// Make one template database (run by strapi.ts in a process of its own): boot the compiled cms on the empty
// database named by DATABASE_URL — Strapi creates every table, our bootstrap its indexes and functions — seed it
// with the demo data of `size` when one is given, and shut down. Test files then copy it (CREATE DATABASE …
// TEMPLATE) instead of doing both themselves: a boot on a database whose schema is in place takes seconds.
const path = require('node:path');

const appDir = path.resolve(__dirname, '../..');
const size = process.argv[2] === undefined ? null : Number(process.argv[2]);

(async () => {
  const { createStrapi } = require('@strapi/strapi');
  const app = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  if (size !== null) await require(path.join(appDir, 'dist/src/seed')).seed(app, { size });
  await require(path.resolve(appDir, '../scripts/lib/settle.cjs')).settlePool(app);
  await app.destroy();
  process.exit(0);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
