import { timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { Core } from '@strapi/strapi';
import type { Ctx, Next } from '../lib/koa';

/** The header the site server (scripts/lib/site-server.mjs) sends to prove a request came through it. */
export const PROXY_SECRET_HEADER = 'x-oyundev-proxy';

export const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * One key per client for limits and counts: an IPv4 address as it is, an IPv6 address by its /64 — one line or
 * server gets a whole /64, and must not get 2^64 fresh rate-limit buckets by changing the last half.
 */
export function clientKey(address: string): string {
  try {
    let ip = ipaddr.parse(address);
    if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
    if (ip.kind() === 'ipv4') return ip.toString();
    return `${(ip as ipaddr.IPv6).parts
      .slice(0, 4)
      .map((part) => part.toString(16))
      .join(':')}::/64`;
  } catch {
    return address;
  }
}

/**
 * Sets `ctx.request.ip`, which rate limits, lockouts and view counts key on. Koa's own proxy trust would take
 * X-Forwarded-For from anyone who reaches the port, so a client could pick a fresh address per request. Here
 * the header counts only when the peer is a trusted proxy (TRUSTED_PROXIES, proxy-addr syntax, default
 * loopback) and — when PROXY_SECRET is set, as the local stack does because every local process is loopback —
 * the request carries that secret. The address taken is the one our proxy appended (PROXY_HOPS from the end).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const trusted = proxyaddr.compile(
    String(process.env.TRUSTED_PROXIES || 'loopback')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const secret = process.env.PROXY_SECRET || '';
  const hops = Math.max(1, Number(strapi.config.get('server.proxy.maxIpsCount', 1)) || 1);
  return async (ctx: Ctx, next: Next) => {
    const peer = String(ctx.req.socket?.remoteAddress ?? '');
    const proof = ctx.get(PROXY_SECRET_HEADER);
    const fromProxy = peer !== '' && trusted(peer, 0) && (!secret || sameSecret(proof, secret));
    let address = peer;
    if (fromProxy) {
      const forwarded = String(ctx.get('x-forwarded-for') || '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (forwarded.length) address = forwarded[Math.max(0, forwarded.length - hops)];
    }
    ctx.request.ip = clientKey(address);
    // The site server's own calls (global::from-site-server) need the secret itself, not only a trusted peer.
    ctx.state.fromSiteServer = secret !== '' && sameSecret(proof, secret);
    // The proof is for us alone; nothing after this point (logs, controllers) needs to see it.
    delete ctx.req.headers[PROXY_SECRET_HEADER];
    await next();
  };
};
