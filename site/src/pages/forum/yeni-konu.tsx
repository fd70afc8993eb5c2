import type { HeadProps } from 'gatsby';
import { NewTopicScreen } from '../../components/screens/PlaceholderScreens';
import { Seo } from '../../components/shell/Seo';
import { t } from '../../i18n';

export default function Page() {
  return <NewTopicScreen />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('forum.newTopic.title')} pathname={location.pathname} noindex />;
}
