import net from 'node:net';
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
const TIMEOUT_MS = 500;

type Reply = number | string | null | Reply[] | Error;

/** A minimal Redis client (RESP2) for one command at a time per call, pipelined on one connection. */
export class RedisLimiter {
  private socket: net.Socket | null = null;
  private buffer = Buffer.alloc(0);
  private pending: Array<(reply: Reply) => void> = [];

  constructor(private readonly url: URL) {}

  private connect() {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const socket = net.connect(Number(this.url.port || 6379), this.url.hostname || '127.0.0.1');
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.receive(chunk));
    const failAll = () => {
      this.socket = null;
      this.buffer = Buffer.alloc(0);
      this.pending.splice(0).forEach((resolve) => resolve(new Error('redis: connection closed')));
    };
    socket.on('error', failAll);
    socket.on('close', failAll);
    this.socket = socket;
    const db = this.url.pathname.slice(1);
    if (db) this.send(['SELECT', db]).catch(() => {});
    return socket;
  }

  private receive(chunk: Buffer) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const parsed = parse(this.buffer, 0);
      if (!parsed) return;
      this.buffer = this.buffer.subarray(parsed.end);
      this.pending.shift()?.(parsed.value);
    }
  }

  send(args: string[]): Promise<Reply> {
    const socket = this.connect();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('redis: timeout')), TIMEOUT_MS);
      this.pending.push((reply) => {
        clearTimeout(timer);
        if (reply instanceof Error) reject(reply);
        else resolve(reply);
      });
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
    });
  }

  async consume(key: string, limit: Limit): Promise<Consumed> {
    const reply = (await this.send(['EVAL', SCRIPT, '1', PREFIX + key, String(limit.interval)])) as number[];
    const [count, ttl] = reply.map(Number);
    return count <= limit.max ? { ok: true } : { ok: false, retryAfterMs: ttl > 0 ? ttl : limit.interval };
  }

  close() {
    this.socket?.destroy();
  }
}

/** One RESP2 value from `buf` at `at`: `{ value, end }`, or null when it is not complete yet. */
function parse(buf: Buffer, at: number): { value: Reply; end: number } | null {
  const lineEnd = buf.indexOf('\r\n', at);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buf[at]);
  const line = buf.toString('utf8', at + 1, lineEnd);
  const next = lineEnd + 2;
  if (type === '+') return { value: line, end: next };
  if (type === '-') return { value: new Error(`redis: ${line}`), end: next };
  if (type === ':') return { value: Number(line), end: next };
  if (type === '$') {
    const length = Number(line);
    if (length < 0) return { value: null, end: next };
    if (buf.length < next + length + 2) return null;
    return { value: buf.toString('utf8', next, next + length), end: next + length + 2 };
  }
  if (type === '*') {
    const count = Number(line);
    const items: Reply[] = [];
    let end = next;
    for (let i = 0; i < count; i++) {
      const item = parse(buf, end);
      if (!item) return null;
      items.push(item.value);
      end = item.end;
    }
    return { value: items, end };
  }
  throw new Error(`redis: unexpected reply type ${type}`);
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
