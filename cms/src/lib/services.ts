import type { Core } from '@strapi/strapi';
import type accountAuth from '../api/account/services/auth';
import type accountData from '../api/account/services/data';
import type accountPassword from '../api/account/services/password';
import type accountProfile from '../api/account/services/profile';
import type accountVerification from '../api/account/services/verification';
import type adminAnalytics from '../api/admin/services/analytics';
import type adminAudit from '../api/admin/services/audit';
import type adminContent from '../api/admin/services/content';
import type adminDashboard from '../api/admin/services/dashboard';
import type adminReports from '../api/admin/services/reports';
import type adminUsers from '../api/admin/services/users';
import type badge from '../api/badge/services/badge';
import type adminSettings from '../api/admin/services/settings';
import type adminCategories from '../api/admin/services/categories';
import type announcement from '../api/announcement/services/announcement';
import type blog from '../api/blog/services/blog';
import type blogInteractions from '../api/blog/services/interactions';
import type blogComments from '../api/blog/services/comments';
import type blogWriting from '../api/blog/services/writing';
import type saved from '../api/bookmark/services/saved';
import type forum from '../api/forum/services/forum';
import type moderation from '../api/forum/services/moderation';
import type posting from '../api/forum/services/posting';
import type reactions from '../api/forum/services/reactions';
import type home from '../api/home/services/home';
import type houseAd from '../api/house-ad/services/house-ad';
import type media from '../api/media/services/media';
import type notification from '../api/notification/services/notification';
import type leaderboard from '../api/leaderboard/services/leaderboard';
import type solution from '../api/solution/services/solution';
import type page from '../api/page/services/page';
import type pageView from '../api/page-view/services/page-view';
import type profile from '../api/profile/services/profile';
import type profileFollow from '../api/profile/services/follow';
import type profileLists from '../api/profile/services/lists';
import type siteSetting from '../api/site-setting/services/site-setting';
import type stats from '../api/stats/services/stats';

/** Each custom service's uid and what its factory builds. */
type Services = {
  'api::account.auth': ReturnType<typeof accountAuth>;
  'api::account.data': ReturnType<typeof accountData>;
  'api::account.password': ReturnType<typeof accountPassword>;
  'api::account.profile': ReturnType<typeof accountProfile>;
  'api::account.verification': ReturnType<typeof accountVerification>;
  'api::admin.analytics': ReturnType<typeof adminAnalytics>;
  'api::admin.audit': ReturnType<typeof adminAudit>;
  'api::admin.content': ReturnType<typeof adminContent>;
  'api::admin.dashboard': ReturnType<typeof adminDashboard>;
  'api::admin.reports': ReturnType<typeof adminReports>;
  'api::admin.users': ReturnType<typeof adminUsers>;
  'api::badge.badge': ReturnType<typeof badge>;
  'api::admin.settings': ReturnType<typeof adminSettings>;
  'api::admin.categories': ReturnType<typeof adminCategories>;
  'api::announcement.announcement': ReturnType<typeof announcement>;
  'api::blog.blog': ReturnType<typeof blog>;
  'api::blog.interactions': ReturnType<typeof blogInteractions>;
  'api::blog.comments': ReturnType<typeof blogComments>;
  'api::blog.writing': ReturnType<typeof blogWriting>;
  'api::bookmark.saved': ReturnType<typeof saved>;
  'api::forum.forum': ReturnType<typeof forum>;
  'api::forum.moderation': ReturnType<typeof moderation>;
  'api::forum.posting': ReturnType<typeof posting>;
  'api::forum.reactions': ReturnType<typeof reactions>;
  'api::home.home': ReturnType<typeof home>;
  'api::house-ad.house-ad': ReturnType<typeof houseAd>;
  'api::media.media': ReturnType<typeof media>;
  'api::notification.notification': ReturnType<typeof notification>;
  'api::leaderboard.leaderboard': ReturnType<typeof leaderboard>;
  'api::solution.solution': ReturnType<typeof solution>;
  'api::page.page': ReturnType<typeof page>;
  'api::page-view.page-view': ReturnType<typeof pageView>;
  'api::profile.profile': ReturnType<typeof profile>;
  'api::profile.follow': ReturnType<typeof profileFollow>;
  'api::profile.lists': ReturnType<typeof profileLists>;
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
