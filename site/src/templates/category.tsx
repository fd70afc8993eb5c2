import React from 'react';
import { Link, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import type { Category } from '../api-client/types';
import { categoryDetailQuery } from '../api-client/categories';
import { topicListQuery } from '../api-client/topics';
import { useHydrated } from '../hooks/useHydrated';
import { useAuth } from '../auth/AuthProvider';
import { useQueryParams, withQuery } from '../hooks/useQueryParams';
import { slugAfter } from '../hooks/usePathname';
import { Seo } from '../components/shell/Seo';
import { feedPaths } from '../pagedata/feed-paths';
import { RequireAuth } from '../components/account/RequireAuth';
import { AdSlot } from '../components/shell/AdSlot';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { Breadcrumb } from '../components/common/Breadcrumb';
import { EmptyState } from '../components/common/EmptyState';
import { LoadError } from '../components/common/LoadError';
import { Icon } from '../components/common/Icon';
import { Pager } from '../components/common/Pager';
import { RelativeTime } from '../components/common/RelativeTime';
import { CategoryIcon } from '../components/forum/CategoryIcon';
import { categoryStyle } from '../theme/categoryInk';
import { TopicList } from '../components/forum/TopicList';
import { Deferred } from '../components/common/Deferred';
import { useViewer } from '../components/forum/useViewer';
import { TopicSearch } from '../components/forum/TopicSearch';
import { PopularTags } from '../components/forum/PopularTags';
import { TOPIC_SORTS, DEFAULT_TOPIC_SORT, isPremium, isTopicSort, parsePage, topicSortToApi, type TopicSort } from '@oyundev/domain';
import { BUILD_DATA_UPDATED_AT, type CategoryContext } from './contexts';
import { t } from '../i18n';
import * as styles from './category.module.css';
import * as forumStyles from './forum.module.css';
import { PremiumBadge } from '../components/common/PremiumBadge';

/** The dropdown's 'newest' is the API's 'new'; the other names are the same. */

const PREFIX = '/forum/kategori/';

/**
 * /forum/kategori/{slug}. Built statically for every category known at build time; the same template is
 * the client-only fallback (matchPath /forum/kategori/*) for categories added since.
 */
export default function CategoryTemplate({ pageContext, location }: PageProps<object, CategoryContext>) {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const slug = pageContext.slug ?? (hydrated ? slugAfter(location.pathname, PREFIX) : '');
  const query = useQueryParams(location.search);
  const sortParam = query.get('sort');
  const sort: TopicSort = isTopicSort(sortParam) ? sortParam : DEFAULT_TOPIC_SORT;
  const pageNumber = parsePage(query.get('page'));
  const search = query.get('search')?.trim() || undefined;
  const isBuildQuery = sort === DEFAULT_TOPIC_SORT && pageNumber === 1 && !search;

  const category = useQuery({
    ...categoryDetailQuery(slug),
    enabled: Boolean(slug),
    initialData: pageContext.category,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
  });
  const { viewer, ready } = useViewer();
  const topics = useQuery({
    ...topicListQuery({ category: slug, sort: topicSortToApi(sort), page: pageNumber, search }, viewer),
    // A premium category's list is asked for only by those who may read it; a member's list (with their own
    // votes) once the session is known.
    enabled: Boolean(slug) && ready && category.isSuccess && (!category.data.isPremium || isPremium(user)),
    // The build's list is a guest's: it seeds the guest's list only.
    initialData: isBuildQuery && viewer === 0 ? (pageContext.topics ?? undefined) : undefined,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
  });

  const hrefWith = (changes: { sort?: TopicSort; page?: number; search?: string | undefined }) => {
    const next = { sort, page: pageNumber, search, ...changes };
    return withQuery(`${PREFIX}${slug}`, {
      sort: next.sort === DEFAULT_TOPIC_SORT ? undefined : next.sort,
      page: next.page > 1 ? next.page : undefined,
      search: next.search,
    });
  };

  if (!slug || (category.isPending && !category.data)) {
    // Client-only fallback before hydration, or a live category still loading.
    return hydrated && !slug ? <CategoryNotFound /> : <InlineLoading />;
  }
  if (category.isError) {
    if (category.error.status === 404) return <CategoryNotFound />;
    return (
      <div className="container page">
        <LoadError message={t('forum.category.loadFailed')} onRetry={() => void category.refetch()} retrying={category.isFetching} />
      </div>
    );
  }

  const c = category.data;
  const premiumBlocked = topics.isError && (topics.error.status === 401 || topics.error.status === 403);

  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('nav.forum'), to: '/forum' }, { label: c.name }]} />
      <CategoryHeader category={c} />

      <div className="with-sidebar">
        <section className={forumStyles.main} aria-labelledby="category-topics">
          <h2 id="category-topics" className="visually-hidden">
            {t('forum.topics')}
          </h2>
          <AdSlot slot="list-top" />
          <PremiumGate premium={c.isPremium}>
            <div className={styles.toolbar}>
              <div className={styles.search}>
                <TopicSearch
                  initial={search ?? ''}
                  placeholder={t('forum.category.searchPlaceholder')}
                  onSearch={(q) => void navigate(hrefWith({ search: q || undefined, page: 1 }))}
                />
              </div>
              <label className={styles.sort}>
                <span>{t('forum.sort.label')}</span>
                <select
                  className="input"
                  value={sort}
                  onChange={(e) => void navigate(hrefWith({ sort: e.target.value as TopicSort, page: 1 }))}
                >
                  {TOPIC_SORTS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>

            {premiumBlocked ? (
              <EmptyState icon="crown" title={t('forum.category.premiumOnly')}>
                <Link to="/premium" className="btn btn-primary">
                  {t('guard.denied.premiumLink')}
                </Link>
              </EmptyState>
            ) : topics.isError && !topics.data ? (
              <LoadError message={t('forum.topicsLoadFailed')} onRetry={() => void topics.refetch()} retrying={topics.isFetching} />
            ) : !topics.data ? (
              <InlineLoading />
            ) : topics.data.data.length === 0 ? (
              search ? (
                <EmptyState title={t('forum.empty.noResults')} body={t('forum.empty.noResultsBody')} />
              ) : (
                <EmptyState icon="message" title={t('forum.empty.noTopics')} body={t('forum.empty.noTopicsBody')}>
                  <Link to={withQuery('/forum/yeni-konu', { category: c.slug })} className="btn btn-primary">
                    {t('forum.category.newTopic')}
                  </Link>
                </EmptyState>
              )
            ) : (
              <div aria-busy={topics.isFetching} className={topics.isPlaceholderData ? forumStyles.stale : undefined}>
                <TopicList topics={topics.data.data} showCategory={false} />
                <Pager
                  page={topics.data.pagination.page}
                  pageCount={topics.data.pagination.pageCount}
                  hrefFor={(page) => hrefWith({ page })}
                  variant="window"
                />
              </div>
            )}
          </PremiumGate>
        </section>
        <Deferred>
          <CategorySidebar />
        </Deferred>
      </div>
    </div>
  );
}

