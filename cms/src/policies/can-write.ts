import type { Core } from '@strapi/strapi';
import type { ErrorCode } from '@oyundev/domain';
import { assertCanWrite, assertNotInMaintenance } from '../lib/standing';

/**
 * Route policy for every write a member makes: `policies: [{ name: 'global::can-write', config: {
 * loginCode: 'REPLY_LOGIN_REQUIRED' } }]`. Refuses guests (with the route's own login message, when the
 * route is open to the public role so that the message can be told), inactive, banned and — where the site
 * requires it — unverified members. The reason is thrown as a DomainError and rendered by
 * middlewares/domain-errors. While the site is in maintenance every write of a non-admin is refused first (503). `allowUnverified: true` lets an unverified member through (and nobody else
 * who is refused): only for the account writes needed before verification (profile and onboarding).
 */
export default async (
  policyContext: Core.PolicyContext & { state?: { user?: { id: number; role?: { type?: string } | null } | null } },
  config: { loginCode?: ErrorCode; allowUnverified?: boolean } = {},
  { strapi }: { strapi: Core.Strapi },
) => {
  // Reads behind this policy (a member's own lists) stay open during maintenance; writes do not.
  if (policyContext.request?.method !== 'GET') await assertNotInMaintenance(strapi, policyContext.state?.user);
  await assertCanWrite(strapi, policyContext.state?.user, config?.loginCode, { allowUnverified: config?.allowUnverified === true });
  return true;
};
