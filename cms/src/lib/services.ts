import type { Core } from '@strapi/strapi';
import type accountAuth from '../api/account/services/auth';
import type accountData from '../api/account/services/data';
import type accountPassword from '../api/account/services/password';
import type accountProfile from '../api/account/services/profile';
import type accountVerification from '../api/account/services/verification';
import type adminAudit from '../api/admin/services/audit';
import type adminContent from '../api/admin/services/content';
import type adminDashboard from '../api/admin/services/dashboard';
import type adminReports from '../api/admin/services/reports';
import type adminUsers from '../api/admin/services/users';
import type blog from '../api/blog/services/blog';
import type forum from '../api/forum/services/forum';
import type moderation from '../api/forum/services/moderation';
import type posting from '../api/forum/services/posting';
import type reactions from '../api/forum/services/reactions';
import type houseAd from '../api/house-ad/services/house-ad';
import type page from '../api/page/services/page';
import type siteSetting from '../api/site-setting/services/site-setting';
import type stats from '../api/stats/services/stats';

/** Each custom service's uid and what its factory builds. */
type Services = {
  'api::account.auth': ReturnType<typeof accountAuth>;
  'api::account.data': ReturnType<typeof accountData>;
  'api::account.password': ReturnType<typeof accountPassword>;
  'api::account.profile': ReturnType<typeof accountProfile>;
  'api::account.verification': ReturnType<typeof accountVerification>;
  'api::admin.audit': ReturnType<typeof adminAudit>;
  'api::admin.content': ReturnType<typeof adminContent>;
  'api::admin.dashboard': ReturnType<typeof adminDashboard>;
  'api::admin.reports': ReturnType<typeof adminReports>;
  'api::admin.users': ReturnType<typeof adminUsers>;
  'api::blog.blog': ReturnType<typeof blog>;
  'api::forum.forum': ReturnType<typeof forum>;
  'api::forum.moderation': ReturnType<typeof moderation>;
  'api::forum.posting': ReturnType<typeof posting>;
  'api::forum.reactions': ReturnType<typeof reactions>;
  'api::house-ad.house-ad': ReturnType<typeof houseAd>;
  'api::page.page': ReturnType<typeof page>;
  'api::site-setting.site-setting': ReturnType<typeof siteSetting>;
  'api::stats.stats': ReturnType<typeof stats>;
};

/**
 * A custom service, typed as its factory builds it. Strapi's own `strapi.service(uid)` only knows the
 * generic service shape, so this is the one place the two are bridged.
 */
export function service<K extends keyof Services>(strapi: Core.Strapi, uid: K): Services[K] {
  return strapi.service(uid) as unknown as Services[K];
}
