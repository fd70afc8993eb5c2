import { useState } from 'react';
import { useId } from '../../ids';
import toast from '../shell/toast';
import { loadFormRules } from '../../forms/rules';
import { useCreateComment, useUpdateComment } from '../../api-client/comments';
import { writeErrorMessage } from '../forum/writeErrorMessage';
import { t } from '../../i18n';
import * as styles from './Comments.module.css';

interface CommentFormProps {
  slug: string;
  /** A reply to this top-level comment; none writes a new comment. */
  parentId?: number | null;
  /** Editing this comment instead of writing one. */
  edit?: { id: number; content: string };
  onDone?(): void;
  onCancel?(): void;
  autoFocus?: boolean;
}

/** Writes a comment, a reply to a comment, or a new text for one's own comment (markdown, as in the forum). */
export function CommentForm({ slug, parentId = null, edit, onDone, onCancel, autoFocus }: CommentFormProps) {
  const id = useId();
  const [content, setContent] = useState(edit?.content ?? '');
  const [error, setError] = useState<string | undefined>();
  const fail = (err: { fields?: Record<string, string> } & Parameters<typeof writeErrorMessage>[0]) => {
    const message = writeErrorMessage(err, t('comment.failed'), t('comment.failed'));
    setError(err.fields?.content ?? message);
  };
  const create = useCreateComment(slug, {
    onSuccess: (answer) => {
      toast.success(answer.message || t('comment.created'));
      setContent('');
      onDone?.();
    },
    onError: fail,
  });
  const update = useUpdateComment(slug, edit?.id ?? 0, {
    onSuccess: (answer) => {
      toast.success(answer.message || t('comment.updated'));
      onDone?.();
    },
    onError: fail,
  });
  const pending = create.isPending || update.isPending;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const { validate, blogCommentEditSchema } = await loadFormRules();
    const checked = validate(blogCommentEditSchema, { content });
    if (!checked.ok) return setError(checked.errors.content);
    setError(undefined);
    if (edit) update.mutate(checked.data.content);
    else create.mutate({ content: checked.data.content, parentId });
  };

  const placeholder = parentId ? t('comment.replyPlaceholder') : t('comment.placeholder');
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-content`} className="visually-hidden">
        {t('comment.label')}
      </label>
      <textarea
        id={`${id}-content`}
        className={styles.textarea}
        value={content}
        placeholder={placeholder}
        rows={parentId || edit ? 3 : 4}
        onChange={(e) => setContent(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoFocus={autoFocus}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.formActions}>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending}>
            {t('comment.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
          {edit ? t('comment.save') : parentId ? t('comment.reply') : t('comment.submit')}
        </button>
      </div>
    </form>
  );
}
