// Rate limits shared through Redis (issue 16): two limiters on separate connections — as two cms processes —
// count in one window; without Redis each process counts alone, and a Redis that is gone falls back to memory.
import { execFileSync } from 'node:child_process';
import { RedisLimiter, consumeShared } from '../src/lib/shared-limits';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const redisUp = (() => {
  try {
    return execFileSync('redis-cli', ['-u', REDIS, 'ping'], { encoding: 'utf8', timeout: 2000 }).trim() === 'PONG';
  } catch {
    return false;
  }
})();
const itWithRedis = redisUp ? it : it.skip;
const limit = { interval: 60_000, max: 5 };

itWithRedis('two processes share one window: the sixth request is refused whichever process counts it', async () => {
  const [a, b] = [new RedisLimiter(new URL(REDIS)), new RedisLimiter(new URL(REDIS))];
  const key = `test:${process.pid}:${Date.now()}`;
  try {
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await (i % 2 ? b : a).consume(key, limit));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, false, false]);
    const refused = results[5];
    expect(refused.ok).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(50_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    // Another key has its own window.
    expect((await b.consume(`${key}:other`, limit)).ok).toBe(true);
  } finally {
    a.close();
    b.close();
  }
});

itWithRedis('many requests at once from both processes are counted exactly', async () => {
  const [a, b] = [new RedisLimiter(new URL(REDIS)), new RedisLimiter(new URL(REDIS))];
  const key = `test:burst:${process.pid}:${Date.now()}`;
  try {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? b : a).consume(key, { interval: 60_000, max: 25 })));
    expect(results.filter((r) => r.ok)).toHaveLength(25);
  } finally {
    a.close();
    b.close();
  }
});

it('without REDIS_URL, or with a Redis that does not answer, the window is kept in memory', async () => {
  const saved = process.env.REDIS_URL;
  process.env.REDIS_URL = 'redis://127.0.0.1:1/0';
  const warnings: string[] = [];
  try {
    const key = `test:fallback:${Date.now()}`;
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await consumeShared(key, limit, { warn: (m) => warnings.push(m) }));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, false]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Redis'e ulaşılamadı/);
  } finally {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  }
});
