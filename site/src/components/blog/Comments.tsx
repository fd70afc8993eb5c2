import { useState } from 'react';
import { Link } from 'gatsby';
import toast from '../shell/toast';
import { useQuery } from '@tanstack/react-query';
import type { BlogCommentReply } from '@oyundev/domain';
import { formatScore } from '@oyundev/domain';
import { commentsQuery, useDeleteComment, useLikeComment } from '../../api-client/comments';
import { useAuth } from '../../auth/AuthProvider';
import { promptLogin } from '../../auth/promptLogin';
import { loginPathForHere } from '../../auth/useSendToLogin';
import { useHydrated } from '../../hooks/useHydrated';
import { Avatar } from '../common/Avatar';
import { Icon } from '../common/Icon';
import { LoadError } from '../common/LoadError';
import { StaticMarkdown } from '../common/StaticMarkdown';
import { RelativeTime } from '../common/RelativeTime';
import { InlineLoading } from '../shell/LoadingOverlay';
import { profileHref } from '../common/hrefs';
import { writeErrorMessage } from '../forum/writeErrorMessage';
import { CommentForm } from './CommentForm';
import { ReportDialog } from '../forum/lazy';
import { t } from '../../i18n';
import * as styles from './Comments.module.css';

/** The comments under a blog post: the list with one level of replies, and the form for members. */
export function Comments({ slug, count }: { slug: string; count: number }) {
  const hydrated = useHydrated();
  const { user, isAuthenticated, isLoading } = useAuth();
  const viewer = user?.id ?? 0;
  const list = useQuery({ ...commentsQuery(slug, viewer), enabled: hydrated && !isLoading });

  return (
    <section className={styles.section} aria-labelledby="comments-title" id="yorumlar">
      <h2 id="comments-title" className={styles.title}>
        {t('comment.title')} <span className={styles.count}>({formatScore(count)})</span>
      </h2>
      {isAuthenticated ? (
        <CommentForm slug={slug} />
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
        <ol className={styles.list}>
          {list.data.map((comment) => (
            <li key={comment.id}>
              <CommentItem slug={slug} comment={comment} canReply={isAuthenticated} />
              {comment.replies.length > 0 && (
                <ol className={styles.replies}>
                  {comment.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentItem slug={slug} comment={reply} canReply={false} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function CommentItem({ slug, comment, canReply }: { slug: string; comment: BlogCommentReply; canReply: boolean }) {
  const { isAuthenticated } = useAuth();
  const [mode, setMode] = useState<'read' | 'reply' | 'edit' | 'report'>('read');
  const like = useLikeComment(slug, comment.id, {
    onError: (error) => toast.error(writeErrorMessage(error, t('reader.like.failed'), t('reader.like.failed'))),
  });
  const remove = useDeleteComment(slug, comment.id, {
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(writeErrorMessage(error, t('comment.failed'), t('comment.failed'))),
  });
  const pressLike = () => {
    if (like.isPending) return;
    if (!isAuthenticated) return promptLogin(t('forum.like.loginRequired'), 'like-login');
    like.mutate(!comment.liked);
  };
  const pressDelete = () => {
    if (remove.isPending) return;
    if (window.confirm(t('comment.deleteConfirm'))) remove.mutate();
  };
  const name = comment.author?.username ?? t('blog.anonymousAuthor');

  return (
    <article className={styles.comment} id={`yorum-${comment.id}`} data-testid="comment">
      <header className={styles.meta}>
        <Avatar username={name} avatarUrl={comment.author?.avatarUrl} size={32} />
        {comment.author ? (
          <Link to={profileHref(comment.author.username)} className={styles.author}>
            {name}
          </Link>
        ) : (
          <span className={styles.author}>{name}</span>
        )}
        <RelativeTime date={comment.createdAt} className={styles.time} />
        {comment.isEdited && <span className={styles.time}>· {t('comment.edited')}</span>}
      </header>
      {mode === 'edit' ? (
        <CommentForm
          slug={slug}
          edit={{ id: comment.id, content: comment.content }}
          onDone={() => setMode('read')}
          onCancel={() => setMode('read')}
          autoFocus
        />
      ) : (
        <StaticMarkdown>{comment.content}</StaticMarkdown>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.action} ${comment.liked ? styles.on : ''}`}
          aria-pressed={Boolean(comment.liked)}
          disabled={comment.canEdit}
          onClick={pressLike}
        >
          <Icon name="heart" size={14} />
          <span className="visually-hidden">{t('blog.counts.likes', { n: comment.likeCount })}</span>
          <span aria-hidden="true">{formatScore(comment.likeCount)}</span>
        </button>
        {canReply && (
          <button type="button" className={styles.action} onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}>
            <Icon name="reply" size={14} />
            {t('comment.reply')}
          </button>
        )}
        {comment.canEdit && (
          <button type="button" className={styles.action} onClick={() => setMode('edit')}>
            <Icon name="pen" size={14} />
            {t('comment.edit')}
          </button>
        )}
        {comment.canDelete && (
          <button type="button" className={styles.action} onClick={pressDelete} aria-busy={remove.isPending || undefined}>
            <Icon name="trash" size={14} />
            {t('comment.delete')}
          </button>
        )}
        {isAuthenticated && !comment.canEdit && (
          <button type="button" className={styles.action} onClick={() => setMode('report')}>
            <Icon name="flag" size={14} />
            {t('comment.report')}
          </button>
        )}
      </div>
      {mode === 'reply' && (
        <CommentForm slug={slug} parentId={comment.id} onDone={() => setMode('read')} onCancel={() => setMode('read')} autoFocus />
      )}
      {mode === 'report' && <ReportDialog commentId={comment.id} onClose={() => setMode('read')} />}
    </article>
  );
}
