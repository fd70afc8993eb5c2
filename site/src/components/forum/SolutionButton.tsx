import toast from '../shell/toast';
import { useSolutionMutation } from '../../api-client/solutions';
import { Icon } from '../common/Icon';
import { writeErrorMessage } from './writeErrorMessage';
import { t } from '../../i18n';
import * as actionStyles from './ReplyActions.module.css';

/** The topic author's (or a moderator's) 'mark as solution' toggle on a reply. */
export function SolutionButton({ topicId, replyId, isSolution }: { topicId: number; replyId: number; isSolution: boolean }) {
  const mutation = useSolutionMutation(topicId, replyId, {
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(writeErrorMessage(error, t('forum.solution.failed'), t('forum.solution.failed'))),
  });
  return (
    <button
      type="button"
      className={actionStyles.action}
      aria-pressed={isSolution}
      aria-busy={mutation.isPending || undefined}
      onClick={() => !mutation.isPending && mutation.mutate(!isSolution)}
    >
      <Icon name="check" size={15} />
      <span>{isSolution ? t('forum.solution.unmark') : t('forum.solution.mark')}</span>
    </button>
  );
}
