import { useMutation } from '@tanstack/react-query';
import toast from '../components/shell/toast';
import { isErrorCode } from '@oyundev/domain';
import { sendVerificationEmail } from '../api-client/auth';
import type { ApiError } from '../api-client/types';
import { t } from '../i18n';

/**
 * The message for a verification mail that did not go out (spec accounts §8): the server's own reason when
 * it gave one (too many requests, already verified), 'Email gönderilemedi' when it refused without one,
 * 'Email gönderilirken bir hata oluştu' when it could not be reached.
 */
export function sendFailureMessage(error: ApiError): string {
  if (isErrorCode(error.code)) return error.message;
  return error.status === 0 ? t('auth.verify.sendError') : t('auth.verify.sendFailed');
}

/** Sends (again) the verification mail and says how it went in a toast. */
export function useSendVerification() {
  return useMutation({
    mutationFn: sendVerificationEmail,
    onSuccess: () => {
      toast.success(t('auth.verify.sent'));
    },
    onError: (error) => {
      toast.error(sendFailureMessage(error));
    },
  });
}
