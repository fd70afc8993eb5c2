import type { SearchHit, SearchUser } from '@oyundev/domain';
import { blogHref, profileHref, topicHref } from '../common/hrefs';

/** Where a result leads. */
export function resultHref(item: SearchHit | SearchUser): string {
  if (item.type === 'users') return profileHref(item.username);
  return item.type === 'forum' ? topicHref(item.slug) : blogHref(item.slug);
}
