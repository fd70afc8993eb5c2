import { StatusScreen } from './StatusScreen';
import { t } from '../../i18n';

export function NotFound() {
  return (
    <StatusScreen icon="compass" title={t('notFound.title')} action={{ to: '/', label: t('notFound.home') }}>
      <p>{t('notFound.body')}</p>
    </StatusScreen>
  );
}
