import React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { blogCategoriesQuery, blogListQuery } from '../api-client/blog';
import { useQueryParams, withQuery } from '../hooks/useQueryParams';
import { Seo } from '../components/shell/Seo';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { PageIntro } from '../components/common/PageIntro';
import { EmptyState } from '../components/common/EmptyState';
import { LoadError } from '../components/common/LoadError';
import { Pager } from '../components/common/Pager';
import { Icon } from '../components/common/Icon';
import { BlogCard } from '../components/blog/BlogCard';
import { AdSlot } from '../components/shell/AdSlot';
import { useAuth } from '../auth/AuthProvider';
import { PAGE_SIZES, parsePage } from '@oyundev/domain';
import { BUILD_DATA_UPDATED_AT, type BlogIndexContext } from './contexts';
import { t } from '../i18n';
import * as styles from './blog.module.css';

/** /blog — featured posts, category filter and the newest-first grid (9 a page). */
export default function BlogIndexTemplate({ pageContext, location }: PageProps<object, BlogIndexContext>) {
  const { isAuthenticated } = useAuth();
  const query = useQueryParams(location.search);
  const category = query.get('category')?.trim() || undefined;
  const page = parsePage(query.get('page'));
  const isBuildQuery = !category && page === 1;

  const posts = useQuery({
    ...blogListQuery({ category, page, pageSize: PAGE_SIZES.blogPosts }),
    initialData: isBuildQuery ? pageContext.posts : undefined,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
  });
  const categories = useQuery({
    ...blogCategoriesQuery(),
    initialData: pageContext.categories,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
  });

  const list = posts.data?.data ?? [];
  const featured = isBuildQuery ? list.filter((p) => p.isFeatured).slice(0, PAGE_SIZES.featuredBlogPosts) : [];
  const rest = list.filter((p) => !featured.includes(p));
  const hrefFor = (changes: { category?: string; page?: number }) => {
    const next = { category, page, ...changes };
    return withQuery('/blog', { category: next.category, page: next.page > 1 ? next.page : undefined });
  };

  return (
    <div className="container page">
      <PageIntro
        title={t('blog.title')}
        lead={t('blog.lead')}
        actions={
          isAuthenticated && (
            <Link to="/blog/yazi-yaz" className="btn btn-primary">
              <Icon name="pen" size={16} />
              {t('blog.write.title')}
            </Link>
          )
        }
      />

      <nav className={styles.categories} aria-label={t('blog.allCategories')}>
        <Link to={hrefFor({ category: undefined, page: 1 })} className={styles.chip} aria-current={!category ? 'page' : undefined}>
          {t('blog.allCategories')}
        </Link>
        {(categories.data ?? []).map((c) => (
          <Link
            key={c.slug}
            to={hrefFor({ category: c.slug, page: 1 })}
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

      {posts.isError && !posts.data ? (
        <LoadError message={t('blog.loadFailed')} onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
      ) : !posts.data ? (
        <InlineLoading />
      ) : list.length === 0 ? (
        <EmptyState icon="book" title={t('blog.noPosts')} />
      ) : (
        <div aria-busy={posts.isFetching}>
          {featured.length > 0 && (
            <section aria-labelledby="featured-heading" className={styles.section}>
              <h2 id="featured-heading" className="section-title">
                {t('blog.featured')}
              </h2>
              <ul className={`${styles.grid} ${styles.featuredGrid}`}>
                {featured.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} featured />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {rest.length > 0 && (
            <section aria-labelledby="latest-heading" className={styles.section}>
              <h2 id="latest-heading" className="section-title">
                {t('blog.latest')}
              </h2>
              <ul className={styles.grid}>
                {rest.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Pager
            page={posts.data.pagination.page}
            pageCount={posts.data.pagination.pageCount}
            hrefFor={(n) => hrefFor({ page: n })}
            variant="window"
          />
        </div>
      )}
    </div>
  );
}

export function Head({ location }: HeadProps<object, BlogIndexContext>) {
  return <Seo title={t('blog.title')} description={t('blog.lead')} pathname={location.pathname} />;
}
