// Graceful shutdown (issue 16): with replies in flight, the server stops taking connections, finishes every
// request already running — each answered and committed with its counter — and only then lets Strapi close.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { teardownStrapi, type App } from './helpers/strapi';
import { category, member, seededApp, topic } from './helpers/forum';
// The compiled module the app runs: its request tracker is the one installed at bootstrap.
const { drain, inFlight } = require('../dist/src/lib/graceful') as typeof import('../src/lib/graceful');

let app: App;
beforeAll(async () => {
  app = await seededApp(__filename);
});
afterAll(async () => {
  await teardownStrapi(app);
});

/** A GET on a new connection: its status, or the network error's code. */
const probe = (port: number) =>
  new Promise<number | string>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/forum/categories', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
  });

it('finishes the requests in flight, refuses new connections, and every answered reply is committed with its count', async () => {
  const server = app.server.httpServer as http.Server;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  const writer = await member(app, 'moderator');
  const t = await topic(writer, (await category(app, { isPremium: false })).slug);
  expect(await probe(port)).toBe(200);
  let arrived = 0;
  server.on('request', () => (arrived += 1));

  const sends = Array.from({ length: 30 }, (_, i) =>
    fetch(`http://127.0.0.1:${port}/api/forum/${t.slug}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.jwt}` },
      body: JSON.stringify({ content: `Kapanış sırasında yanıt ${i}`, replyTo: null }),
    }).then(
      (res) => res.status,
      () => 'network',
    ),
  );
  // Every request has reached the server (none is still connecting) and some are still running.
  for (let i = 0; i < 1000 && arrived < 30; i++) await new Promise((r) => setTimeout(r, 10));
  expect(arrived).toBe(30);
  expect(inFlight(server)).toBeGreaterThan(0);

  // A limit no request here can reach, even on a loaded machine: what is measured is that every one finishes.
  const drained = drain(app, 240_000);
  expect(await probe(port)).toBe('ECONNREFUSED');
  expect(await drained).toBe(0);

  const statuses = await Promise.all(sends);
  // Nothing was cut: every request that reached the server got its answer.
  expect(statuses.filter((s) => s === 'network')).toEqual([]);
  const created = statuses.filter((s) => s === 201).length;
  expect(created).toBeGreaterThan(0);
  const rows = Number((await app.db.connection('replies').where('content', 'like', 'Kapanış sırasında yanıt %').count({ n: '*' }))[0].n);
  const topicRow = await app.db.connection('topics').where({ id: t.id }).first();
  expect(rows).toBe(created);
  expect(topicRow.reply_count).toBe(created);
});

it('lets go at its limit while a request is still running, and says how many were left', async () => {
  const server = http.createServer(() => {}); // answers nothing: its request runs until the test ends it
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const fake = { server: { httpServer: server }, log: { info: () => {} } } as never;
  const { trackRequests } = require('../dist/src/lib/graceful') as typeof import('../src/lib/graceful');
  trackRequests(server);
  const { port } = server.address() as AddressInfo;
  const req = http.get({ host: '127.0.0.1', port, path: '/', agent: false }).on('error', () => {});
  for (let i = 0; i < 500 && inFlight(server) === 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(inFlight(server)).toBe(1);
  expect(await drain(fake, 50)).toBe(1);
  expect(await probe(port)).toBe('ECONNREFUSED');
  req.destroy();
  server.closeAllConnections();
});
