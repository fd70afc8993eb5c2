// `npm start`: the whole system with demo data on one machine, no setup. Ctrl+C stops all of it.
import { createRequire } from 'node:module';
import { defaults, startStack } from './lib/stack.mjs';
import { log } from './lib/util.mjs';

const { assertPortsFree } = createRequire(import.meta.url)('./lib/ports.cjs');

/** Ends the start with one line a person can act on; the stack only with OYUNDEV_DEBUG=1. */
function giveUp(e) {
  log('start', `başlatılamadı: ${e?.message ?? String(e)}`);
  if (process.env.OYUNDEV_DEBUG && e?.stack) console.error(e.stack);
  process.exit(1);
}
// While starting, a failure no step caught (e.g. a child process that could not be spawned) ends the same way.
process.on('uncaughtException', giveUp);
process.on('unhandledRejection', giveUp);

// Every port first, before anything is built or started: a taken one is named with the variable that moves it.
const o = defaults();
await assertPortsFree([
  { envName: 'SITE_PORT', port: o.sitePort, host: '0.0.0.0' },
  { envName: 'CMS_PORT', port: o.cmsPort, host: '127.0.0.1' },
  { envName: 'MAIL_WEB_PORT', port: o.mailWebPort, host: '127.0.0.1' },
  { envName: 'SMTP_PORT', port: o.smtpPort, host: '127.0.0.1' },
  ...(o.databaseUrl ? [] : [{ envName: 'PG_PORT', port: o.pgPort, host: '127.0.0.1' }]),
]).catch(giveUp);

const stack = await startStack().catch(giveUp);
process.removeListener('uncaughtException', giveUp);
process.removeListener('unhandledRejection', giveUp);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log('start', `${signal} alındı, her şey kapatılıyor…`);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

const { urls, editor } = stack;
const editorLine = editor.password
  ? `editör: ${editor.email} / ${editor.password}\n                 (yalnızca bu ilk başlatmada gösterilir; ${editor.secretsFile} içinde saklanır)`
  : `editör: ${editor.email} — şifre ${process.env.CMS_ADMIN_PASSWORD ? 'CMS_ADMIN_PASSWORD içinde' : `${editor.secretsFile} içinde (CMS_ADMIN_PASSWORD)`}`;
console.log(`
  OyunDev hazır.

  Site           ${urls.site}
  Strapi admin   ${urls.admin}
                 ${editorLine}
  Posta kutusu   ${urls.mail}

  Demo hesapları (site girişi):
    admin      / Admin123!
    moderator  / Moder123!
    user       / User123!

  Durdurmak için Ctrl+C.
`);
