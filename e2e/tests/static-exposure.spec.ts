import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { withDatabase, type Sql } from './support/accounts';

/*
 * The exposure scan of the static output (issue 16): every HTML page, page-data JSON, RSS feed and sitemap of the
 * build the site serves (the published snapshot global-setup's build wrote, site/.live/current/public) is read
 * whole and searched for members' e-mail addresses, password hashes, tokens, reset codes under their field
 * names, IP addresses and the bodies of premium content. The scanner is scripts/lib/static-exposure.mjs (its own
 * node test shows it finds a premium body put into a page); the premium bodies come from the database.
 */

const SITE = path.resolve(__dirname, '../../site');
const LETTERS = /[A-Za-zÇĞİÖŞÜÂÎÛçğıöşüâîû0-9][A-Za-zÇĞİÖŞÜÂÎÛçğıöşüâîû0-9 ,]{44,}/g;

interface Secret {
  label: string;
  text: string;
}

/**
 * Runs of plain words (45 characters) from each premium body — the parts no one may read without Premium: not
 * the post's public preview or excerpt, and not a sentence that a public item happens to share (the demo texts
 * are built from templates), which the database is asked about.
 */
async function premiumSnippets(query: Sql): Promise<Secret[]> {
  const topics = await query(`
    select t.slug, t.content from topics t
      join topics_category_lnk l on l.topic_id = t.id
      join forum_categories c on c.id = l.forum_category_id
     where c.is_premium = true and t.content is not null`);
  const replies = await query(`
    select 'reply ' || r.id as slug, r.content from replies r
      join replies_topic_lnk rl on rl.reply_id = r.id
      join topics_category_lnk l on l.topic_id = rl.topic_id
      join forum_categories c on c.id = l.forum_category_id
     where c.is_premium = true and r.content is not null limit 200`);
  const posts = await query(`
    select slug, content, coalesce(premium_preview, '') || ' ' || coalesce(excerpt, '') || ' ' || coalesce(title, '') as public_text
      from blog_posts where is_premium = true and published_at is not null and content is not null`);
  const items = [
    ...topics.rows.map((r) => ({ label: `premium topic ${String(r.slug)}`, content: String(r.content), publicText: '' })),
    ...replies.rows.map((r) => ({ label: `premium ${String(r.slug)}`, content: String(r.content), publicText: '' })),
    ...posts.rows.map((r) => ({ label: `premium post ${String(r.slug)}`, content: String(r.content), publicText: String(r.public_text) })),
  ];
  const secrets: Secret[] = [];
  for (const item of items) {
    const runs = (item.content.match(LETTERS) ?? []).map((run) => run.trim().slice(0, 45)).filter((run) => run.length >= 40);
    let taken = 0;
    for (const run of runs) {
      if (taken >= 3) break;
      if (item.publicText.includes(run)) continue;
      const shared = await query(
        `select 1 from topics t where t.content like '%' || $1 || '%'
            and not exists (select 1 from topics_category_lnk l join forum_categories c on c.id = l.forum_category_id
                             where l.topic_id = t.id and c.is_premium = true)
         union all
         select 1 from replies r join replies_topic_lnk rl on rl.reply_id = r.id where r.content like '%' || $1 || '%'
            and not exists (select 1 from topics_category_lnk l join forum_categories c on c.id = l.forum_category_id
                             where l.topic_id = rl.topic_id and c.is_premium = true)
         union all
         select 1 from blog_posts b where (b.content like '%' || $1 || '%' and b.is_premium = false)
            or coalesce(b.premium_preview, '') || coalesce(b.excerpt, '') like '%' || $1 || '%'
         limit 1`,
        [run],
      );
      if (shared.rowCount) continue;
      secrets.push({ label: item.label, text: run });
      taken += 1;
    }
  }
  return secrets;
}

test('no e-mail, hash, token, reset code, IP address or premium body in any built page, page-data, RSS feed or sitemap', async () => {
  const { scanStaticSite } = (await import(path.resolve(__dirname, '../../scripts/lib/static-exposure.mjs'))) as {
    scanStaticSite(dir: string, secrets: Secret[]): { files: string[]; leaks: Array<{ where: string; what: string; value: string }> };
  };
  const secrets = await withDatabase(premiumSnippets);
  // The demo data has premium topics and posts: the check is made with their texts, not with nothing.
  expect(secrets.length).toBeGreaterThan(3);
  const live = path.join(SITE, '.live', 'current', 'public');
  expect(fs.existsSync(live)).toBe(true);
  const { files, leaks: found } = scanStaticSite(live, secrets);
  // The e-mail and address patterns also match what is public by nature — an address a member typed into their
  // own post, the numbers of an SVG path (`-1.8.95.35`) — so those two count when they are a real one: an
  // account's e-mail, or a client address the cms stored with a topic or reply.
  const known = await withDatabase(async (query) => ({
    emails: new Set((await query('select lower(email) as v from up_users where email is not null')).rows.map((r) => String(r.v))),
    addresses: new Set(
      (
        await query(`select ip_address as v from topics where ip_address is not null
                     union select ip_address from replies where ip_address is not null`)
      ).rows.map((r) => String(r.v)),
    ),
  }));
  expect(known.emails.size).toBeGreaterThan(10);
  const leaks = found.filter(
    (l) =>
      (l.what !== 'e-mail' || known.emails.has(l.value.toLowerCase())) &&
      (l.what !== 'client address' || l.value === '::ffff:' || known.addresses.has(l.value)),
  );
  const names = files.map((f) => path.relative(live, f));
  expect(names).toContain('sitemap.xml');
  expect(names).toContain(path.join('blog', 'rss.xml'));
  expect(names.filter((n) => n.endsWith('index.html')).length).toBeGreaterThan(20);
  expect(names.filter((n) => n.startsWith('page-data')).length).toBeGreaterThan(20);
  expect(leaks).toEqual([]);
});
