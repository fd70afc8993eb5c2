import type { Reply } from '../../api-client/types';
import { AuthorCard } from './AuthorCard';
import { Markdown } from '../common/Markdown';
import { RelativeTime } from '../common/RelativeTime';
import { Icon } from '../common/Icon';
import { formatScore } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './ReplyItem.module.css';

export function ReplyItem({ reply }: { reply: Reply }) {
  return (
    <article className={styles.reply} id={`yanit-${reply.id}`} aria-labelledby={`yanit-${reply.id}-author`}>
      <header className={styles.header}>
        <span id={`yanit-${reply.id}-author`}>
          <AuthorCard author={reply.author} compact />
        </span>
        <span className={styles.when}>
          <RelativeTime date={reply.createdAt} />
          {reply.isEdited && <span className={styles.edited}>({t('forum.reply.edited')})</span>}
        </span>
      </header>
      {reply.replyTo && (
        <blockquote className={styles.quote}>
          <a href={`#yanit-${reply.replyTo.id}`} className={styles.quoteAuthor}>
            {t('forum.reply.quoteOf', { name: reply.replyTo.author?.username ?? t('blog.anonymousAuthor') })}
          </a>
          <p>{reply.replyTo.content}</p>
        </blockquote>
      )}
      <Markdown>{reply.content}</Markdown>
      <footer className={styles.footer}>
        <span className={styles.likes} title={t('forum.counts.likes', { n: reply.likeCount })}>
          <Icon name="heart" size={15} />
          <span className="visually-hidden">{t('forum.counts.likes', { n: reply.likeCount })}</span>
          <span aria-hidden="true">{formatScore(reply.likeCount)}</span>
        </span>
      </footer>
    </article>
  );
}
