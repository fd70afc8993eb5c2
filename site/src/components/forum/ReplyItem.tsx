import { memo, useRef, useState } from 'react';
import toast from '../shell/toast';
import { promptLogin } from '../../auth/promptLogin';
import { useAuth } from '../../auth/AuthProvider';
import type { Reply } from '../../api-client/types';
import { useDeleteReply } from '../../api-client/replies';
import { AuthorCard } from './AuthorCard';
import { StaticMarkdown } from '../common/StaticMarkdown';
import { RelativeTime } from '../common/RelativeTime';
import { Icon } from '../common/Icon';
import { VoteColumn } from './VoteColumn';
import { LikeButton } from './LikeButton';
import { ShareButton } from './ShareButton';
import { ConfirmDialog, HistoryDialog, ReplyEditor, ReportDialog, SolutionButton } from './lazy';
import { writeErrorMessage } from './writeErrorMessage';
import { EXCERPT_LENGTH, excerpt, isModerator } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './ReplyItem.module.css';
import * as actionStyles from './ReplyActions.module.css';

export function replyAnchor(replyId: number): string {
  return `yanit-${replyId}`;
}

interface ReplyItemProps {
  reply: Reply;
  topic: {
    id: number;
    slug: string;
    isClosed: boolean;
    replyCount: number;
    solutionReplyId?: number | null;
    author?: { id: number } | null;
  };
  /** Opens the composer answering this reply; absent when replying is not possible (closed topic). */
  onReply?(reply: Reply): void;
  /** The page of replies is still the build's (a guest's) while a member reads it: vote and like wait. */
  waiting?: boolean;
}

/**
 * One reply: author, quote of the reply it answers (150 characters), the markdown text and what the
 * viewer may do with it — vote, like, answer, share, report (not one's own), edit and delete (author,
 * moderators, admins), see the edit history (moderators, admins).
 */
// memo: a refetch that brings equal data keeps its objects (TanStack Query's structural sharing), so the list's
// new render skips this item instead of rendering it again.
export const ReplyItem = memo(function ReplyItem({ reply, topic, onReply, waiting = false }: ReplyItemProps) {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'delete' | 'report' | 'history' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const own = !!user && reply.author?.id === user.id;
  const canEdit = !!user && (reply.canEdit ?? (own || isModerator(user)));
  const canSeeHistory = isModerator(user) && reply.isEdited;
  const isSolution = topic.solutionReplyId === reply.id;
  // The topic's author (not on their own reply) or a moderator chooses the solution.
  const canChooseSolution = !!user && (isModerator(user) || topic.author?.id === user.id) && reply.author?.id !== topic.author?.id;

  const remove = useDeleteReply(reply.id, topic, {
    onSuccess: (answer) => {
      toast.success(answer.message || t('forum.reply.deleted'));
      setDialog(null);
    },
    onError: (error) => {
      toast.error(writeErrorMessage(error, t('forum.reply.deleteFailed'), t('forum.reply.deleteError')));
    },
  });

  const anchor = replyAnchor(reply.id);
  return (
    <article className={`defer-render ${styles.reply}`} id={anchor} aria-labelledby={`${anchor}-author`} tabIndex={-1}>
      <header className={styles.header}>
        <span id={`${anchor}-author`}>
          <AuthorCard author={reply.author} compact />
        </span>
        <span className={styles.when}>
          <a href={`#${anchor}`} className={styles.permalink}>
            <RelativeTime date={reply.createdAt} />
          </a>
          {reply.isEdited && <span className={styles.edited}>({t('forum.reply.edited')})</span>}
          {isSolution && <span className="badge badge-success">{t('forum.solution.badge')}</span>}
        </span>
      </header>
      {reply.replyTo && (
        <blockquote className={styles.quote}>
          <a href={`#${replyAnchor(reply.replyTo.id)}`} className={styles.quoteAuthor}>
            {t('forum.reply.quoteOf', { name: reply.replyTo.author?.username ?? t('common.anonymousAuthor') })}
          </a>
          <p>{reply.replyTo.content ? excerpt(reply.replyTo.content, EXCERPT_LENGTH.quote) : t('forum.reply.deletedQuote')}</p>
        </blockquote>
      )}

      {editing ? (
        <ReplyEditor
          reply={reply}
          onDone={() => {
            setEditing(false);
            editButton.current?.focus();
          }}
        />
      ) : (
        <StaticMarkdown>{reply.content}</StaticMarkdown>
      )}

      <footer className={`${styles.footer} ${actionStyles.bar}`} aria-label={t('forum.reply.actions')} role="group">
        <VoteColumn
          targetType="reply"
          targetId={reply.id}
          score={reply.score}
          userVote={reply.userVote}
          own={own}
          vertical={false}
          waiting={waiting}
        />
        <LikeButton targetType="reply" targetId={reply.id} likeCount={reply.likeCount} liked={reply.liked} own={own} waiting={waiting} />
        {onReply && (
          <button type="button" className={actionStyles.action} onClick={() => onReply(reply)}>
            <Icon name="reply" size={15} />
            <span>{t('forum.reply.button')}</span>
          </button>
        )}
        <ShareButton path={`/forum/konu/${topic.slug}#${anchor}`} />
        {canChooseSolution && <SolutionButton topicId={topic.id} replyId={reply.id} isSolution={isSolution} />}
        <span className={actionStyles.spacer} />
        {!own && (
          <button type="button" className={actionStyles.action} onClick={() => openReport(user !== null, () => setDialog('report'))}>
            <Icon name="flag" size={15} />
            <span>{t('forum.topic.report')}</span>
          </button>
        )}
        {canSeeHistory && (
          <button type="button" className={actionStyles.action} onClick={() => setDialog('history')}>
            <Icon name="history" size={15} />
            <span>{t('forum.reply.historyTitle')}</span>
          </button>
        )}
        {canEdit && !editing && (
          <>
            <button ref={editButton} type="button" className={actionStyles.action} onClick={() => setEditing(true)}>
              <Icon name="pen" size={15} />
              <span>{t('common.edit')}</span>
            </button>
            <button type="button" className={`${actionStyles.action} ${actionStyles.danger}`} onClick={() => setDialog('delete')}>
              <Icon name="trash" size={15} />
              <span>{t('common.delete')}</span>
            </button>
          </>
        )}
      </footer>

      {dialog === 'delete' && (
        <ConfirmDialog
          title={t('forum.reply.deleteTitle')}
          message={t('forum.reply.deleteConfirm')}
          confirmLabel={t('common.delete')}
          pendingLabel={t('forum.reply.deleting')}
          pending={remove.isPending}
          danger
          onConfirm={() => remove.mutate()}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'report' && <ReportDialog contentType="reply" contentId={reply.id} onClose={() => setDialog(null)} />}
      {dialog === 'history' && <HistoryDialog replyId={reply.id} onClose={() => setDialog(null)} />}
    </article>
  );
});

/** Guests are told to log in instead of getting a form the server would refuse. */
export function openReport(signedIn: boolean, open: () => void): void {
  if (!signedIn) promptLogin(t('forum.report.loginRequired'), 'report-login');
  else open();
}
