import { AsyncResource } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_SITE_SETTINGS,
  mergeSiteSettings,
  msg,
  SITE_SETTINGS_GROUPS,
  type SiteSettings,
  type StoredSiteSettings,
} from '@oyundev/domain';
import { fail } from './errors';

/*
 * The admin's site settings (the `site-setting` single type), read through one cache in this process. A
 * write through the Document Service (the admin API's save, the Strapi admin, the tests' helpers) empties it
 * (`watchSiteSettings`), so a save takes effect on the next request, and reads between saves — every write's
 * `can-write` check, every login, the theme stylesheet — do not query the settings tables. Another cms
 * process learns of a save within CACHE_MS (each process keeps its own copy): a copy older than that is still
 * answered once while a fresh read runs beside the requests (`refreshDetached`) — no request pays the ten
 * statements of a refill, which the bench once saw as a topic list of 12 statements instead of 2.
 */

const UID = 'api::site-setting.site-setting';
const CACHE_MS = 30_000;
const WRITES = new Set(['create', 'update', 'delete']);

let cached: { value: SiteSettings; at: number } | null = null;
/** The last settings read, kept across invalidations for `cachedSiteSettings`. */
let lastKnown: SiteSettings | null = null;
let loading: Promise<SiteSettings> | null = null;
/** Moves at every invalidation: a read that started before it must not store its (older) answer. */
let generation = 0;

async function load(strapi: Core.Strapi): Promise<SiteSettings> {
  const populate = Object.fromEntries(SITE_SETTINGS_GROUPS.map((group) => [group, true]));
  const row = await strapi.documents(UID).findFirst({ populate });
  const settings = mergeSiteSettings((row as StoredSiteSettings | null) ?? {});
  // Lists are kept as comma-separated text in the components (string / text columns).
  settings.content.allowedFileTypes = asList(settings.content.allowedFileTypes);
  settings.security.ipWhitelist = asList(settings.security.ipWhitelist);
  settings.security.ipBlacklist = asList(settings.security.ipBlacklist);
  return settings;
}

const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : []).map((s) => s.trim()).filter(Boolean);

/** The stored form of a list setting. */
export const listText = (list: readonly string[]) => list.join(',');

/** Outside every request's context: the refresh's statements belong to no request (middlewares/sql-count.ts). */
const detached = new AsyncResource('site-settings-refresh');

/** Every group with its defaults filled in (a copy the caller may keep). */
export async function siteSettings(strapi: Core.Strapi): Promise<SiteSettings> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
  if (cached) {
    // Stale: answered as is while one fresh read runs outside the request; its failure keeps the stale copy.
    if (!loading) detached.runInAsyncScope(() => void startLoad(strapi).catch(() => undefined));
    return cached.value;
  }
  return startLoad(strapi);
}

function startLoad(strapi: Core.Strapi): Promise<SiteSettings> {
  if (!loading) {
    const started = generation;
    loading = load(strapi)
      .then((value) => {
        if (started === generation) {
          cached = { value, at: Date.now() };
          lastKnown = value;
        }
        return value;
      })
      .finally(() => {
        loading = null;
      });
  }
  return loading;
}

/** The last settings read, for code that cannot wait (issuing a session); the defaults before the first read. */
export function cachedSiteSettings(): SiteSettings {
  return lastKnown ?? mergeSiteSettings({});
}

export function invalidateSiteSettings(): void {
  generation += 1;
  cached = null;
  loading = null;
}

/** Empties the cache around every Document Service write of the settings (registered in `register`). */
export function watchSiteSettings(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || !WRITES.has(context.action)) return next();
    invalidateSiteSettings();
    try {
      return await next();
    } finally {
      invalidateSiteSettings();
    }
  });
}

/** The admin's content settings (spec §9 "content"). */
export async function contentSettings(
  strapi: Core.Strapi,
): Promise<{ requireApproval: boolean; enableVoting: boolean; enableComments: boolean }> {
  const { content } = await siteSettings(strapi);
  return { requireApproval: content.requireApproval, enableVoting: content.enableVoting, enableComments: content.enableComments };
}

export interface UploadRules {
  /** The admin's content.maxUploadSize, in bytes. */
  maxBytes: number;
  /** Lower-case extensions without the dot (`png`, `zip`). */
  allowedFileTypes: string[];
}

/** What an upload may be (Site ayarları → İçerik): the upload guard reads this before accepting a file. */
export async function uploadRules(strapi: Core.Strapi): Promise<UploadRules> {
  const { content } = await siteSettings(strapi);
  const size =
    Number.isFinite(content.maxUploadSize) && content.maxUploadSize > 0
      ? content.maxUploadSize
      : DEFAULT_SITE_SETTINGS.content.maxUploadSize;
  const types = (content.allowedFileTypes ?? []).map((t) => t.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
  return { maxBytes: size * 1024 * 1024, allowedFileTypes: [...new Set(types)] };
}

/** Site ayarları → Güvenlik → passwordMinLength, on top of the form's own rules (register, reset, change). */
export async function assertPasswordLength(strapi: Core.Strapi, password: string, field = 'password'): Promise<void> {
  const n = (await siteSettings(strapi)).security.passwordMinLength;
  if ([...password].length >= n) return;
  const message = msg('validation.password.minLength', { n });
  throw fail('PASSWORD_TOO_SHORT', { message, fieldErrors: { [field]: message } });
}
