import { Link } from 'gatsby';
import { useAuth } from '../../auth/AuthProvider';
import { usePublicSettings } from '../../auth/usePublicSettings';
import { useSendVerification } from '../../auth/useSendVerification';
import { useSendToLogin } from '../../auth/useSendToLogin';
import type { Role } from '../../api-client/types';
import { evaluateGuard, formatDateTime, roleLabel } from '@oyundev/domain';
import { InlineLoading } from '../shell/LoadingOverlay';
import { StatusScreen } from '../shell/StatusScreen';
import { t } from '../../i18n';
import * as styles from './Account.module.css';

export { loginPathFor } from '../../auth/useSendToLogin';

interface RequireAuthProps {
  children: React.ReactNode;
  /** Role(s) allowed in; omitted means any signed-in member. */
  roles?: Role | Role[];
  /** Replaces the generic 'Erişim Reddedildi' text (admin pages carry their own sentence). */
  deniedMessage?: string;
  /**
   * The page is one where members write: it needs a verified address whenever the site requires one
   * (site setting emailVerificationRequired — the server refuses the writes then anyway).
   */
  requireEmailVerified?: boolean;
  /** Pages a banned member may still open (their settings). */
  allowBanned?: boolean;
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/**
 * The protected-page guard (spec accounts §6, decided by the shared evaluateGuard): wait while loading;
 * guests go to /login remembering where they were; then inactive, banned, unverified, missing role.
 */
export function RequireAuth({ children, roles, deniedMessage, requireEmailVerified = false, allowBanned = false }: RequireAuthProps) {
  const { isLoading, user } = useAuth();
  const { settings, isLoading: settingsLoading } = usePublicSettings();
  const decision = evaluateGuard(
    { isLoading: isLoading || (requireEmailVerified && settingsLoading), user, from: currentPath() },
    { roles, allowBanned, requireEmailVerified: requireEmailVerified && settings.emailVerificationRequired },
  );

  useSendToLogin(decision.kind === 'login' ? decision.from : null);

  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'wait':
    case 'login':
      return <InlineLoading />;
    case 'inactive':
      return (
        <StatusScreen icon="lock" tone="danger" title={t('guard.inactive.title')} action={{ to: '/', label: t('common.goHome') }}>
          <p>{t('guard.inactive.body')}</p>
        </StatusScreen>
      );
    case 'banned':
      return (
        <StatusScreen icon="lock" tone="danger" title={t('guard.banned.title')} action={{ to: '/', label: t('common.goHome') }}>
          <p>
            {decision.until ? t('guard.banned.bodyTemporary', { date: formatDateTime(decision.until) }) : t('guard.banned.bodyPermanent')}
          </p>
          {decision.reason && <p>{t('guard.banned.reason', { reason: decision.reason })}</p>}
        </StatusScreen>
      );
    case 'verify-email':
      return <VerifyEmailRequired />;
    case 'forbidden':
      return (
        <StatusScreen
          icon="shield"
          tone="danger"
          title={t('guard.denied.title')}
          action={decision.premiumLink ? { to: '/premium', label: t('guard.denied.premiumLink') } : { to: '/', label: t('common.goHome') }}
        >
          <p>{deniedMessage ?? t('guard.denied.body')}</p>
          <p>
            {t('guard.denied.required', { role: decision.required.map(roleLabel).join(', ') })}
            <br />
            {t('guard.denied.current', { role: roleLabel(decision.current) })}
          </p>
        </StatusScreen>
      );
  }
}

/** Step 5 of the guard: send the mail (again) or go to the verification page. */
function VerifyEmailRequired() {
  const send = useSendVerification();
  return (
    <StatusScreen icon="alert" tone="accent" title={t('guard.verify.title')}>
      <p>{t('guard.verify.body')}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? t('common.sending') : t('guard.verify.send')}
        </button>
        <Link to="/verify-email" className="btn btn-outline">
          {t('guard.verify.verify')}
        </Link>
      </div>
    </StatusScreen>
  );
}
