import React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { blogCategoriesQuery, blogListQuery } from '../api-client/blog';
import { useQueryParams, withQuery } from '../hooks/useQueryParams';
import { Seo } from '../components/shell/Seo';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { EmptyState } from '../components/common/EmptyState';
import { LoadError } from '../components/common/LoadError';
import { Pager } from '../components/common/Pager';
import { Icon } from '../components/common/Icon';
import { BlogCard } from '../components/blog/BlogCard';
import { BlogHero } from '../components/blog/BlogHero';
import { AdSlot } from '../components/shell/AdSlot';
import { useAuth } from '../auth/AuthProvider';
import { blogCategoryPath } from '../pagedata/blog-index';
import { feedPaths } from '../pagedata/feed-paths';
import { PAGE_SIZES, parsePage } from '@oyundev/domain';
import { BUILD_DATA_UPDATED_AT, type BlogIndexContext } from './contexts';
import { t } from '../i18n';
import { Deferred } from '../components/common/Deferred';
import * as styles from './blog.module.css';
import * as home from '../components/blog/BlogHome.module.css';

/**
 * /blog and /blog/kategori/{slug} (one static page per category): the hero search, up to 3 featured posts,
 * the category filter (each a shareable page), and the newest-first grid, 9 a page with a 5-page window.
 * The build's first page is shown at once; hydration refreshes the counts from the API.
 */
export default function BlogIndexTemplate({ pageContext, location }: PageProps<object, BlogIndexContext>) {
  const { isAuthenticated } = useAuth();
  const query = useQueryParams(location.search);
  // The old shareable form /blog?category={slug} still filters.
  const category = pageContext.category ?? (query.get('category')?.trim() || undefined);
  const page = parsePage(query.get('page'));
  const isBuildQuery = page === 1 && category === pageContext.category;
  const basePath = category ? blogCategoryPath(category) : '/blog';

  const posts = useQuery({
    ...blogListQuery({ category, page, pageSize: PAGE_SIZES.blogPosts }),
    initialData: isBuildQuery ? pageContext.posts : undefined,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
  });
  const showFeatured = !category && page === 1;
  const featured = useQuery({
    ...blogListQuery({ featured: true, page: 1, pageSize: PAGE_SIZES.featuredBlogPosts }),
    initialData: pageContext.featured,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
    enabled: showFeatured,
  });
  const categories = useQuery({
    ...blogCategoriesQuery(),
    initialData: pageContext.categories,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
  });

  const current = categories.data?.find((c) => c.slug === category);
  const list = posts.data?.data ?? [];
  const featuredList = showFeatured ? (featured.data?.data ?? []).slice(0, PAGE_SIZES.featuredBlogPosts) : [];
  const hrefFor = (n: number) => withQuery(basePath, { page: n > 1 ? n : undefined });

  return (
    <div className="container page">
      <BlogHero
        title={current ? t('blogHome.categoryTitle', { name: current.name }) : t('blog.title')}
        lead={current ? t('blogHome.categoryLead', { name: current.name }) : t('blog.lead')}
        actions={
          <div className={home.heroActions}>
            {isAuthenticated && (
              <Link to="/blog/yazi-yaz" className="btn btn-primary">
                <Icon name="pen" size={16} />
                {t('blog.write.title')}
              </Link>
            )}
            <a
              href={category ? feedPaths.blogCategory(category) : feedPaths.blog}
              className="btn btn-outline"
              aria-label={t('blogHome.rssLabel')}
            >
              <Icon name="link" size={16} />
              {t('blogHome.rss')}
            </a>
          </div>
        }
      />

      <nav className={styles.categories} aria-label={t('blogHome.categoriesLabel')}>
        <Link to="/blog" className={styles.chip} aria-current={!category ? 'page' : undefined}>
          {t('blog.allCategories')}
        </Link>
        {(categories.data ?? []).map((c) => (
          <Link
            key={c.slug}
            to={blogCategoryPath(c.slug)}
            className={styles.chip}
            aria-current={category === c.slug ? 'page' : undefined}
            style={{ '--cat': c.color || 'var(--teal)' } as React.CSSProperties}
          >
            {c.name}
            <span className={styles.chipCount}>{c.postCount}</span>
          </Link>
        ))}
      </nav>

      <AdSlot slot="list-top" />

      {featuredList.length > 0 && (
        <section aria-labelledby="featured-heading" className={styles.section}>
          <h2 id="featured-heading" className="section-title">
            {t('blog.featured')}
          </h2>
          <ul className={`${styles.grid} ${styles.featuredGrid}`}>
            {featuredList.map((post, i) => (
              <li key={post.id}>
                <Deferred>
                  <BlogCard post={post} featured eager={i === 0} />
                </Deferred>
              </li>
            ))}
          </ul>
        </section>
      )}

      {posts.isError && !posts.data ? (
        <LoadError message={t('blog.loadFailed')} onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
      ) : !posts.data ? (
        <InlineLoading />
      ) : list.length === 0 ? (
        <EmptyState icon="book" title={t('blog.noPosts')} />
      ) : (
        <section aria-labelledby="latest-heading" className={styles.section} aria-busy={posts.isFetching}>
          <h2 id="latest-heading" className="section-title">
            {t('blog.latest')}
          </h2>
          <ul className={styles.grid} data-testid="blog-grid">
            {list.map((post) => (
              <li key={post.id}>
                <Deferred>
                  <BlogCard post={post} />
                </Deferred>
              </li>
            ))}
          </ul>
          <Pager page={posts.data.pagination.page} pageCount={posts.data.pagination.pageCount} hrefFor={hrefFor} variant="window" />
        </section>
      )}
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, BlogIndexContext>) {
  const current = pageContext.categories.find((c) => c.slug === pageContext.category);
  const feed = current ? feedPaths.blogCategory(current.slug) : feedPaths.blog;
  return (
    <Seo
      title={current ? t('blogHome.categoryTitle', { name: current.name }) : t('blog.title')}
      description={current ? t('blogHome.categoryLead', { name: current.name }) : t('blog.lead')}
      pathname={location.pathname}
    >
      <link rel="alternate" type="application/rss+xml" title={t('feed.blog.title')} href={feed} />
    </Seo>
  );
}
