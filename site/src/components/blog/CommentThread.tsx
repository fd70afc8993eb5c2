import { useState } from 'react';
import { Link } from 'gatsby';
import toast from '../shell/toast';
import type { BlogComment, BlogCommentReply } from '@oyundev/domain';
import { formatScore } from '@oyundev/domain';
import { useDeleteComment, useLikeComment } from '../../api-client/comments';
import { useAuth } from '../../auth/AuthProvider';
import { promptLogin } from '../../auth/promptLogin';
import { Avatar } from '../common/Avatar';
import { Icon } from '../common/Icon';
import { StaticMarkdown } from '../common/StaticMarkdown';
import { PlainMarkdown, plainParagraphs } from '../common/plainMarkdown';
import { RelativeTime } from '../common/RelativeTime';
import { profileHref } from '../common/hrefs';
import { writeErrorMessage } from '../forum/writeErrorMessage';
import { CommentForm } from './CommentForm';
import { ReportDialog } from '../forum/lazy';
import { t } from '../../i18n';
import * as styles from './Comments.module.css';

/*
 * A post's comments once they have arrived (./Comments.tsx loads this module as the list is asked for): none is
 * in the static page, so the post's first script carries neither the list's markup nor its actions.
 */

export { CommentForm };

/** The list with one level of replies. */
export function CommentThread({ slug, comments, canReply }: { slug: string; comments: BlogComment[]; canReply: boolean }) {
  return (
    <ol className={styles.list}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <CommentItem slug={slug} comment={comment} canReply={canReply} />
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
    if (!isAuthenticated) return promptLogin(t('common.likeLoginRequired'), 'like-login');
    like.mutate(!comment.liked);
  };
  const pressDelete = () => {
    if (remove.isPending) return;
    if (window.confirm(t('comment.deleteConfirm'))) remove.mutate();
  };
  const name = comment.author?.username ?? t('common.anonymousAuthor');

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
        <CommentText text={comment.content} />
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

/**
 * A comment's text. Comments are never in the static HTML: one that is only words (most are) is drawn here as the
 * markdown renderer would draw it, without loading the renderer (~45 KB gzipped, a long task to compile after the
 * post's hydration); any other loads it (StaticMarkdown).
 */
function CommentText({ text }: { text: string }) {
  const plain = plainParagraphs(text);
  return plain ? <PlainMarkdown paragraphs={plain} /> : <StaticMarkdown>{text}</StaticMarkdown>;
}
