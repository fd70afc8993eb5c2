// Measuring helpers of `npm run bench` (scripts/bench.mjs): one autocannon run with exact percentiles, the
// bare Node hello-world every figure is compared with, SQL statements per request and process memory.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';

/** A bare Node `http` hello-world on a free loopback port: the ceiling of this machine and Node. */
export async function helloWorld() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"data":"merhaba"}');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const round = (n, digits = 1) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits);

/**
 * One autocannon run. Every response time is kept, so p50/p95/p99 are exact (autocannon itself reports no p95).
 * `requests` as autocannon takes them (setupRequest for a fresh body per write).
 */
export async function measure(url, { connections = 10, duration = 10, amount, method = 'GET', headers = {}, body, requests } = {}) {
  const times = [];
  const instance = autocannon({
    url,
    connections,
    method,
    headers,
    body,
    requests,
    ...(amount ? { amount } : { duration }),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const seconds = amount ? result.duration : duration;
  return {
    connections,
    requests: times.length,
    rps: round(times.length / Math.max(seconds, 0.001), 0),
    p50: round(percentile(times, 50), 2),
    p95: round(percentile(times, 95), 2),
    p99: round(percentile(times, 99), 2),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The SQL statements one request ran, from the cms's X-Sql-Statements (SQL_COUNT=true). */
export async function sqlStatements(url, init = {}) {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  const header = res.headers.get('x-sql-statements');
  return header === null ? null : Number(header);
}

/** Resident memory in MB of a process group (a launched child and its children), from ps. */
export function rssOfGroup(pgid) {
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' });
    return round(out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024, 0);
  } catch {
    return null;
  }
}

/** Resident memory in MB of the server listening on `port` (from ss) and its children (PostgreSQL's backends). */
export function rssOfListener(port) {
  try {
    const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = line.match(/pid=(\d+)/)?.[1];
    if (!pid) return null;
    const own = execFileSync('ps', ['-o', 'rss=', '-p', pid], { encoding: 'utf8' });
    let children = '';
    try {
      children = execFileSync('ps', ['-o', 'rss=', '--ppid', pid], { encoding: 'utf8' });
    } catch {
      // no children
    }
    return round((own + '\n' + children).split('\n').reduce((sum, l) => sum + (Number(l.trim()) || 0), 0) / 1024, 0);
  } catch {
    return null;
  }
}

/** A markdown table of rows (objects with the same keys). */
export function markdownTable(rows) {
  if (!rows.length) return '';
  const keys = Object.keys(rows[0]);
  const line = (cells) => `| ${cells.map((c) => (c === null || c === undefined ? '—' : String(c))).join(' | ')} |`;
  return [line(keys), line(keys.map(() => '---')), ...rows.map((r) => line(keys.map((k) => r[k])))].join('\n');
}
