import { Link, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { topicListQuery, type TopicListParams } from '../api-client/topics';
import { categoryListQuery } from '../api-client/categories';
import { useAuth } from '../auth/AuthProvider';
import { useQueryParams, withQuery } from '../hooks/useQueryParams';
import { Seo } from '../components/shell/Seo';
import { AdSlot } from '../components/shell/AdSlot';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { PageIntro } from '../components/common/PageIntro';
import { Icon } from '../components/common/Icon';
import { Pager } from '../components/common/Pager';
import { EmptyState } from '../components/common/EmptyState';
import { LoadError } from '../components/common/LoadError';
import { TopicList } from '../components/forum/TopicList';
import { useViewer } from '../components/forum/useViewer';
import { SortTabs } from '../components/forum/SortTabs';
import { CategoryList } from '../components/forum/CategoryList';
import { Deferred } from '../components/common/Deferred';
import { PopularTags } from '../components/forum/PopularTags';
import { TopicSearch } from '../components/forum/TopicSearch';
import { DEFAULT_FORUM_SORT, FORUM_SORTS, isForumSort, parsePage, type ForumSort } from '@oyundev/domain';
import { BUILD_DATA_UPDATED_AT, type ForumIndexContext } from './contexts';
import { t } from '../i18n';
import * as styles from './forum.module.css';

function parseSort(value: string | null): ForumSort {
  return isForumSort(value) ? value : DEFAULT_FORUM_SORT;
}

/** /forum — topic list with sort tabs, filters from the URL, grouped categories and popular tags. */
export default function ForumIndexTemplate({ pageContext, location }: PageProps<object, ForumIndexContext>) {
  const { isAuthenticated } = useAuth();
  const query = useQueryParams(location.search);
  const filters = {
    sort: parseSort(query.get('sort')),
    page: parsePage(query.get('page')),
    tag: query.get('tag')?.trim() || undefined,
    search: query.get('search')?.trim() || undefined,
    category: query.get('category')?.trim() || undefined,
  };
  const filtered = Boolean(filters.tag || filters.search || filters.category);
  const isBuildQuery = !filtered && filters.page === 1 && filters.sort === DEFAULT_FORUM_SORT;
  const listParams: TopicListParams = filters;

  const { viewer, ready } = useViewer();
  const topics = useQuery({
    ...topicListQuery(listParams, viewer),
    // A member's list (with their own votes) is asked for once the session is known.
    enabled: ready,
    // The build's list is a guest's: it seeds the guest's list only.
    initialData: isBuildQuery && viewer === 0 ? pageContext.topics : undefined,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
  });
  const categories = useQuery({
    ...categoryListQuery(),
    initialData: pageContext.categories,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
  });

  const hrefWith = (changes: Partial<typeof filters>) => {
    const next = { ...filters, ...changes };
    return withQuery('/forum', {
      category: next.category,
      tag: next.tag,
      search: next.search,
      sort: next.sort === DEFAULT_FORUM_SORT ? undefined : next.sort,
      page: next.page > 1 ? next.page : undefined,
    });
  };
  const activeCategory = filters.category ? categories.data?.find((c) => c.slug === filters.category) : undefined;

  return (
    <div className="container page">
      <PageIntro
        title={t('forum.title')}
        lead={t('forum.lead')}
        actions={
          <div className={styles.headerActions}>
            {isAuthenticated && (
              <Link to="/forum/benim-konularim" className="btn btn-outline">
                {t('forum.myTopics')}
              </Link>
            )}
            <Link to="/forum/yeni-konu" className="btn btn-primary">
              <Icon name="plus" size={16} />
              {t('forum.newTopic')}
            </Link>
          </div>
        }
      />

      <div className="with-sidebar">
        <section aria-labelledby="topics-heading" className={styles.main}>
          <h2 id="topics-heading" className="visually-hidden">
            {t('forum.topics')}
          </h2>
          <AdSlot slot="list-top" />
          <TopicSearch
            initial={filters.search ?? ''}
            placeholder={t('forum.searchPlaceholder')}
            onSearch={(q) => void navigate(hrefWith({ search: q || undefined, page: 1 }))}
          />
          <div className={styles.toolbar}>
            <SortTabs options={FORUM_SORTS} current={filters.sort} hrefFor={(sort) => hrefWith({ sort, page: 1 })} />
            {filtered && (
              <div className={styles.chips}>
                {filters.tag && <span className="badge badge-accent">{t('forum.filter.tag', { tag: filters.tag })}</span>}
                {filters.search && <span className="badge badge-accent">{t('forum.filter.search', { query: filters.search })}</span>}
                {filters.category && (
                  <Link to={`/forum/kategori/${filters.category}`} className="badge badge-accent">
                    {t('forum.filter.category', { name: activeCategory?.name ?? filters.category })}
                  </Link>
                )}
                <Link
                  to={withQuery('/forum', { sort: filters.sort === DEFAULT_FORUM_SORT ? undefined : filters.sort })}
                  className={styles.clear}
                >
                  <Icon name="x" size={14} />
                  {t('forum.filter.clear')}
                </Link>
              </div>
            )}
          </div>

          {topics.isError && !topics.data ? (
            <LoadError message={t('forum.loadFailed')} onRetry={() => void topics.refetch()} retrying={topics.isFetching} />
          ) : !topics.data ? (
            <InlineLoading />
          ) : topics.data.data.length === 0 ? (
            filtered ? (
              <EmptyState title={t('forum.empty.noResults')} body={t('forum.empty.noResultsBody')}>
                <Link to="/forum" className="btn btn-outline">
                  {t('forum.filter.clear')}
                </Link>
              </EmptyState>
            ) : (
              <EmptyState icon="message" title={t('forum.empty.noTopics')} body={t('forum.empty.noTopicsBody')}>
                <Link to="/forum/yeni-konu" className="btn btn-primary">
                  {t('forum.newTopic')}
                </Link>
              </EmptyState>
            )
          ) : (
            <div aria-busy={topics.isFetching} className={topics.isPlaceholderData ? styles.stale : undefined}>
              <TopicList topics={topics.data.data} />
              <Pager
                page={topics.data.pagination.page}
                pageCount={topics.data.pagination.pageCount}
                hrefFor={(page) => hrefWith({ page })}
              />
            </div>
          )}
        </section>

        <aside className={`defer-render ${styles.sidebar}`}>
          <Deferred>
            <PopularTags current={filters.tag} />
          </Deferred>
          <section className="card card-pad" aria-labelledby="categories-heading">
            <h2 id="categories-heading" className={styles.sideHeading}>
              {t('forum.categories')}
            </h2>
            {categories.isError && !categories.data ? (
              <LoadError message={t('forum.categoriesLoadFailed')} onRetry={() => void categories.refetch()} />
            ) : (
              <CategoryList categories={categories.data ?? []} />
            )}
          </section>
          <AdSlot slot="sidebar" />
        </aside>
      </div>
    </div>
  );
}

export function Head({ location }: HeadProps<object, ForumIndexContext>) {
  return <Seo title={t('forum.title')} description={t('forum.lead')} pathname={location.pathname} />;
}
