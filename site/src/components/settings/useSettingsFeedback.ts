import type { MemberAnswer } from '../../api-client/account';
import type { WriteHandlers } from '../../api-client/mutations';
import { routeServerError } from '../account/serverErrors';
import { useTimedMessage } from './useTimedMessage';

/**
 * What a settings section shows after saving (the write hook has already replaced the stored member): the
 * server's message (else `texts.success`) for five seconds, or on failure the server's message or
 * `texts.failed`. Pass `handlers` to the section's write hook.
 */
export function useSettingsFeedback<Input>(texts: { success: string; failed: string }) {
  const { message, show } = useTimedMessage();
  const handlers: WriteHandlers<MemberAnswer, Input> = {
    onSuccess: (answer) => show('success', answer.message || texts.success),
    onError: (error) => show('error', routeServerError(error, [], texts.failed).general ?? texts.failed),
  };
  return { message, handlers };
}
