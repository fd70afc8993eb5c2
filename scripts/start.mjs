// `npm start`: the whole system with demo data on one machine, no setup. Ctrl+C stops all of it.
import { startStack } from './lib/stack.mjs';
import { log } from './lib/util.mjs';

const stack = await startStack().catch((e) => {
  log('start', `başlatılamadı: ${e.message}`);
  process.exit(1);
});

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
