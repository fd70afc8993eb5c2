import Redis, { type Result } from 'ioredis';
import type { Limit } from '../api/account/lib/config';
import { consume, type Consumed } from '../api/account/lib/rate-limit';

/**
 * Rate-limit windows shared by every cms process through Redis when REDIS_URL is set (redis://host:port[/db]);
 * in this process's memory otherwise (api/account/lib/rate-limit.ts). One fixed window per key, counted with
 * one atomic script (INCR, PEXPIRE on the first hit, PTTL). If Redis cannot be reached the request is counted
 * in memory instead — a limiter outage never locks everyone out — and that is logged once.
 */
const SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const PREFIX = 'oyundev:rl:';
/** No command (nor a connection attempt) may hold a request longer than this. */
const TIMEOUT_MS = 500;
/** After a failure (no connection, a timeout), requests are counted in memory this long before Redis is tried again. */
const RETRY_MS = 1_000;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** SCRIPT above, defined on each connection (EVALSHA, EVAL when Redis does not hold it yet). */
    rlConsume(key: string, intervalMs: string): Result<[number, number], Context>;
  }
}

/** The shared window, on one ioredis connection (commands pipelined; EVALSHA with EVAL fallback). */
export class RedisLimiter {
  private readonly redis: Redis;
  private connecting: Promise<void> | null = null;
  private retryAt = 0;

  constructor(url: URL) {
    this.redis = new Redis(url.toString(), {
      lazyConnect: true,
      connectTimeout: TIMEOUT_MS,
      commandTimeout: TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      // Ready once connected: the INFO ready check has no timeout and would hold a request on a silent server.
      enableReadyCheck: false,
      // Nor the CLIENT SETINFO pair ioredis sends before it reports the connection ready.
      disableClientInfo: true,
      // No reconnect loop in the background: the next request after RETRY_MS connects again (see ready()).
      retryStrategy: () => null,
    });
    // Failures reach the caller through the rejected command; this keeps ioredis from printing each one.
    this.redis.on('error', () => {});
    this.redis.defineCommand('rlConsume', { numberOfKeys: 1, lua: SCRIPT });
  }

  /** Connected, or connecting now (shared by concurrent callers). */
  private ready(): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    this.connecting ??= this.redis.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  /** Counts one hit; refused at once for RETRY_MS after Redis failed, so an outage costs one timeout, not one per request. */
  async consume(key: string, limit: Limit): Promise<Consumed> {
    if (Date.now() < this.retryAt) throw new Error('redis: unreachable');
    try {
      await this.ready();
      const [count, ttl] = (await this.redis.rlConsume(PREFIX + key, String(limit.interval))).map(Number);
      return count <= limit.max ? { ok: true } : { ok: false, retryAfterMs: ttl > 0 ? ttl : limit.interval };
    } catch (error) {
      this.retryAt = Date.now() + RETRY_MS;
      throw error;
    }
  }

  /** QUIT when connected (Redis answers, then the socket closes); otherwise just drop the socket. */
  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}

let shared: RedisLimiter | null | undefined;
let warned = false;

/** Counts one request against `key`: in Redis when REDIS_URL is set, else (or when Redis fails) in memory. */
export async function consumeShared(key: string, limit: Limit, log?: { warn: (m: string) => void }): Promise<Consumed> {
  if (shared === undefined) shared = process.env.REDIS_URL ? new RedisLimiter(new URL(process.env.REDIS_URL)) : null;
  if (!shared) return consume(key, limit);
  try {
    return await shared.consume(key, limit);
  } catch (error) {
    if (!warned) log?.warn(`[sınırlar] Redis'e ulaşılamadı, sayım bu süreçte yapılıyor: ${(error as Error).message}`);
    warned = true;
    return consume(key, limit);
  }
}

/** On shutdown: closes the shared connection, if one was opened. */
export async function closeShared(): Promise<void> {
  const limiter = shared;
  shared = undefined;
  await limiter?.close();
}
