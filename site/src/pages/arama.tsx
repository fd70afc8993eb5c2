import type { HeadProps, PageProps } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_TYPES, parsePage, type SearchType } from '@oyundev/domain';
import { searchQuery } from '../api-client/search';
import { useQueryParams } from '../hooks/useQueryParams';
import { useHydrated } from '../hooks/useHydrated';
import { Seo } from '../components/shell/Seo';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { PageIntro } from '../components/common/PageIntro';
import { EmptyState } from '../components/common/EmptyState';
import { LoadError } from '../components/common/LoadError';
import { PopularTerms, SearchResults, SearchTypeTabs } from '../components/search/SearchResults';
import { useViewer } from '../components/forum/useViewer';
import { t } from '../i18n';

const isType = (value: string | null): value is SearchType => SEARCH_TYPES.some((o) => o.value === value);

/** /arama?q=&type=&page= — forum, blog and member results, grouped; the type and page live in the URL. */
export default function SearchPage({ location }: PageProps) {
  const hydrated = useHydrated();
  const params = useQueryParams(location.search);
  const q = params.get('q')?.trim() ?? '';
  const rawType = params.get('type');
  const type: SearchType = isType(rawType) ? rawType : 'all';
  const page = parsePage(params.get('page'));
  const { viewer, ready } = useViewer();
  const results = useQuery({ ...searchQuery(q, type, page, viewer), enabled: q.length > 0 && ready });

  return (
    <div className="container page">
      <PageIntro title={t('search.title')} lead={q ? t('search.resultsFor', { query: q }) : t('placeholder.search')} />
      {!hydrated ? (
        <InlineLoading />
      ) : !q ? (
        <>
          <EmptyState icon="search" title={t('validation.search.required')} role="status" />
          <PopularTerms />
        </>
      ) : (
        <>
          <SearchTypeTabs q={q} type={type} />
          {results.isError ? (
            <LoadError message={t('search.failed')} onRetry={() => void results.refetch()} retrying={results.isFetching} />
          ) : !results.data ? (
            <InlineLoading />
          ) : (
            <>
              {type === 'all' && <PopularTerms />}
              <SearchResults answer={results.data} type={type} page={page} />
            </>
          )}
        </>
      )}
    </div>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('search.title')} pathname={location.pathname} noindex />;
}
