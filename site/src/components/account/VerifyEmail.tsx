import { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { REDIRECT_DELAYS, isErrorCode } from '@oyundev/domain';
import { useAuth } from '../../auth/AuthProvider';
import { useSendVerification } from '../../auth/useSendVerification';
import { useSendToLogin } from '../../auth/useSendToLogin';
import { useConfirmEmail } from '../../api-client/account';
import { isApiError } from '../../api-client/client';
import { StatusScreen } from '../shell/StatusScreen';
import { InlineLoading } from '../shell/LoadingOverlay';
import { t } from '../../i18n';
import * as styles from './Account.module.css';
import { useRedirectAfter } from '../../hooks/useRedirectAfter';

type Outcome = { state: 'loading' } | { state: 'success' } | { state: 'verified' } | { state: 'error'; message: string };

/**
 * The message for a link that did not verify (spec accounts §8): the server's reason (invalid or used link),
 * 'Doğrulama sırasında bir hata oluştu' when it answered without one, the generic verification error when
 * the call itself failed.
 */
function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (isErrorCode(error.code)) return error.message;
    if (error.status > 0) return t('auth.verify.failedNoReason');
  }
  return t('auth.verify.failed');
}

/** /verify-email?token=… — checks the mailed link once, then says how it went. */
export function VerifyEmailToken({ token }: { token: string }) {
  const { user } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'loading' });
  const confirm = useConfirmEmail({
    onSuccess: (answer) => setOutcome(answer.status === 'verified' ? { state: 'success' } : { state: 'verified' }),
    onError: (error) => setOutcome({ state: 'error', message: failureMessage(error) }),
  });
  // The link is single-use: asking twice (a re-render, React's dev double effects) would spend it.
  const asked = useRef<string | null>(null);
  const { mutate } = confirm;
  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    mutate(token);
  }, [token, mutate]);

  useRedirectAfter(outcome.state === 'success' ? '/' : null, REDIRECT_DELAYS.afterVerify);

  switch (outcome.state) {
    case 'loading':
      return <InlineLoading message={t('auth.verify.loading')} />;
    case 'success':
      return (
        <StatusScreen icon="check" tone="accent" title={t('auth.verify.success')}>
          <p>{t('auth.verify.redirecting')}</p>
        </StatusScreen>
      );
    case 'verified':
      return <AlreadyVerified />;
    case 'error':
      return (
        <StatusScreen icon="alert" tone="danger" title={t('auth.verify.errorTitle')}>
          <p>{outcome.message}</p>
          <div className={styles.actions}>
            {user && !user.isEmailVerified && <ResendButton />}
            <Link to="/login" className="btn btn-outline">
              {t('auth.verify.toLogin')}
            </Link>
          </div>
        </StatusScreen>
      );
  }
}

/** /verify-email without a token: guests log in first; members see whether their address waits. */
export function VerifyEmailStatus() {
  const { isLoading, user } = useAuth();
  useSendToLogin(!isLoading && !user ? '/verify-email' : null);

  if (isLoading || !user) return <InlineLoading />;
  if (user.isEmailVerified) return <AlreadyVerified />;
  return (
    <StatusScreen icon="bell" title={t('auth.verify.pendingTitle')}>
      <p>{t('auth.verify.pendingBody', { email: user.email })}</p>
      <p>{t('auth.forgot.spamHint')}</p>
      <div className={styles.actions}>
        <ResendButton />
        <Link to="/" className="btn btn-outline">
          {t('common.goHome')}
        </Link>
      </div>
    </StatusScreen>
  );
}

function AlreadyVerified() {
  return (
    <StatusScreen icon="check" tone="accent" title={t('auth.verify.title')} action={{ to: '/', label: t('common.goHome') }}>
      <p>{t('auth.verify.alreadyVerified')}</p>
    </StatusScreen>
  );
}

function ResendButton() {
  const send = useSendVerification();
  return (
    <button type="button" className="btn btn-primary" onClick={() => send.mutate()} disabled={send.isPending}>
      {send.isPending ? t('common.sending') : t('auth.verify.resend')}
    </button>
  );
}
