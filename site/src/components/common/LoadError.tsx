import { EmptyState } from './EmptyState';
import { Icon } from './Icon';
import { t } from '../../i18n';

/** A failed load: the screen's message plus a retry action. */
export function LoadError({ message, onRetry, retrying }: { message: string; onRetry(): void; retrying?: boolean }) {
  return (
    <EmptyState icon="alert" tone="danger" title={message} role="alert">
      <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>
        <Icon name="refresh" size={16} />
        {t('common.retry')}
      </button>
    </EmptyState>
  );
}
