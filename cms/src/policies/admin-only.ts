import type { Core } from '@strapi/strapi';
import { isAdmin } from '@oyundev/domain';
import { fail } from '../lib/errors';
import { roleOf } from '../lib/present';

/**
 * Route policy of every /api/admin route: the member must be an admin (after `global::can-write` has
 * refused guests, inactive and banned members). The role matrix grants these actions to admins only as
 * well; this is the route's own statement of who may call it.
 */
export default (policyContext: Core.PolicyContext & { state?: { user?: unknown } }) => {
  const user = policyContext.state?.user as Parameters<typeof roleOf>[0];
  if (!user || !isAdmin({ role: roleOf(user) })) throw fail('ADMIN_REQUIRED');
  return true;
};
