import { useQuery } from '@tanstack/react-query';
import { replyHistoryQuery } from '../../api-client/topics';
import { Dialog } from './Dialog';
import { LiveMarkdown } from '../common/StaticMarkdown';
import { LoadError } from '../common/LoadError';
import { InlineLoading } from '../shell/LoadingOverlay';
import { formatDateTime } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './ForumForms.module.css';

/** A reply's edits, newest first: who edited, when, and the text before the edit (moderators only). */
export function HistoryDialog({ replyId, onClose }: { replyId: number; onClose(): void }) {
  const history = useQuery(replyHistoryQuery(replyId));
  const entries = history.data ? [...history.data].sort((a, b) => b.editedAt.localeCompare(a.editedAt)) : [];
  return (
    <Dialog title={t('forum.reply.historyTitle')} onClose={onClose} size="medium">
      {history.isError ? (
        <LoadError message={t('forum.reply.historyLoadFailed')} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : !history.data ? (
        <InlineLoading />
      ) : entries.length === 0 ? (
        <p className={styles.lead}>{t('forum.reply.historyEmpty')}</p>
      ) : (
        <ol className={styles.history}>
          {entries.map((entry, index) => (
            <li key={`${entry.editedAt}-${index}`} className={styles.historyEntry}>
              <p className={styles.historyMeta}>
                <strong>{t('forum.reply.historyBy', { name: entry.editor?.username ?? t('common.anonymousAuthor') })}</strong>
                <time dateTime={entry.editedAt}>{formatDateTime(entry.editedAt)}</time>
              </p>
              {entry.reason && <p className={styles.lead}>{t('forum.reply.historyReason', { reason: entry.reason })}</p>}
              {entry.previousContent !== null && (
                <>
                  <p className={styles.historyLabel}>{t('forum.reply.historyPrevious')}</p>
                  <LiveMarkdown>{entry.previousContent}</LiveMarkdown>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
