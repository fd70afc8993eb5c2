import path from 'node:path';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const COLORS = { db: 36, cms: 35, site: 32, mail: 33, seed: 34, start: 37, test: 37, build: 32 };
export function log(tag, text) {
  const color = COLORS[tag] ?? 37;
  for (const line of String(text).split('\n')) {
    if (line.trim()) process.stdout.write(`\x1b[${color}m[${tag}]\x1b[0m ${line}\n`);
  }
}

/**
 * Run a command to completion, streaming its output under a tag. Rejects on a non-zero exit. With `signal`
 * the command runs in its own process group, and aborting the signal stops the whole group. With `priority` (a nice
 * value, 19 lowest) the command and the processes it starts yield the CPU to everything else.
 */
export function run(tag, cmd, args, { cwd = ROOT, env = {}, quiet = false, signal, priority } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: Boolean(signal) });
    if (priority !== undefined && child.pid) {
      try {
        os.setPriority(child.pid, priority);
      } catch {
        // not allowed here: it runs at the normal priority
      }
    }
    if (signal) {
      const abort = () => stopChild(child);
      signal.addEventListener('abort', abort, { once: true });
      child.once('exit', () => signal.removeEventListener('abort', abort));
    }
    let tail = '';
    const take = (chunk) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-8000);
      if (!quiet) log(tag, text);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}\n${quiet ? tail : ''}`)),
    );
  });
}

/** Start a long-running child; returns it. Its output is tagged. */
export function launch(tag, cmd, args, { cwd = ROOT, env = {}, filter } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const out = (chunk) => {
    const text = chunk.toString();
    if (!filter || filter(text)) log(tag, text);
  };
  child.stdout.on('data', out);
  child.stderr.on('data', out);
  return child;
}

/** Stop a child started with `launch` (its whole process group), waiting up to `ms` before SIGKILL. */
export function stopChild(child, ms = 10000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

/** Poll `url` until it answers with a status below 500, or fail after `ms`. */
export async function waitForHttp(url, { ms = 180000, child } = {}) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000}s`);
}

/** Newest modification time of any file under the given paths (skipping node_modules and build output). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      const base = path.basename(p);
      if (['node_modules', 'dist', 'build', '.cache', 'public', '.strapi', '.tmp'].includes(base)) return;
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

export const env = (name, fallback) => process.env[name] ?? fallback;
export const intEnv = (name, fallback) => Number.parseInt(process.env[name] ?? '', 10) || fallback;

/**
 * The environment a `gatsby build` of the site runs with so that Parcel's compile of gatsby-node walks the sources
 * only, not the outputs and packages beside them (scripts/lib/parcel-scope.cjs). The same for every build of the site
 * (start, rebuilds): Gatsby writes every variable's name into the SSR renderer's DefinePlugin.
 */
export function parcelScopeEnv(base = process.env) {
  const preload = `--require ${JSON.stringify(path.join(ROOT, 'scripts/lib/parcel-scope.cjs'))}`;
  return { NODE_OPTIONS: [base.NODE_OPTIONS, preload].filter(Boolean).join(' ') };
}
