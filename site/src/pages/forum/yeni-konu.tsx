import type { HeadProps, PageProps } from 'gatsby';
import { NewTopicScreen } from '../../components/screens/NewTopicScreen';
import { Seo } from '../../components/shell/Seo';
import { useHydrated } from '../../hooks/useHydrated';
import { t } from '../../i18n';

export default function Page({ location }: PageProps) {
  const hydrated = useHydrated();
  return <NewTopicScreen search={hydrated ? location.search : ''} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('forum.newTopic.title')} pathname={location.pathname} noindex />;
}
