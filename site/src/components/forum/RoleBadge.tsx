import type { Role } from '../../api-client/types';
import { t } from '../../i18n';

/** 'Admin' / 'Mod' next to an author's name; nothing for other roles. */
export function RoleBadge({ role }: { role: Role }) {
  if (role === 'admin') return <span className="badge badge-danger">{t('role.badge.admin')}</span>;
  if (role === 'moderator') return <span className="badge badge-teal">{t('role.badge.moderator')}</span>;
  return null;
}
