import '../i18n-home';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/shell/Seo';
import { Icon } from '../components/common/Icon';
import { SortTabs } from '../components/forum/SortTabs';
import { HomeFeed } from '../components/home/HomeFeed';
import { HomeSidebar } from '../components/home/HomeSidebar';
import { Deferred } from '../components/common/Deferred';
import { OnboardingOverlay } from '../components/onboarding/OnboardingOverlay';
import { useQueryParams, withQuery } from '../hooks/useQueryParams';
import {
  DEFAULT_HOME_FEED_TAB,
  HOME_FEED_BLOG_SOURCE,
  HOME_FEED_FOLLOWING_SOURCE,
  HOME_FEED_TABS,
  type HomeFeedTab,
} from '@oyundev/domain';
import type { HomeContext } from './contexts';
import { t } from '../i18n';
import * as styles from './home.module.css';
import * as feedStyles from '../components/home/Home.module.css';

const isTab = (value: string | null): value is HomeFeedTab => HOME_FEED_TABS.some((tab) => tab.value === value);

/**
 * Home (forum spec §2): the merged feed of topics and blog posts with tabs Popüler / Yeni / En İyi and a
 * source filter in the URL (`?tab=hot&source=unity`), the site counters and the sidebar. The static page
 * carries the first page of the New feed and the summary from the build; hydration refreshes both. The tabs
 * are plain links: without JavaScript `/?tab=hot` is the build's shell of that tab (pagedata/home-page.ts).
 */
export default function HomeTemplate({ pageContext, location }: PageProps<object, HomeContext>) {
  const query = useQueryParams(location.search);
  // A tab's static shell (served for `/?tab=…` without JavaScript) knows its tab from the build; in the
  // browser the address says it.
  const rawTab = pageContext.tab ?? query.get('tab');
  const tab: HomeFeedTab = isTab(rawTab) ? rawTab : DEFAULT_HOME_FEED_TAB;
  const source = query.get('source')?.trim() || undefined;
  const hrefFor = (changes: { tab?: HomeFeedTab; source?: string | null }) => {
    const next = { tab, source, ...changes };
    return withQuery('/', { tab: next.tab === DEFAULT_HOME_FEED_TAB ? undefined : next.tab, source: next.source ?? undefined });
  };
  const sourceName =
    source === HOME_FEED_FOLLOWING_SOURCE
      ? t('home.feed.following')
      : source === HOME_FEED_BLOG_SOURCE
        ? t('home.feed.blogFilter')
        : (pageContext.summary?.popularCategories.find((c) => c.slug === source)?.name ?? source);

  return (
    <>
      <OnboardingOverlay />
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.heroTitle}>{t('home.hero.title')}</h1>
          <p className={styles.heroBody}>{t('home.hero.body')}</p>
          <div className={styles.heroActions}>
            <Link to="/forum" className="btn btn-primary">
              <Icon name="message" size={16} />
              {t('home.hero.forum')}
            </Link>
            <Link to="/blog" className="btn btn-outline">
              <Icon name="book" size={16} />
              {t('home.hero.blog')}
            </Link>
          </div>
        </div>
      </section>

      <div className="container page">
        <div className={feedStyles.layout}>
          <section aria-labelledby="home-feed-title">
            <div className={feedStyles.feedHeader}>
              <h2 id="home-feed-title" className={feedStyles.feedTitle}>
                {t('home.feed.title')}
              </h2>
              <SortTabs options={HOME_FEED_TABS} current={tab} hrefFor={(next) => hrefFor({ tab: next })} />
            </div>
            {source && (
              <p className={feedStyles.filterNote}>
                {source === HOME_FEED_FOLLOWING_SOURCE
                  ? t('home.feed.followingShown')
                  : t('home.feed.filteredBy', { name: sourceName ?? source })}
              </p>
            )}
            <HomeFeed params={{ tab, source }} initialPage={source ? undefined : pageContext.feeds?.[tab]} />
          </section>
          {/* Its own task after the page's hydration (the counters, the categories, the trending topics). */}
          <Deferred>
            <HomeSidebar initial={pageContext.summary} source={source} hrefForSource={(next) => hrefFor({ source: next ?? null })} />
          </Deferred>
        </div>
      </div>
    </>
  );
}

export function Head({ location, pageContext }: HeadProps<object, HomeContext>) {
  // A tab's shell is the home page at `/?tab=…`: its canonical address is `/`.
  return <Seo pathname={pageContext.tab ? '/' : location.pathname} />;
}
