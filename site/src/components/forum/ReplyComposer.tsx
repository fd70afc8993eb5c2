import { useEffect, useRef, useState } from 'react';
import toast from '../shell/toast';
import { useReplyMutation, type ReplyCreated } from '../../api-client/replies';
import type { Reply } from '../../api-client/types';
import { MarkdownEditor } from './MarkdownEditor';
import { Icon } from '../common/Icon';
import { writeErrorMessage } from './writeErrorMessage';
import { CONTENT_MAX, EXCERPT_LENGTH, excerpt } from '@oyundev/domain';
import { loadFormRules } from '../../forms/rules';
import { t } from '../../i18n';
import * as styles from './ReplyComposer.module.css';

interface ReplyComposerProps {
  topic: { id: number; slug: string; replyCount: number };
  /** The reply being answered; null answers the topic. */
  replyTo: Reply | null;
  onClose(): void;
  onPosted(answer: ReplyCreated): void;
}

/**
 * The reply form (forum spec §2, §7): opened by a Reply button, closed by cancel or after the reply is
 * in. POST /api/forum/{topicSlug}/reply {content, replyTo}; on success the topic's reply count becomes the
 * server's and the reply list reloads.
 */
export function ReplyComposer({ topic, replyTo, onClose, onPosted }: ReplyComposerProps) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    textarea.current?.focus({ preventScroll: true });
  }, [replyTo?.id]);

  const send = useReplyMutation(topic, {
    onSuccess: (answer) => {
      toast.success(answer.message || t('forum.reply.created'));
      setContent('');
      onPosted(answer);
    },
    onError: (err) => {
      const message = writeErrorMessage(err, t('forum.reply.createFailed'), t('forum.reply.createError'));
      setError(err.fields?.content ?? message);
      toast.error(message);
    },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const { validate, replySchema } = await loadFormRules();
    const checked = validate(replySchema, { content, replyTo: replyTo?.id ?? null });
    if (!checked.ok) {
      setError(checked.errors.content ?? Object.values(checked.errors)[0]);
      textarea.current?.focus();
      return;
    }
    setError(undefined);
    send.mutate({ content: checked.data.content, replyTo: replyTo?.id ?? null });
  };

  const quoteName = replyTo?.author?.username ?? t('common.anonymousAuthor');
  return (
    <section ref={box} className={`card ${styles.composer}`} aria-labelledby="reply-composer-title">
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <header className={styles.header}>
          <h3 id="reply-composer-title" className={styles.title}>
            <Icon name="message" size={16} />
            {replyTo ? t('forum.reply.replyingTo', { name: quoteName }) : t('forum.reply.composerTitle')}
          </h3>
        </header>
        {replyTo && (
          <blockquote className={styles.quote}>
            <p>{excerpt(replyTo.content, EXCERPT_LENGTH.quote)}</p>
          </blockquote>
        )}
        <MarkdownEditor
          label={t('forum.reply.contentLabel')}
          value={content}
          onChange={(value) => {
            setContent(value);
            if (error) setError(undefined);
          }}
          placeholder={t('forum.reply.placeholder')}
          hint={t('forum.newTopic.contentHint')}
          error={error}
          textareaRef={textarea}
          maxLength={CONTENT_MAX}
          rows={5}
          onKeyDown={(event) => {
            // Ctrl/⌘+Enter sends, as in most forums.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
          }}
        />
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={send.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={send.isPending} aria-busy={send.isPending || undefined}>
            {send.isPending ? t('forum.sending') : t('forum.reply.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
