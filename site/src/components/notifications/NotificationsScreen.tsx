import '../../i18n-account';
import { Link, navigate } from 'gatsby';
import toast from '../shell/toast';
import { useQuery } from '@tanstack/react-query';
import type { NotificationItem } from '@oyundev/domain';
import { notificationListQuery, useMarkReadMutation } from '../../api-client/notifications';
import { useViewer } from '../forum/useViewer';
import { Avatar } from '../common/Avatar';
import { EmptyState } from '../common/EmptyState';
import { Icon } from '../common/Icon';
import { LoadError } from '../common/LoadError';
import { Pager } from '../common/Pager';
import { RelativeTime } from '../common/RelativeTime';
import { InlineLoading } from '../shell/LoadingOverlay';
import { withQuery } from '../../hooks/useQueryParams';
import { t } from '../../i18n';
import * as styles from './Notifications.module.css';

/** /notifications: the member's notifications, grouped, newest first; each opens its target and is read. */
export function NotificationsScreen({ page }: { page: number }) {
  const { viewer, ready } = useViewer();
  const list = useQuery({ ...notificationListQuery(page, viewer), enabled: ready && viewer > 0 });
  const mark = useMarkReadMutation(viewer, {
    onSuccess: (_answer, id) => {
      if (id === undefined) toast.success(t('notifications.markedAll'));
    },
    onError: () => toast.error(t('notifications.markFailed')),
  });

  const open = (item: NotificationItem) => {
    if (!item.isRead) mark.mutate(item.id);
    if (item.link) void navigate(item.link);
  };

  return (
    <div className="container page">
      <header className={styles.head}>
        <div>
          <h1>{t('notifications.title')}</h1>
          <p className={styles.lead}>{t('notifications.lead')}</p>
        </div>
        {list.data && list.data.meta.unread > 0 && (
          <button type="button" className="btn btn-secondary" onClick={() => mark.mutate(undefined)} disabled={mark.isPending}>
            <Icon name="check" size={16} />
            {t('notifications.markAll')}
          </button>
        )}
      </header>
      {list.isPending ? (
        <InlineLoading />
      ) : list.isError ? (
        <LoadError message={t('notifications.failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.data.length === 0 ? (
        <EmptyState icon="bell" title={t('notifications.empty')} role="status" />
      ) : (
        <>
          <ul className={styles.list}>
            {list.data.data.map((item) => (
              <li key={`${item.id}-${item.isRead}`} className={item.isRead ? styles.item : `${styles.item} ${styles.unread}`}>
                {item.actor ? (
                  <Avatar username={item.actor.username} avatarUrl={item.actor.avatarUrl} size={40} />
                ) : (
                  <Icon name="bell" size={24} />
                )}
                <div className={styles.body}>
                  {item.link ? (
                    <a
                      href={item.link}
                      className={styles.title}
                      onClick={(event) => {
                        event.preventDefault();
                        open(item);
                      }}
                    >
                      {item.title}
                    </a>
                  ) : (
                    <span className={styles.title}>{item.title}</span>
                  )}
                  <p className={styles.message}>{item.message}</p>
                  <small className={styles.meta}>
                    <RelativeTime date={item.createdAt} />
                    {!item.isRead && <span className="badge badge-accent">{t('notifications.unread')}</span>}
                  </small>
                </div>
                {!item.isRead && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => mark.mutate(item.id)}
                    disabled={mark.isPending}
                    aria-label={`${t('notifications.markRead')}: ${item.title}`}
                  >
                    <Icon name="check" size={16} />
                    <span className={styles.markLabel}>{t('notifications.markRead')}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
          <Pager
            page={list.data.meta.pagination.page}
            pageCount={list.data.meta.pagination.pageCount}
            hrefFor={(n) => withQuery('/notifications', { page: n > 1 ? n : undefined })}
            variant="window"
          />
        </>
      )}
      <p className={styles.settings}>
        <Link to="/ayarlar">{t('notifications.settingsLink')}</Link>
      </p>
    </div>
  );
}
