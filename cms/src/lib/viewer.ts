import { isPremium, DomainError, type Role } from '@oyundev/domain';
import type { Ctx } from './koa';
import { roleOf } from './present';

export type Member = { id: number; role: Role };
/** The member behind a request, or null for a guest. */
export type RequestViewer = Member | null;

/** The member behind the request (users-permissions puts them on ctx.state.user), or null for a guest. */
export function viewerOf(ctx: Ctx): RequestViewer {
  const user = ctx.state?.user;
  return user ? { id: user.id, role: roleOf(user) } : null;
}

/** The signed-in member a write acts for; the route's policy already refused a guest, so this is a guard. */
export function memberOf(ctx: Ctx): Member {
  const viewer = viewerOf(ctx);
  if (!viewer) throw new DomainError('NOT_AUTHENTICATED');
  return viewer;
}

/** Premium bodies and premium categories are for premium members, moderators and admins (spec accounts §6). */
export function seesPremium(viewer: RequestViewer): boolean {
  return isPremium(viewer);
}

/** Refuses a premium read: a guest is asked to log in, a member without premium is told it is premium-only. */
export function assertSeesPremium(viewer: RequestViewer) {
  if (!viewer) throw new DomainError('NOT_AUTHENTICATED');
  if (!seesPremium(viewer)) throw new DomainError('PREMIUM_REQUIRED');
}
