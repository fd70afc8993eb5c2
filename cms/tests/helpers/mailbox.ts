import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A real SMTP capture (MailDev, the same catcher `npm start` runs) on the port the cms sends to in tests
 * (SMTP_PORT, set by global-setup). Mails arrive decoded: subject, text, html, to.
 */
export interface Mail {
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
}

export async function startMailbox() {
  // MailDev keeps its server in module state; jest gives each test file a fresh module registry.
  const MailDev = require('maildev');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-mail-'));
  const server = new MailDev({
    smtp: Number(process.env.SMTP_PORT),
    ip: '127.0.0.1',
    disableWeb: true,
    silent: true,
    mailDirectory: dir,
  });
  await new Promise<void>((resolve, reject) => server.listen((err: Error) => (err ? reject(err) : resolve())));
  const received: Mail[] = [];
  const waiting: Array<() => void> = [];
  server.on('new', (mail: Mail) => {
    received.push(mail);
    for (const wake of waiting.splice(0)) wake();
  });

  const to = (address: string) => received.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));

  return {
    /** Every mail received for `address`, oldest first. */
    to,
    /**
     * The `n`-th mail (1-based) for `address`, waiting for the mail server to finish receiving it — the
     * cms answers once the SMTP server has accepted the message, a moment before MailDev has parsed it.
     */
    async nth(address: string, n: number): Promise<Mail> {
      const deadline = Date.now() + 10_000;
      while (to(address).length < n) {
        if (Date.now() > deadline) throw new Error(`no mail #${n} for ${address} (have ${to(address).length})`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 500);
        });
      }
      return to(address)[n - 1];
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The token in a mailed link `<site>/<page>?token=<token>`. */
export function tokenIn(mail: Mail, page: 'verify-email' | 'reset-password'): string {
  const match = new RegExp(`/${page}\\?token=([0-9a-f]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1];
}
