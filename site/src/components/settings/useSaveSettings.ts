import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../auth/AuthProvider';
import type { MemberAnswer } from '../../api-client/account';
import { routeServerError } from '../account/serverErrors';
import { useTimedMessage } from './useTimedMessage';

/**
 * Saving one settings section that answers with the updated member: the stored member is replaced and the
 * server's message (else `texts.success`) shows for five seconds; a failure shows the server's message or
 * `texts.failed`.
 */
export function useSaveSettings<Input>(mutationFn: (input: Input) => Promise<MemberAnswer>, texts: { success: string; failed: string }) {
  const { updateUser } = useAuth();
  const { message, show } = useTimedMessage();
  const save = useMutation({
    mutationFn,
    onSuccess: (answer) => {
      updateUser(answer.data);
      show('success', answer.message || texts.success);
    },
    onError: (error) => {
      show('error', routeServerError(error, [], texts.failed).general ?? texts.failed);
    },
  });
  return { save, message };
}
