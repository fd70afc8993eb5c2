import '../../i18n-home';
import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { homeFeedQuery, type HomeFeedParams } from '../../api-client/home';
import { useViewer } from '../forum/useViewer';
import { useHydrated } from '../../hooks/useHydrated';
import { FeedItem } from './FeedItem';
import { Deferred } from '../common/Deferred';
import { EmptyState } from '../common/EmptyState';
import { LoadError } from '../common/LoadError';
import { InlineLoading } from '../shell/LoadingOverlay';
import { BUILD_DATA_UPDATED_AT } from '../../templates/contexts';
import { HOME_FEED_FOLLOWING_SOURCE, type HomeFeed as HomeFeedPage } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './Home.module.css';

/**
 * The merged feed of one tab and source. The build's first page (New tab, all sources, as a guest) is shown
 * at once — the static HTML carries it — and refreshed on hydration; 'load more' fetches the next page.
 */
export function HomeFeed({ params, initialPage }: { params: HomeFeedParams; initialPage?: HomeFeedPage }) {
  const { viewer, ready } = useViewer();
  const hydrated = useHydrated();
  const fromBuild =
    initialPage && viewer === 0 ? ({ pages: [initialPage], pageParams: [1] } satisfies InfiniteData<HomeFeedPage, number>) : undefined;
  const feed = useInfiniteQuery({
    ...homeFeedQuery(params, viewer),
    enabled: ready,
    initialData: fromBuild,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
    // Switching tabs or signing in keeps the current list in place until the new one arrives (no jump).
    placeholderData: keepPreviousData,
  });

  const items = feed.data?.pages.flatMap((p) => p.data) ?? [];
  if (feed.isError && !feed.data) {
    return <LoadError message={t('home.feed.loadFailed')} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  }
  if (!feed.data) return <InlineLoading />;
  if (items.length === 0) {
    const following = params.source === HOME_FEED_FOLLOWING_SOURCE;
    return <EmptyState icon={following ? 'users' : 'message'} title={t(following ? 'home.feed.followingEmpty' : 'home.empty')} />;
  }

  return (
    <div aria-busy={feed.isFetching}>
      <ul className={styles.feed} data-testid="home-feed">
        {items.map((item) => (
          <li key={`${item.type}-${item.id}`}>
            <Deferred>
              <FeedItem item={item} />
            </Deferred>
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {feed.hasNextPage ? (
          <>
            {/* Without JavaScript the button cannot load a page (styles/base.css hides .js-only); the full lists can. */}
            <noscript>
              <a href="/forum" className="btn btn-outline">
                {t('home.feed.moreTopics')}
              </a>{' '}
              <a href="/blog" className="btn btn-outline">
                {t('home.feed.morePosts')}
              </a>
            </noscript>
            {/* Until the page has hydrated a press would reach no handler and be lost: the button waits, disabled. */}
            <button
              type="button"
              className="btn btn-outline js-only"
              onClick={() => void feed.fetchNextPage()}
              disabled={!hydrated || feed.isFetchingNextPage}
            >
              {feed.isFetchingNextPage ? t('home.feed.loadingMore') : t('home.feed.loadMore')}
            </button>
          </>
        ) : (
          <p className={styles.end}>{t('home.feed.end')}</p>
        )}
        {feed.isFetchNextPageError && <p role="alert">{t('home.feed.loadFailed')}</p>}
      </div>
    </div>
  );
}
