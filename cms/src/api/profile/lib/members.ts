import { isModerator } from '@oyundev/domain';
import type { Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import type { RequestViewer } from '../../../lib/viewer';
import { privacyOf } from '../../account/lib/me';
import { tableOf } from '../../../lib/sql-names';

/** The member row every profile read starts from: who they are and what they let others see. */
export interface ProfileMember {
  id: number;
  username: string;
  privacy: ReturnType<typeof privacyOf>;
}

/**
 * A live member by username (case-insensitive, as usernames are unique): deleted and deactivated accounts
 * are not found, like an unknown name — 'Kullanıcı bulunamadı'.
 */
export async function memberByUsername(db: Knex, username: string): Promise<ProfileMember> {
  const name = String(username ?? '');
  if (name === '' || name.length > 60 || !/^[A-Za-z0-9_]+$/.test(name)) throw fail('PROFILE_NOT_FOUND');
  const row = await db(tableOf('user'))
    .whereRaw('lower(username) = lower(?)', [name])
    .whereNull('deleted_at')
    .where('is_active', true)
    .first('id', 'username', 'privacy');
  if (!row) throw fail('PROFILE_NOT_FOUND');
  const stored = typeof row.privacy === 'string' ? JSON.parse(row.privacy) : row.privacy;
  return { id: Number(row.id), username: row.username, privacy: privacyOf(stored) };
}

/** The member themself, moderators and admins see every profile; others as its profileVisibility says. */
export function assertProfileVisible(member: ProfileMember, viewer: RequestViewer) {
  if (viewer && (viewer.id === member.id || isModerator(viewer))) return;
  const visibility = member.privacy.profileVisibility;
  if (visibility === 'private') throw fail('PROFILE_PRIVATE');
  if (visibility === 'members' && !viewer) throw fail('PROFILE_MEMBERS_ONLY');
}

/** Whether this viewer may read the member's activity (showActivity; always for themself and moderators). */
export function seesActivity(member: ProfileMember, viewer: RequestViewer): boolean {
  if (viewer && (viewer.id === member.id || isModerator(viewer))) return true;
  return member.privacy.showActivity;
}

/** A visible member for the request, or the refusal that applies. */
export async function visibleMember(db: Knex, username: string, viewer: RequestViewer) {
  const member = await memberByUsername(db, username);
  assertProfileVisible(member, viewer);
  return member;
}

/**
 * A page of the live members whose profile is public (a missing setting reads as public), oldest account first,
 * with the pagination of the whole list: two statements.
 */
export async function publicMemberPage(db: Knex, page: number, pageSize: number) {
  const base = db(tableOf('user'))
    .whereNull('deleted_at')
    .where('is_active', true)
    .where((w) => w.whereNull('privacy').orWhereRaw("COALESCE(privacy->>'profileVisibility', 'public') = 'public'"));
  const [{ count }] = await base.clone().count({ count: 'id' });
  const rows: Array<{ id: number; username: string; privacy: unknown }> = await base
    .clone()
    .select('id', 'username', 'privacy')
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = Number(count);
  return {
    members: rows.map((row) => ({
      id: Number(row.id),
      username: row.username,
      privacy: privacyOf((typeof row.privacy === 'string' ? JSON.parse(row.privacy) : row.privacy) as Parameters<typeof privacyOf>[0]),
    })),
    pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
  };
}
