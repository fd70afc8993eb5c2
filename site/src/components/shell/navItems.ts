import type { IconName } from '../common/Icon';
import type { MessageKey } from '../../i18n';
import { normalisePath } from '../../hooks/usePathname';

export interface NavItem {
  to: string;
  labelKey: MessageKey;
  icon: IconName;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: 'home' },
  { to: '/forum', labelKey: 'nav.forum', icon: 'message' },
  { to: '/blog', labelKey: 'nav.blog', icon: 'book' },
  { to: '/discover', labelKey: 'nav.discover', icon: 'compass' },
];

export const NEW_TOPIC_ACTION: NavItem = { to: '/forum/yeni-konu', labelKey: 'nav.newTopic', icon: 'plus' };
export const POPULAR_ACTION: NavItem = { to: '/trending', labelKey: 'nav.popular', icon: 'flame' };
/** Header quick actions: Yeni Konu (primary) and Popüler. */
export const QUICK_ACTIONS: NavItem[] = [NEW_TOPIC_ACTION, POPULAR_ACTION];

/** Spec: the active item is highlighted by exact path match. */
export function isActive(pathname: string, to: string): boolean {
  return normalisePath(pathname) === to;
}
