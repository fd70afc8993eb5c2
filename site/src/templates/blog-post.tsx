import { Link, type HeadProps, type PageProps } from 'gatsby';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BlogPost } from '../api-client/types';
import { blogPostQuery } from '../api-client/blog';
import { blogPostStateQuery, useBlogView } from '../api-client/blog-reader';
import { useAuth } from '../auth/AuthProvider';
import { PostActions } from '../components/blog/PostActions';
import { Comments } from '../components/blog/Comments';
import { FontSizeControls, ReadingProgress, TableOfContents, useReaderFontSize } from '../components/blog/ReaderTools';
import { useHydrated } from '../hooks/useHydrated';
import { slugAfter } from '../hooks/usePathname';
import { BlogPostSeo, LiveContentLd } from '../components/seo/ContentSeo';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { Breadcrumb } from '../components/common/Breadcrumb';
import { EmptyState } from '../components/common/EmptyState';
import { LoadError } from '../components/common/LoadError';
import { Icon } from '../components/common/Icon';
import { StaticMarkdown } from '../components/common/StaticMarkdown';
import { Deferred } from '../components/common/Deferred';
import { AdSlot } from '../components/shell/AdSlot';
import { CoverImage } from '../components/blog/CoverImage';
import { AuthorBlock } from '../components/blog/AuthorBlock';
import { RelatedPosts } from '../components/blog/RelatedPosts';
import { DEFAULT_READING_MINUTES, formatDate, tableOfContents, type BlogPostState, type TocEntry } from '@oyundev/domain';
import { isLocked, readerBody } from '../components/blog/postBody';
import { BUILD_DATA_UPDATED_AT, type BlogPostContext } from './contexts';
import { t } from '../i18n';
import { categoryStyle } from '../theme/categoryInk';
import { FacetChips } from '../components/discover/FacetChips';
import * as styles from './blog.module.css';
import { PremiumBadge } from '../components/common/PremiumBadge';

const PREFIX = '/blog/';

/**
 * /blog/{slug}. A premium post's static page holds only its preview (the build reads the API as a guest);
 * a premium member's live request brings the body.
 */
export default function BlogPostTemplate({ pageContext, location }: PageProps<object, BlogPostContext>) {
  const hydrated = useHydrated();
  const slug = pageContext.slug ?? (hydrated ? slugAfter(location.pathname, PREFIX) : '');
  const { user } = useAuth();
  // The viewer is in the key: a premium member's answer carries the body, a guest's only the preview.
  const post = useQuery({
    ...blogPostQuery(slug, user?.id ?? 0),
    enabled: Boolean(slug),
    initialData: pageContext.post,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
  });

  if (!slug || (post.isPending && !post.data)) {
    return hydrated && !slug ? <PostNotFound /> : <InlineLoading />;
  }
  if (post.isError) {
    if (post.error.status === 404) return <PostNotFound />;
    return (
      <div className="container page">
        <LoadError message={t('blog.loadFailed')} onRetry={() => void post.refetch()} retrying={post.isFetching} />
      </div>
    );
  }
  return (
    <>
      {/* A post newer than the build: its static head has no JSON-LD, so the live page carries it. */}
      {!pageContext.post && <LiveContentLd post={post.data} />}
      {/* The built table of contents belongs to the built post only (a premium member's answer has the whole body). */}
      <PostView post={post.data} builtToc={post.data === pageContext.post ? pageContext.toc : undefined} />
    </>
  );
}

/** The build's counts until the live state arrives (and for readers without JavaScript). */
const builtState = (post: BlogPost): BlogPostState => ({
  viewCount: post.viewCount,
  likeCount: post.likeCount,
  commentCount: post.commentCount,
  bookmarkCount: 0,
  shareCount: 0,
  liked: false,
  bookmarked: false,
});

