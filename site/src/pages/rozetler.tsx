import type { HeadProps } from 'gatsby';
import { BadgesScreen } from '../components/badges/BadgesScreen';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function BadgesPage() {
  return <BadgesScreen />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('badges.title')} description={t('badges.lead')} pathname={location.pathname} />;
}
