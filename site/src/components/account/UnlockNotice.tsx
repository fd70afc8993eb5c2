import { useEffect, useRef } from 'react';
import { useUnlockAccount } from '../../api-client/account';
import { toApiError } from '../../api-client/client';
import { t } from '../../i18n';
import { FormError } from '../common/FormError';

/** /login?unlock=… — the link mailed with a login lock: lifts the lock once, then the member logs in below. */
export function UnlockNotice({ token }: { token: string }) {
  const unlock = useUnlockAccount();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    unlock.mutate(token);
  }, [token, unlock]);
  if (unlock.isPending || unlock.isIdle) {
    return (
      <p className="alert alert-info" role="status">
        {t('auth.unlock.working')}
      </p>
    );
  }
  if (unlock.isError) return <FormError message={toApiError(unlock.error, t('auth.unlock.invalid')).message} />;
  return (
    <p className="alert alert-success" role="status">
      {unlock.data.message}
    </p>
  );
}
