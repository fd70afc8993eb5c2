// `npm test`: every suite — domain unit tests, cms API tests, browser tests — then one summary line.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, log, run } from './lib/util.mjs';
import { buildDomain } from './lib/stack.mjs';

const reports = path.join(ROOT, '.data', 'test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const suites = [
  {
    name: 'scripts',
    cwd: '.',
    cmd: process.execPath,
    args: [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${reports}/scripts.tap`,
      'scripts/lib/',
    ],
  },
  { name: 'domain', cwd: 'domain', cmd: 'npx', args: ['jest', '--ci', '--json', `--outputFile=${reports}/domain.json`] },
  { name: 'cms', cwd: 'cms', cmd: 'npx', args: ['jest', '--ci', '--runInBand', '--json', `--outputFile=${reports}/cms.json`] },
  // The load and two-process drills (scripts/faults.mjs), short here; `npm run test:faults` runs the full minute.
  {
    name: 'faults',
    cwd: '.',
    cmd: process.execPath,
    args: ['scripts/faults.mjs'],
    env: { FAULTS_SECONDS: process.env.FAULTS_SECONDS ?? '15', FAULTS_REPORT: `${reports}/faults.json` },
  },
  { name: 'e2e', cwd: 'e2e', cmd: 'npx', args: ['playwright', 'test'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` } },
].filter((s) => only.length === 0 || only.includes(s.name));

function count(name) {
  if (name === 'scripts') {
    const tap = path.join(reports, 'scripts.tap');
    if (!fs.existsSync(tap)) return null;
    const text = fs.readFileSync(tap, 'utf8');
    const n = (key) => Number(text.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
    return { passed: n('pass'), failed: n('fail') + n('cancelled'), skipped: n('skipped') + n('todo') };
  }
  const file = path.join(reports, `${name}.json`);
  if (!fs.existsSync(file)) return null;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (name === 'faults') return r;
  if (name === 'e2e') {
    const s = r.stats ?? {};
    return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests };
}

// The names of what failed, so the last lines of a long run say what to look at.
function failures(name) {
  try {
    if (name === 'scripts') {
      const text = fs.readFileSync(path.join(reports, 'scripts.tap'), 'utf8');
      return [...text.matchAll(/^\s*not ok \d+ - (.+)$/gm)].map((m) => m[1]);
    }
    const r = JSON.parse(fs.readFileSync(path.join(reports, `${name}.json`), 'utf8'));
    if (name === 'faults') return r.failures ?? [];
    if (name === 'e2e') {
      const out = [];
      const walk = (suite, file) => {
        for (const spec of suite.specs ?? [])
          for (const t of spec.tests ?? [])
            if (t.status === 'unexpected' || t.status === 'flaky') out.push(`${file ?? suite.file}: ${spec.title} (${t.status})`);
        for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
      };
      for (const suite of r.suites ?? []) walk(suite);
      return out;
    }
    return r.testResults.flatMap((f) => {
      const file = path.relative(ROOT, f.name);
      const failed = f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${file}: ${a.fullName}`);
      return failed.length || f.status !== 'failed' ? failed : [`${file}: ${String(f.message).split('\n').find(Boolean) ?? 'failed'}`];
    });
  } catch {
    return [];
  }
}

await buildDomain();
const failedNames = [];
let failedSuites = 0;
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const s of suites) {
  log('test', `— ${s.name} —`);
  try {
    await run(s.name === 'e2e' ? 'site' : s.name === 'cms' ? 'cms' : 'build', s.cmd, s.args, {
      cwd: path.join(ROOT, s.cwd),
      env: s.env ?? {},
    });
  } catch (e) {
    failedSuites += 1;
    log('test', `${s.name} başarısız: ${e.message.split('\n')[0]}`);
  }
  const c = count(s.name);
  if (!c) {
    failedSuites += 1;
    log('test', `${s.name}: sonuç raporu yok`);
    continue;
  }
  log('test', `${s.name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  for (const k of Object.keys(totals)) totals[k] += c[k];
  if (c.failed) failedNames.push(...failures(s.name).map((f) => `${s.name}: ${f}`));
}

if (failedNames.length) console.log(`\nFailed:\n${failedNames.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 || totals.failed > 0 ? 1 : 0);
