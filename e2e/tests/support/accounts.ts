import { CMS_URL } from './cms';

/*
 * Fresh members for the account walks, made through the real register endpoint (so they carry exactly what
 * a sign-up gives), plus the one thing no API lets a test do for itself: banning, set in the database the way
 * an admin's ban leaves it.
 */

export interface NewMember {
  username: string;
  email: string;
  password: string;
  jwt: string;
  id: number;
}

let counter = 0;

/** A username no earlier run used (3–20 letters, digits, underscore) and its address. */
export function freshIdentity(prefix = 'e2e'): { username: string; email: string } {
  counter += 1;
  const stamp = `${Date.now().toString(36).slice(-6)}${counter}`;
  const username = `${prefix}_${stamp}`.slice(0, 20);
  return { username, email: `${username}@example.test` };
}

export async function registerMember(password = 'Deneme123!'): Promise<NewMember> {
  const { username, email } = freshIdentity('uye');
  const res = await fetch(`${CMS_URL}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email, password }),
  });
  const body = (await res.json()) as { jwt?: string; user?: { id: number }; error?: { message?: string } };
  if (!res.ok || !body.jwt || !body.user) throw new Error(`register ${username} → ${res.status} ${body.error?.message ?? ''}`);
  return { username, email, password, jwt: body.jwt, id: body.user.id };
}

export type Sql = (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>>; rowCount: number }>;

export async function withDatabase<T>(fn: (query: Sql) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set (global-setup.ts sets it)');
  const pg = require('pg') as { Client: new (o: { connectionString: string }) => any };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn((text, values) => client.query(text, values));
  } finally {
    await client.end();
  }
}

/** Bans a member until `until` (null: for good) with `reason`, as an admin's ban leaves the row. */
export async function banMember(username: string, reason: string, until: Date | null): Promise<void> {
  await withDatabase(async (query) => {
    const { rowCount } = await query('update up_users set is_banned = true, ban_reason = $2, ban_expires_at = $3 where username = $1', [
      username,
      reason,
      until,
    ]);
    if (rowCount !== 1) throw new Error(`no member ${username} to ban`);
  });
}

/** Marks a member's address verified (for walks that are not about verification). */
export async function markVerified(username: string): Promise<void> {
  await withDatabase((query) => query('update up_users set confirmed = true where username = $1', [username]));
}

/** Makes a member `days` old, past the new-account posting limits (for walks that are not about those limits). */
export async function ageMember(username: string, days: number): Promise<void> {
  await withDatabase((query) =>
    query('update up_users set created_at = now() - make_interval(days => $2) where username = $1', [username, days]),
  );
}

/** The member's own account as GET /api/me answers it (the accounts contract's `Me`). */
export interface AccountMe {
  id: number;
  username: string;
  email: string;
  role: string;
  level: string;
  onboardingCompleted: boolean;
  isEmailVerified: boolean;
  isBanned: boolean;
  bio: string;
  gameEngines: string[];
  programmingLanguages: string[];
  specialties: string[];
  /** Onboarding's experience answer (/discover's default level). */
  skillLevel?: string | null;
  socialLinks: Record<string, string | null>;
  notificationSettings: Record<string, boolean>;
  privacy: { profileVisibility: string; showActivity: boolean; showOnlineStatus: boolean };
}

/** GET /api/me with `jwt`: the member, or the HTTP status the cms refused it with. */
export async function accountMe(jwt: string): Promise<AccountMe> {
  const res = await fetch(`${CMS_URL}/api/me`, { headers: { authorization: `Bearer ${jwt}` } });
  if (!res.ok) throw Object.assign(new Error(`GET /api/me → ${res.status}`), { status: res.status });
  return ((await res.json()) as { data: AccountMe }).data;
}

export async function meStatus(jwt: string): Promise<number> {
  return (await fetch(`${CMS_URL}/api/me`, { headers: { authorization: `Bearer ${jwt}` } })).status;
}
