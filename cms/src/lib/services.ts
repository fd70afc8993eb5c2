import type { Core } from '@strapi/strapi';
import type account from '../api/account/services/account';
import type blog from '../api/blog/services/blog';
import type community from '../api/community/services/community';
import type forum from '../api/forum/services/forum';
import type moderation from '../api/forum/services/moderation';
import type posting from '../api/forum/services/posting';
import type reactions from '../api/forum/services/reactions';
import type houseAd from '../api/house-ad/services/house-ad';

/** Each custom service's uid and what its factory builds. */
type Services = {
  'api::account.account': ReturnType<typeof account>;
  'api::blog.blog': ReturnType<typeof blog>;
  'api::community.community': ReturnType<typeof community>;
  'api::forum.forum': ReturnType<typeof forum>;
  'api::forum.moderation': ReturnType<typeof moderation>;
  'api::forum.posting': ReturnType<typeof posting>;
  'api::forum.reactions': ReturnType<typeof reactions>;
  'api::house-ad.house-ad': ReturnType<typeof houseAd>;
};

/**
 * A custom service, typed as its factory builds it. Strapi's own `strapi.service(uid)` only knows the
 * generic service shape, so this is the one place the two are bridged.
 */
export function service<K extends keyof Services>(strapi: Core.Strapi, uid: K): Services[K] {
  return strapi.service(uid) as unknown as Services[K];
}
