import { expect } from '@playwright/test';

/**
 * The local mail catcher (maildev) that the stack sends through; its web inbox answers JSON. global-setup.ts
 * sets E2E_MAIL_URL.
 */
export const MAIL_URL = (process.env.E2E_MAIL_URL ?? `http://localhost:${process.env.E2E_MAIL_WEB_PORT ?? 11080}`).replace(/\/+$/, '');

export interface Mail {
  id: string;
  subject: string;
  html: string;
  text?: string;
  to: Array<{ address: string }>;
  date: string;
}

export async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${MAIL_URL}/email`);
  if (!res.ok) throw new Error(`mail inbox answered ${res.status}`);
  const all = (await res.json()) as Mail[];
  // Newest first. A mail's Date header counts whole seconds, so two mails of one second (the registration's and a
  // resend's) tie: then the inbox's own order, which is the order of arrival, decides.
  return all
    .map((mail, arrived) => ({ mail, arrived }))
    .filter(({ mail }) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
    .sort((a, b) => new Date(b.mail.date).getTime() - new Date(a.mail.date).getTime() || b.arrived - a.arrived)
    .map(({ mail }) => mail);
}

/** The first link in `mail` whose path is `path` (e.g. '/verify-email'), with its query. */
export function linkIn(mail: Mail, path: string): string | null {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  for (const href of hrefs) {
    try {
      const url = new URL(href);
      if (url.pathname === path) return `${url.pathname}${url.search}`;
    } catch {
      /* not an absolute link */
    }
  }
  return null;
}

/** The newest link to `path` mailed to `address` that is not one of `seen`, or null while none has come. */
export async function mailedLink(address: string, path: string, seen: readonly string[] = []): Promise<string | null> {
  for (const mail of await mailsTo(address)) {
    const link = linkIn(mail, path);
    if (link && !seen.includes(link)) return link;
  }
  return null;
}

/** Mail goes out after the request that caused it has answered, so the inbox is polled. */
export async function waitForMailedLink(address: string, path: string, seen: readonly string[] = []): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => (link = await mailedLink(address, path, seen)), {
      message: `a mail with a ${path} link to ${address}`,
      timeout: 20_000,
    })
    .not.toBeNull();
  return link!;
}
