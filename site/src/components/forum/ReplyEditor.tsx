import { useEffect, useRef, useState } from 'react';
import toast from '../shell/toast';
import type { Reply } from '../../api-client/types';
import { useUpdateReply } from '../../api-client/replies';
import { MarkdownEditor } from './MarkdownEditor';
import { writeErrorMessage } from './writeErrorMessage';
import { CONTENT_MAX } from '@oyundev/domain';
import { loadFormRules } from '../../forms/rules';
import { t } from '../../i18n';
import * as styles from './ReplyItem.module.css';

/** In-place editor of a reply's text (PUT /api/forum/replies/:id); the server keeps the previous text. */
export function ReplyEditor({ reply, onDone }: { reply: Reply; onDone(): void }) {
  const [content, setContent] = useState(reply.content);
  const [error, setError] = useState<string | undefined>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textarea.current?.focus({ preventScroll: true }), []);
  const save = useUpdateReply(reply.id, {
    onSuccess: () => {
      toast.success(t('forum.reply.updated'));
      onDone();
    },
    onError: (err) => {
      const message = writeErrorMessage(err, t('forum.reply.updateFailed'), t('forum.reply.updateError'));
      setError(err.fields?.content ?? message);
      toast.error(message);
    },
  });

  return (
    <form
      className={styles.editor}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (save.isPending) return;
        const { validate, replyEditSchema } = await loadFormRules();
        const checked = validate(replyEditSchema, { content });
        if (!checked.ok) {
          setError(checked.errors.content);
          return;
        }
        if (checked.data.content === reply.content.trim()) {
          onDone();
          return;
        }
        save.mutate(checked.data.content);
      }}
    >
      <MarkdownEditor
        label={t('forum.reply.editLabel')}
        value={content}
        onChange={(value) => {
          setContent(value);
          if (error) setError(undefined);
        }}
        error={error}
        maxLength={CONTENT_MAX}
        rows={5}
        textareaRef={textarea}
      />
      <div className={styles.editorActions}>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone} disabled={save.isPending}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
