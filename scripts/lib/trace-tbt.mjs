// A page's long tasks from a Chrome trace, for finding what blocks the main thread (bench/README "Tarayıcı TBT").
//   node scripts/lib/trace-tbt.mjs [--runs 3] [--maps site/public] [--throttle] [--top 12] URL...
//   node scripts/lib/trace-tbt.mjs --runs 5 --bases http://localhost:8001,http://localhost:8002 /blog/x /forum
// Playwright drives /usr/bin/chromium at a mobile viewport (412×823). Without --throttle the page runs at full
// speed and each main-thread task counts with its *CPU time* × 4 — close to what Lighthouse's simulated 4×
// slowdown does and robust to a loaded machine; with --throttle CDP slows the CPU 4× and the wall time counts.
// TBT here = Σ max(0, task − 50 ms) over the tasks starting after FCP, up to 8 s after it. With --maps (the public
// dir of a build made with PROFILE_MAPS=1) a sampled CPU profile is mapped to the sources, and each long task lists
// where its time went. Nothing passes or fails.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const runs = Number(flag('--runs', 1));
const mapsDir = flag('--maps', null);
const top = Number(flag('--top', 10));
const windowMs = Number(flag('--window', 8000));
const throttle = args.includes('--throttle');
// --bases http://old,http://new: the arguments are paths, each traced on every base in turn (old, new, old, new…).
const bases = flag('--bases', '')?.split(',').filter(Boolean) ?? [];
const urls = args.filter((a) => !a.startsWith('--'));
const FACTOR = throttle ? 1 : 4;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  'v8',
];

async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (mapsDir) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(throttle ? 9000 : 6000);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const profile = mapsDir ? (await cdp.send('Profiler.stop')).profile : null;
  await context.close();
  return { events: trace.traceEvents ?? trace, profile };
}

function analyse({ events, profile }) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcpEvent) throw new Error('no FCP in the trace');
  const main = `${fcpEvent.pid}:${fcpEvent.tid}`;
  const fcp = fcpEvent.ts;
  const nav = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? fcp;
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  // The outermost task events only (ThreadControllerImpl::RunTask wraps RunTask).
  const outer = [];
  for (const e of onMain
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = outer[outer.length - 1];
    if (!last || e.ts >= last.ts + last.dur) outer.push(e);
  }
  const tasks = outer.map((e) => ({ ts: e.ts, end: e.ts + e.dur, ms: ((throttle ? e.dur : (e.tdur ?? e.dur)) / 1000) * FACTOR }));
  const counted = tasks.filter((t) => t.ts >= fcp && t.ts <= fcp + windowMs * 1000);
  const long = tasks.filter((t) => t.ms > 50 && t.ts >= fcp - 2e6);
  const tbt = counted.reduce((n, t) => n + Math.max(0, t.ms - 50), 0);
  // The part of it in tasks that run script (the rest is style, layout and paint, which move around FCP from run to run).
  const scripted = (t) =>
    onMain.some(
      (e) =>
        e.ts >= t.ts &&
        e.ts < t.end &&
        ['EvaluateScript', 'FunctionCall', 'TimerFire', 'v8.callFunction', 'XHRReadyStateChange'].includes(e.name),
    );
  const scriptTbt = tasks
    .filter((t) => t.ts >= fcp - 2e6 && t.ts <= fcp + windowMs * 1000 && scripted(t))
    .reduce((n, t) => n + Math.max(0, t.ms - 50), 0);
  for (const task of long) {
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.end && e.name !== 'RunTask');
    const label = (e) => {
      const d = e.args?.data ?? e.args?.beginData ?? {};
      const where = d.url ? path.basename(new URL(d.url, 'http://x').pathname) : '';
      return [e.name, d.functionName, where].filter(Boolean).join(' ');
    };
    const wanted = new Set([
      'EvaluateScript',
      'FunctionCall',
      'TimerFire',
      'FireAnimationFrame',
      'Layout',
      'ParseHTML',
      'UpdateLayoutTree',
      'Paint',
      'v8.compile',
      'V8.GCScavenger',
      'MajorGC',
      'MinorGC',
      'EventDispatch',
      'v8.run',
      'RunMicrotasks',
      'v8.parseOnBackground',
      'Decode Image',
      'PrePaint',
      'Layerize',
      'ScheduleStyleRecalculation',
      'FireIdleCallback',
      'XHRReadyStateChange',
      'v8.callFunction',
      'ResourceReceivedData',
      'ParseAuthorStyleSheet',
    ]);
    task.parts = inside
      .filter((e) => wanted.has(e.name) && e.dur >= 2000)
      .slice(0, 8)
      .map((e) => `${label(e)} ${Math.round(((throttle ? e.dur : (e.tdur ?? e.dur)) / 1000) * FACTOR)}`);
  }
  return { fcpMs: (fcp - nav) / 1000, tbt, scriptTbt, long: long.map((t) => ({ ...t, at: Math.round((t.ts - fcp) / 1000) })), profile };
}

const consumers = new Map();
async function consumer(url) {
  const file = path.join(mapsDir, `${new URL(url).pathname}.map`);
  if (!consumers.has(file))
    consumers.set(file, fs.existsSync(file) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  return consumers.get(file);
}

/** Self time of the profile's samples inside [from, to) (µs), by original source file and function. */
async function whereTimeWent(profile, from, to) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < from || t >= to) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]);
    const cf = node.callFrame;
    let key = cf.functionName || `(${cf.url ? 'anonymous' : cf.functionName || 'program'})`;
    if (cf.url && cf.url.endsWith('.js')) {
      const map = await consumer(cf.url);
      const pos = map?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
      if (pos?.source)
        key = `${pos.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, 'nm/')}:${pos.line} ${pos.name ?? cf.functionName}`;
      else key = `${path.basename(new URL(cf.url).pathname)} ${cf.functionName}`;
    } else if (!cf.url) key = cf.functionName || '(program)';
    totals.set(key, (totals.get(key) ?? 0) + dt * FACTOR);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
async function report(url, results) {
  const sorted = [...results].sort((a, b) => a.tbt - b.tbt);
  const median = sorted[Math.floor(sorted.length / 2)];
  const scripts = results.map((r) => Math.round(r.scriptTbt)).sort((a, b) => a - b);
  console.log(
    `\n== ${url}  TBT ${Math.round(median.tbt)} ms (runs ${results.map((r) => Math.round(r.tbt)).join(', ')}), FCP ${Math.round(median.fcpMs)} ms; ` +
      `in script tasks ${scripts[Math.floor(scripts.length / 2)]} ms (runs ${results.map((r) => Math.round(r.scriptTbt)).join(', ')})`,
  );
  for (const task of median.long) {
    console.log(`  +${task.at} ms  ${Math.round(task.ms)} ms  ${task.parts.join(' | ')}`);
    if (median.profile) {
      const spent = await whereTimeWent(median.profile, task.ts, task.end);
      for (const [key, ms] of spent.slice(0, top)) if (ms >= 1) console.log(`        ${ms.toFixed(1).padStart(6)}  ${key}`);
    }
  }
}

for (const target of urls) {
  const targets = bases.length ? bases.map((base) => base + target) : [target];
  const results = targets.map(() => []);
  for (let r = 0; r < runs; r++) for (const [i, url] of targets.entries()) results[i].push(analyse(await traceOnce(browser, url)));
  for (const [i, url] of targets.entries()) await report(url, results[i]);
}
await browser.close();
