import type { IconName } from '../common/Icon';
import type { MessageKey } from '../../i18n';
import type { Me } from '../../api-client/types';
import { isAdmin } from '@oyundev/domain';

export interface AccountLink {
  to: string;
  labelKey: MessageKey;
  icon: IconName;
}

/** Entries of the user menu (desktop dropdown and mobile account section), spec §2 Header. */
export function accountLinks(user: Me): AccountLink[] {
  const links: AccountLink[] = [
    { to: `/profil/${encodeURIComponent(user.username)}`, labelKey: 'userMenu.profile', icon: 'user' },
    { to: '/kaydedilenler', labelKey: 'userMenu.saved', icon: 'bookmark' },
    { to: '/rozetler', labelKey: 'userMenu.badges', icon: 'star' },
    { to: '/ayarlar', labelKey: 'userMenu.settings', icon: 'settings' },
  ];
  if (isAdmin(user)) links.push({ to: '/admin', labelKey: 'userMenu.admin', icon: 'shield' });
  links.push({ to: '/blog/yazi-yaz', labelKey: 'userMenu.writePost', icon: 'pen' });
  return links;
}
