// Ports the system listens on, checked before anything starts: a port another program holds ends the start
// with one clear Turkish line naming the port and the variable that moves it — not a stack trace from deep
// inside PostgreSQL, maildev, Strapi or the site server. CommonJS like db.cjs (the cms's jest harness uses it).
const net = require('node:net');

/** The one line a person reads when `port` (set by `envName`) cannot be used. */
function portMessage(envName, port, code = 'EADDRINUSE') {
  if (code === 'EACCES') {
    return `${port} numaralı porta (${envName}) bu kullanıcı bağlanamıyor; 1024 üzerinde bir port seçin, ör. ${envName}=${port + 10000}.`;
  }
  return `${port} numaralı port (${envName}) başka bir program tarafından kullanılıyor; o programı kapatın ya da ${envName} ile başka bir port seçin, ör. ${envName}=${port + 1}.`;
}

/** An Error whose message is that line; `code` PORT_IN_USE so callers can tell it from other failures. */
function portError(envName, port, code) {
  return Object.assign(new Error(portMessage(envName, port, code)), { code: 'PORT_IN_USE', port, envName });
}

/** Resolves null when `port` on `host` can be listened on now, else the system's error code (EADDRINUSE…). */
function probe(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (e) => resolve(e.code ?? 'EADDRINUSE'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/**
 * Checks every `{ envName, port, host }`: rejects with the first taken (or shared) port's line. Two variables
 * naming the same port are refused too — the second service would find it taken a minute later.
 */
async function assertPortsFree(entries) {
  const seen = new Map();
  for (const { envName, port } of entries) {
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw Object.assign(new Error(`${envName} geçerli bir port değil (${port}); 1 ile 65535 arasında bir sayı verin.`), {
        code: 'PORT_INVALID',
      });
    }
    if (seen.has(port)) {
      throw Object.assign(new Error(`${seen.get(port)} ve ${envName} aynı portu (${port}) gösteriyor; her birine ayrı bir port verin.`), {
        code: 'PORT_IN_USE',
        port,
        envName,
      });
    }
    seen.set(port, envName);
  }
  for (const { envName, port, host = '127.0.0.1' } of entries) {
    const code = await probe(port, host);
    if (code) throw portError(envName, port, code);
  }
}

/** A port the system has free right now (for tests that start something of their own). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = { assertPortsFree, portError, portMessage, probe, freePort };