/** The sidebar hydrates in a task of its own after the page (components/common/Deferred.tsx). */
function CategorySidebar() {
  return (
    <aside className={`defer-render ${forumStyles.sidebar}`}>
      <PopularTags />
      <AdSlot slot="sidebar" />
    </aside>
  );
}

/**
 * Premium categories are read by premium members, moderators and admins only: everyone else gets the
 * guard's screen (guests are sent to log in), and the server refuses their reads anyway.
 */
function PremiumGate({ premium, children }: { premium: boolean; children: React.ReactNode }) {
  if (!premium) return <>{children}</>;
  return <RequireAuth roles={['premium', 'moderator', 'admin']}>{children}</RequireAuth>;
}

function CategoryHeader({ category: c }: { category: Category }) {
  return (
    <header className={`card cat-ink ${styles.header}`} style={categoryStyle(c.color)}>
      <div className={styles.identity}>
        <CategoryIcon icon={c.icon} color={c.color} name={c.name} size={56} />
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>
            {c.name}
            {c.isPremium && <PremiumBadge />}
          </h1>
          {c.description && <p className={styles.description}>{c.description}</p>}
        </div>
        <Link to={withQuery('/forum/yeni-konu', { category: c.slug })} className={`btn btn-primary ${styles.cta}`}>
          <Icon name="plus" size={16} />
          {t('forum.category.newTopic')}
        </Link>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{t('forum.topics')}</dt>
          <dd>{t('forum.category.topicCount', { n: c.topicCount })}</dd>
        </div>
        <div>
          <dt>{t('forum.category.postsLabel')}</dt>
          <dd>{t('forum.category.postCount', { n: c.postCount })}</dd>
        </div>
        <div>
          <dt>{t('forum.category.lastActivity')}</dt>
          <dd>{c.lastActivityAt ? <RelativeTime date={c.lastActivityAt} /> : t('forum.category.noActivity')}</dd>
        </div>
        {c.lastUser && (
          <div>
            <dt>{t('forum.category.lastBy')}</dt>
            <dd>
              <Link to={`/profile/${encodeURIComponent(c.lastUser.username)}`}>{c.lastUser.username}</Link>
            </dd>
          </div>
        )}
      </dl>
    </header>
  );
}

function CategoryNotFound() {
  return (
    <div className="container page">
      <EmptyState icon="compass" title={t('forum.category.notFound')} body={t('forum.category.notFoundBody')}>
        <Link to="/forum" className="btn btn-primary">
          {t('forum.category.backToForum')}
        </Link>
      </EmptyState>
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, CategoryContext>) {
  const c = pageContext.category;
  return (
    <Seo title={c?.name ?? t('forum.title')} description={c?.description || t('forum.lead')} pathname={location.pathname}>
      {c && !c.isPremium && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={t('feed.forumCategory.title', { name: c.name })}
          href={feedPaths.forumCategory(c.slug)}
        />
      )}
    </Seo>
  );
}
