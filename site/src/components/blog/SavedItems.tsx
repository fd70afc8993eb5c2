import { Link } from 'gatsby';
import toast from '../shell/toast';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@oyundev/domain';
import { bookmarksQuery, useRemoveBookmark } from '../../api-client/bookmarks';
import { useAuth } from '../../auth/AuthProvider';
import { useQueryParams, withQuery } from '../../hooks/useQueryParams';
import { EmptyState } from '../common/EmptyState';
import { Icon } from '../common/Icon';
import { LoadError } from '../common/LoadError';
import { PageIntro } from '../common/PageIntro';
import { Pager } from '../common/Pager';
import { InlineLoading } from '../shell/LoadingOverlay';
import { writeErrorMessage } from '../forum/writeErrorMessage';
import { t } from '../../i18n';
import * as styles from './SavedItems.module.css';

/** /kaydedilenler: the member's saved topics and posts, newest first, with pages and a remove button. */
export function SavedItems({ pathname, search }: { pathname: string; search: string }) {
  const params = useQueryParams(search);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { user } = useAuth();
  const list = useQuery({ ...bookmarksQuery(user?.id ?? 0, page), enabled: Boolean(user) });
  const remove = useRemoveBookmark({
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(writeErrorMessage(error, t('bookmarks.removeFailed'), t('bookmarks.removeFailed'))),
  });

  return (
    <div className="container page">
      <PageIntro title={t('saved.title')} lead={t('bookmarks.lead')} />
      {list.isError ? (
        <LoadError message={t('bookmarks.loadFailed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !list.data ? (
        <InlineLoading />
      ) : list.data.data.length === 0 ? (
        <EmptyState icon="bookmark" title={t('saved.title')} body={t('saved.empty')}>
          <Link to="/blog" className="btn btn-primary">
            {t('blog.title')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className={styles.list}>
            {list.data.data.map((item) => (
              <li key={item.id} className={`card ${styles.item}`} data-testid="saved-item">
                <span className={`badge ${item.type === 'topic' ? 'badge-teal' : 'badge-amber'} ${styles.type}`}>
                  <Icon name={item.type === 'topic' ? 'message' : 'book'} size={12} />
                  {item.type === 'topic' ? t('bookmarks.type.topic') : t('bookmarks.type.post')}
                </span>
                <div className={styles.text}>
                  <Link to={item.url} className={styles.title}>
                    {item.title}
                  </Link>
                  {item.subtitle && <p className={styles.subtitle}>{item.subtitle}</p>}
                  <p className={styles.date}>{t('bookmarks.savedAt', { date: formatDate(item.savedAt) })}</p>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => remove.mutate(item)}
                  disabled={remove.isPending && remove.variables?.id === item.id}
                  aria-label={t('bookmarks.removeLabel', { title: item.title })}
                >
                  <Icon name="trash" size={16} />
                  {t('bookmarks.remove')}
                </button>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={list.data.pagination.pageCount}
            hrefFor={(n) => withQuery(pathname, { page: n > 1 ? n : undefined })}
            variant="window"
          />
        </>
      )}
    </div>
  );
}
