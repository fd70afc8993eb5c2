import type { HeadProps } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { topicListQuery } from '../api-client/topics';
import { Seo } from '../components/shell/Seo';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { PageIntro } from '../components/common/PageIntro';
import { EmptyState } from '../components/common/EmptyState';
import { LoadError } from '../components/common/LoadError';
import { TopicList } from '../components/forum/TopicList';
import { useViewer } from '../components/forum/useViewer';
import { PAGE_SIZES } from '@oyundev/domain';
import { t } from '../i18n';

/** /trending — the forum's hot ranking, live. */
export default function TrendingPage() {
  const { viewer, ready } = useViewer();
  const topics = useQuery({ ...topicListQuery({ sort: 'hot', page: 1, pageSize: PAGE_SIZES.forumTopics }, viewer), enabled: ready });
  return (
    <div className="container page">
      <PageIntro title={t('trending.title')} lead={t('trending.lead')} />
      <h2 className="visually-hidden">{t('forum.topics')}</h2>
      {topics.isError ? (
        <LoadError message={t('forum.topicsLoadFailed')} onRetry={() => void topics.refetch()} retrying={topics.isFetching} />
      ) : !topics.data ? (
        <InlineLoading />
      ) : topics.data.data.length === 0 ? (
        <EmptyState icon="flame" title={t('forum.empty.noTopics')} />
      ) : (
        <TopicList topics={topics.data.data} />
      )}
    </div>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('trending.title')} description={t('trending.lead')} pathname={location.pathname} />;
}