function PostView({ post, builtToc }: { post: BlogPost; builtToc?: TocEntry[] }) {
  const locked = isLocked(post);
  const hydrated = useHydrated();
  const { user, isLoading } = useAuth();
  const viewer = user?.id ?? 0;
  const live = useQuery({ ...blogPostStateQuery(post.slug, viewer), enabled: hydrated && !isLoading });
  const state = live.data ?? builtState(post);
  useBlogView(hydrated ? post.slug : '', viewer);
  const font = useReaderFontSize();
  const body = readerBody(post);
  const toc = useMemo(() => builtToc ?? tableOfContents(body), [builtToc, body]);
  const headingIds = useMemo(() => new Map(toc.map((entry) => [entry.line, entry.id])), [toc]);
  return (
    <div className="container page">
      <ReadingProgress targetId="post-article" />
      <article id="post-article" className={`cat-ink ${styles.article}`} style={categoryStyle(post.category?.color, 'var(--teal)')}>
        <Breadcrumb items={[{ label: t('blog.title'), to: '/blog' }, { label: post.title }]} />
        {/* The header (counts, actions, font size) and the table of contents take over in tasks of their own. */}
        <Deferred>
          <header className={styles.postHeader}>
            <div className={styles.postTop}>
              <span className={styles.postCategory}>{post.category?.name ?? t('blog.defaultCategory')}</span>
              {post.isPremium && <PremiumBadge />}
              <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
              <span aria-hidden="true">·</span>
              <span>{t('blog.readingTime', { n: post.readTime || DEFAULT_READING_MINUTES })}</span>
            </div>
            <h1 className={styles.postTitle}>{post.title}</h1>
            {post.subtitle && <p className={styles.subtitle}>{post.subtitle}</p>}
            <FacetChips gameEngine={post.gameEngine} skillLevel={post.skillLevel} />
            {post.tags.length > 0 && (
              <ul className="tag-list">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <span className="tag">#{tag}</span>
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.postStats}>
              <span>
                <Icon name="eye" size={15} />
                {t('blog.counts.views', { n: state.viewCount })}
              </span>
              <span>
                <Icon name="heart" size={15} />
                {t('blog.counts.likes', { n: state.likeCount })}
              </span>
              <span>
                <Icon name="message" size={15} />
                {t('blog.counts.comments', { n: state.commentCount })}
              </span>
            </div>
            <PostActions slug={post.slug} title={post.title} state={state} ready={live.data !== undefined || live.isError} />
            <FontSizeControls {...font} />
          </header>
        </Deferred>

        {post.featuredImage && <CoverImage image={post.featuredImage} variant="post" sizes="(max-width: 800px) 100vw, 760px" eager />}

        {toc.length > 0 && (
          <Deferred>
            <TableOfContents entries={toc} />
          </Deferred>
        )}

        <div className={styles.readerText} style={{ '--reader-font': `${font.size}px` } as React.CSSProperties} data-testid="post-body">
          {locked ? (
            <>
              {post.premiumPreview && (
                <div className={styles.preview}>
                  <StaticMarkdown headingIds={headingIds}>{post.premiumPreview}</StaticMarkdown>
                </div>
              )}
              <div className={styles.premiumBox}>
                <EmptyState icon="crown" title={t('blog.premiumLockedTitle')} body={t('blog.premiumLocked')}>
                  <Link to="/premium" className="btn btn-primary">
                    {t('blog.premiumCta')}
                  </Link>
                </EmptyState>
              </div>
            </>
          ) : (
            <StaticMarkdown headingIds={headingIds}>{post.content ?? ''}</StaticMarkdown>
          )}
        </div>

        <AdSlot slot="in-content" />

        {/* Below the post: each takes its element over in a task of its own after the hydration (Deferred). */}
        <Deferred>
          <AuthorBlock post={post} />
        </Deferred>

        {(post.related ?? []).length > 0 && (
          <Deferred>
            <RelatedPosts posts={post.related} />
          </Deferred>
        )}

        <Deferred>
          <Comments slug={post.slug} count={state.commentCount} />
        </Deferred>
      </article>
    </div>
  );
}

function PostNotFound() {
  return (
    <div className="container page">
      <EmptyState icon="compass" title={t('blog.notFound')} body={t('blog.notFoundBody')}>
        <Link to="/blog" className="btn btn-primary">
          {t('blog.back')}
        </Link>
      </EmptyState>
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, BlogPostContext>) {
  return <BlogPostSeo post={pageContext.post} pathname={location.pathname} fallbackTitle={t('blog.title')} />;
}
