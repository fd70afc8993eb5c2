import { fail } from '../lib/errors';

/**
 * Route policy of the site server's own calls (POST /api/page-views): the request must carry the proxy
 * secret (global::client-address checked it and noted the result as `ctx.state.fromSiteServer`). Without a
 * configured secret nobody passes.
 */
export default (policyContext: { state?: { fromSiteServer?: boolean } }) => {
  if (policyContext.state?.fromSiteServer !== true) throw fail('FORBIDDEN');
  return true;
};
