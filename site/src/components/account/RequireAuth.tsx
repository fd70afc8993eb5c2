import React, { useEffect } from 'react';
import { navigate } from 'gatsby';
import { useAuth } from '../../auth/AuthProvider';
import type { Me, Role } from '../../api/types';
import { hasRole, formatDateTime, roleLabel } from '../../domain';
import { InlineLoading } from '../shell/LoadingOverlay';
import { StatusScreen } from '../shell/StatusScreen';
import { t } from '../../i18n';

interface RequireAuthProps {
  children: React.ReactNode;
  /** Role(s) allowed in; omitted means any signed-in member. */
  roles?: Role | Role[];
  /** Replaces the generic 'Erişim Reddedildi' text (admin pages carry their own sentence). */
  deniedMessage?: string;
  requireVerifiedEmail?: boolean;
}

/** Builds the login URL that brings the member back here afterwards. */
export function loginPathFor(origin: string): string {
  return origin && origin !== '/' ? `/login?redirect=${encodeURIComponent(origin)}` : '/login';
}

/**
 * The protected-page guard of spec §6, in order: wait while loading; guests go to /login remembering
 * where they were; then inactive, banned, unverified, missing role.
 */
export function RequireAuth({ children, roles, deniedMessage, requireVerifiedEmail = false }: RequireAuthProps) {
  const { status, user } = useAuth();
  useEffect(() => {
    if (status !== 'anonymous') return;
    const origin = `${window.location.pathname}${window.location.search}`;
    void navigate(loginPathFor(origin), { replace: true });
  }, [status]);

  if (status !== 'authenticated' || !user) return <InlineLoading />;

  const denial = checkAccess(user, roles, requireVerifiedEmail);
  if (!denial) return <>{children}</>;

  switch (denial.kind) {
    case 'inactive':
      return (
        <StatusScreen icon="lock" tone="danger" title={t('guard.inactive.title')}>
          <p>{t('guard.inactive.body')}</p>
        </StatusScreen>
      );
    case 'banned':
      return (
        <StatusScreen icon="lock" tone="danger" title={t('guard.banned.title')}>
          <p>
            {user.banExpiresAt
              ? t('guard.banned.bodyTemporary', { date: formatDateTime(user.banExpiresAt) })
              : t('guard.banned.bodyPermanent')}
          </p>
          {user.banReason && <p>{t('guard.banned.reason', { reason: user.banReason })}</p>}
        </StatusScreen>
      );
    case 'unverified':
      return (
        <StatusScreen
          icon="alert"
          tone="accent"
          title={t('guard.verify.title')}
          action={{ to: '/verify-email', label: t('guard.verify.verify') }}
        >
          <p>{t('guard.verify.body')}</p>
        </StatusScreen>
      );
    case 'role': {
      const required = Array.isArray(roles) ? roles[0] : roles;
      return (
        <StatusScreen
          icon="shield"
          tone="danger"
          title={t('guard.denied.title')}
          action={
            required === 'premium'
              ? { to: '/premium', label: t('guard.denied.premiumLink') }
              : { to: '/', label: t('common.goHome') }
          }
        >
          <p>{deniedMessage ?? t('guard.denied.body')}</p>
          <p>
            {t('guard.denied.required', { role: roleLabel(required) })}
            <br />
            {t('guard.denied.current', { role: roleLabel(user.role) })}
          </p>
        </StatusScreen>
      );
    }
  }
}

type Denial = { kind: 'inactive' } | { kind: 'banned' } | { kind: 'unverified' } | { kind: 'role' };

function checkAccess(user: Me, roles: Role | Role[] | undefined, requireVerifiedEmail: boolean): Denial | null {
  if (user.isActive === false) return { kind: 'inactive' };
  if (user.isBanned && (!user.banExpiresAt || new Date(user.banExpiresAt).getTime() > Date.now())) return { kind: 'banned' };
  if (requireVerifiedEmail && !user.isEmailVerified) return { kind: 'unverified' };
  if (roles && !hasRole(user, roles)) return { kind: 'role' };
  return null;
}
