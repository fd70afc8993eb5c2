import type { HeadProps } from 'gatsby';
import { SettingsScreen } from '../components/settings/SettingsScreen';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function Page() {
  return <SettingsScreen />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('settings.title')} pathname={location.pathname} noindex />;
}
