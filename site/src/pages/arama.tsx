import type { HeadProps, PageProps } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { topicListQuery } from '../api-client/topics';
import { useQueryParams } from '../hooks/useQueryParams';
import { useHydrated } from '../hooks/useHydrated';
import { Seo } from '../components/shell/Seo';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { PageIntro } from '../components/common/PageIntro';
import { EmptyState } from '../components/common/EmptyState';
import { LoadError } from '../components/common/LoadError';
import { TopicList } from '../components/forum/TopicList';
import { useViewer } from '../components/forum/useViewer';
import { PAGE_SIZES } from '@oyundev/domain';
import { t } from '../i18n';

/** /arama?q= — forum results for now (blog and member results join when the search API lands). */
export default function SearchPage({ location }: PageProps) {
  const hydrated = useHydrated();
  const q = useQueryParams(location.search).get('q')?.trim() ?? '';
  const { viewer, ready } = useViewer();
  const results = useQuery({
    ...topicListQuery({ search: q, sort: 'latest', page: 1, pageSize: PAGE_SIZES.searchPerType }, viewer),
    enabled: q.length > 0 && ready,
  });

  return (
    <div className="container page">
      <PageIntro title={t('search.title')} lead={q ? t('search.resultsFor', { query: q }) : t('placeholder.search')} />
      {!hydrated ? (
        <InlineLoading />
      ) : !q ? (
        <EmptyState icon="search" title={t('validation.search.required')} />
      ) : results.isError ? (
        <LoadError message={t('search.failed')} onRetry={() => void results.refetch()} retrying={results.isFetching} />
      ) : !results.data ? (
        <InlineLoading />
      ) : results.data.data.length === 0 ? (
        <EmptyState title={t('search.noResults')} />
      ) : (
        <section aria-labelledby="search-forum">
          <h2 id="search-forum" className="section-title">
            {t('search.type.forum')}
          </h2>
          <TopicList topics={results.data.data} />
        </section>
      )}
    </div>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('search.title')} pathname={location.pathname} noindex />;
}
