import { Suspense, lazy, useEffect } from 'react';
import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { formatScore } from '@oyundev/domain';
import { commentsQuery } from '../../api-client/comments';
import { useAuth } from '../../auth/AuthProvider';
import { loginPathForHere } from '../../auth/useSendToLogin';
import { useHydrated } from '../../hooks/useHydrated';
import { LoadError } from '../common/LoadError';
import { InlineLoading } from '../shell/LoadingOverlay';
import { t } from '../../i18n';
import * as styles from './Comments.module.css';

/*
 * The list and the form are a chunk of their own (blog-comments), asked for with the list when the post's page
 * is hydrated: the static page shows only the heading and the loading state, so nothing painted changes.
 */
const thread = () => import(/* webpackChunkName: "blog-comments" */ './CommentThread');
const CommentThread = lazy(() => thread().then((m) => ({ default: m.CommentThread })));
const CommentForm = lazy(() => thread().then((m) => ({ default: m.CommentForm })));

/** The comments under a blog post: the list with one level of replies, and the form for members. */
export function Comments({ slug, count }: { slug: string; count: number }) {
  const hydrated = useHydrated();
  const { user, isAuthenticated, isLoading } = useAuth();
  const viewer = user?.id ?? 0;
  const list = useQuery({ ...commentsQuery(slug, viewer), enabled: hydrated && !isLoading });
  useEffect(() => {
    if (hydrated) void thread();
  }, [hydrated]);

  return (
    <section className={styles.section} aria-labelledby="comments-title" id="yorumlar">
      <h2 id="comments-title" className={styles.title}>
        {t('comment.title')} <span className={styles.count}>({formatScore(count)})</span>
      </h2>
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <CommentForm slug={slug} />
        </Suspense>
      ) : (
        <p className={styles.login}>
          <Link to={hydrated ? loginPathForHere() : '/login'}>{t('comment.loginPrompt')}</Link>
        </p>
      )}
      {list.isError ? (
        <LoadError message={t('comment.loadFailed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !list.data ? (
        <InlineLoading />
      ) : list.data.length === 0 ? (
        <p className={styles.empty}>{t('comment.empty')}</p>
      ) : (
        <Suspense fallback={<InlineLoading />}>
          <CommentThread slug={slug} comments={list.data} canReply={isAuthenticated} />
        </Suspense>
      )}
    </section>
  );
}
