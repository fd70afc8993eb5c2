import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';

/**
 * Graceful shutdown. On SIGTERM Strapi calls our `destroy` lifecycle (src/index.ts) before it cuts every open
 * connection: here the server first stops taking connections, tells keep-alive clients to go (`Connection:
 * close` on answers from now on, idle sockets closed), and waits for the requests already running to finish —
 * so each of them either commits and answers, or never started — for at most DRAIN_MS; then Strapi closes
 * the rest and the database pool, and the process exits well within 10 s.
 */
export const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 8000);

interface Tracker {
  inFlight: number;
  draining: boolean;
  idle: Array<() => void>;
}
const trackers = new WeakMap<Server, Tracker>();

/** Counts the requests in flight on `server` (installed once at bootstrap). */
export function trackRequests(server: Server) {
  if (trackers.has(server)) return trackers.get(server)!;
  const tracker: Tracker = { inFlight: 0, draining: false, idle: [] };
  trackers.set(server, tracker);
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    tracker.inFlight += 1;
    if (tracker.draining) res.setHeader('Connection', 'close');
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      tracker.inFlight -= 1;
      if (tracker.inFlight === 0) tracker.idle.splice(0).forEach((wake) => wake());
    };
    res.on('finish', finish);
    res.on('close', finish);
  });
  return tracker;
}

/** Requests running on the server now. */
export const inFlight = (server: Server) => trackers.get(server)?.inFlight ?? 0;

/** Stops accepting and waits (≤ ms) for the requests in flight; resolves with how many were still running. */
export async function drain(strapi: Core.Strapi, ms = DRAIN_MS): Promise<number> {
  const server = strapi.server?.httpServer as Server | undefined;
  if (!server) return 0;
  const tracker = trackRequests(server);
  tracker.draining = true;
  if (server.listening) server.close(() => {});
  server.closeIdleConnections?.();
  if (tracker.inFlight > 0) {
    strapi.log.info(`[kapanış] ${tracker.inFlight} istek bitiriliyor…`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      tracker.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  return tracker.inFlight;
}
