import type { Core } from '@strapi/strapi';
import { siteSettings } from '../../../lib/settings';
import { msg } from '@oyundev/domain';

/*
 * The two account mails, in Turkish from the catalogue, as plain text and simple HTML, sent through
 * Strapi's email plugin (nodemailer → the local mail catcher, or the SMTP server set in env).
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface Letter {
  subject: string;
  intro: string;
  action: string;
  note: string;
}

function compose(name: string, link: string, letter: Letter) {
  const greeting = msg('mail.greeting', { name });
  const text = [greeting, '', letter.intro, '', `${letter.action}: ${link}`, '', letter.note, '', msg('mail.signature')].join('\n');
  const html = `<!doctype html>
<html lang="tr"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a2e">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(letter.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6366f1;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(letter.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(msg('mail.linkHint'))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(letter.note)}</p>
<p>${escapeHtml(msg('mail.signature'))}</p>
</body></html>`;
  return { text, html };
}

async function send(strapi: Core.Strapi, to: string, subject: string, body: { text: string; html: string }) {
  // Site ayarları → E-posta: the sender the admin set, else the server's MAIL_FROM (config/plugins.ts).
  const { fromEmail, fromName } = (await siteSettings(strapi)).email;
  const from = fromEmail ? `"${fromName.replace(/["\\\r\n]/g, '')}" <${fromEmail}>` : undefined;
  await strapi
    .plugin('email')
    .service('email')
    .send({ to, subject, ...(from ? { from } : {}), ...body });
}

export async function sendVerificationMail(
  strapi: Core.Strapi,
  user: { email: string; username: string },
  link: string,
  validHours: number,
) {
  const letter: Letter = {
    subject: msg('mail.verify.subject'),
    intro: msg('mail.verify.intro'),
    action: msg('mail.verify.action'),
    note: msg('mail.verify.note', { n: validHours }),
  };
  await send(strapi, user.email, letter.subject, compose(user.username, link, letter));
}

export async function sendResetMail(strapi: Core.Strapi, user: { email: string; username: string }, link: string, validMinutes: number) {
  const letter: Letter = {
    subject: msg('mail.reset.subject'),
    intro: msg('mail.reset.intro'),
    action: msg('mail.reset.action'),
    note: msg('mail.reset.note', { n: validMinutes }),
  };
  await send(strapi, user.email, letter.subject, compose(user.username, link, letter));
}

export async function sendUnlockMail(
  strapi: Core.Strapi,
  user: { email: string; username: string },
  link: string,
  lockedMinutes: number,
  validHours: number,
) {
  const letter: Letter = {
    subject: msg('mail.unlock.subject'),
    intro: msg('mail.unlock.intro', { n: lockedMinutes }),
    action: msg('mail.unlock.action'),
    note: msg('mail.unlock.note', { n: validHours }),
  };
  await send(strapi, user.email, letter.subject, compose(user.username, link, letter));
}
