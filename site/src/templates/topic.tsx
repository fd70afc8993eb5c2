import { Link, type HeadProps, type PageProps } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import type { Topic } from '../api-client/types';
import { topicDetailQuery, topicRepliesQuery } from '../api-client/topics';
import { useAuth } from '../auth/AuthProvider';
import { useHydrated } from '../hooks/useHydrated';
import { useQueryParams, withQuery } from '../hooks/useQueryParams';
import { slugAfter } from '../hooks/usePathname';
import { loginPathFor } from '../components/account/RequireAuth';
import { Seo } from '../components/shell/Seo';
import { AdSlot } from '../components/shell/AdSlot';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { Breadcrumb, type Crumb } from '../components/common/Breadcrumb';
import { EmptyState } from '../components/common/EmptyState';
import { LoadError } from '../components/common/LoadError';
import { Icon } from '../components/common/Icon';
import { Markdown } from '../components/common/Markdown';
import { Pager } from '../components/common/Pager';
import { AuthorCard } from '../components/forum/AuthorCard';
import { ReplyItem } from '../components/forum/ReplyItem';
import { TagList } from '../components/forum/TagList';
import { TopicBadges } from '../components/forum/TopicBadges';
import { VoteColumn } from '../components/forum/VoteColumn';
import { CategoryIcon } from '../components/forum/CategoryIcon';
import { EXCERPT_LENGTH, excerpt, formatDateTime, parsePage } from '@oyundev/domain';
import type { TopicContext } from './contexts';
import { t } from '../i18n';
import * as styles from './topic.module.css';

const PREFIX = '/forum/konu/';

/**
 * /forum/konu/{slug}. Static for topics that existed at build time (topic + first page of replies in the
 * HTML); the same template is the client-only route for newer topics, read live from the API.
 */
export default function TopicTemplate({ pageContext, location }: PageProps<object, TopicContext>) {
  const hydrated = useHydrated();
  const slug = pageContext.slug ?? (hydrated ? slugAfter(location.pathname, PREFIX) : '');
  const query = useQueryParams(location.search);
  const replyPage = parsePage(query.get('page'));

  const topic = useQuery({
    ...topicDetailQuery(slug),
    enabled: Boolean(slug),
    initialData: pageContext.topic,
    initialDataUpdatedAt: pageContext.builtAt,
  });

  if (!slug || (topic.isPending && !topic.data)) {
    return hydrated && !slug ? <TopicNotFound /> : <InlineLoading />;
  }
  if (topic.isError) {
    if (topic.error.status === 404) return <TopicNotFound />;
    return (
      <div className="container page">
        <LoadError message={t('forum.topic.loadFailed')} onRetry={() => void topic.refetch()} retrying={topic.isFetching} />
      </div>
    );
  }

  return <TopicView topic={topic.data} replyPage={replyPage} pageContext={pageContext} pathname={location.pathname} />;
}

function TopicView({ topic, replyPage, pageContext, pathname }: { topic: Topic; replyPage: number; pageContext: TopicContext; pathname: string }) {
  const { isAuthenticated } = useAuth();
  const replies = useQuery({
    ...topicRepliesQuery(topic.slug, replyPage),
    enabled: !topic.locked,
    initialData: replyPage === 1 ? pageContext.replies ?? undefined : undefined,
    initialDataUpdatedAt: pageContext.builtAt,
  });

  const crumbs: Crumb[] = [{ label: t('nav.forum'), to: '/forum' }];
  if (topic.category) crumbs.push({ label: topic.category.name, to: `/forum/kategori/${topic.category.slug}` });
  crumbs.push({ label: topic.title });

  return (
    <div className="container page">
      <Breadcrumb items={crumbs} />
      <div className="with-sidebar">
        <div className={styles.main}>
          <article className={`card ${styles.topic}`} aria-labelledby="topic-title">
            <header className={styles.header}>
              <TopicBadges topic={topic} premium={topic.category?.isPremium} />
              <h1 id="topic-title" className={styles.title}>
                {topic.title}
              </h1>
              <div className={styles.meta}>
                <AuthorCard author={topic.author} compact />
                <span className={styles.metaRight}>
                  <Icon name="clock" size={14} />
                  <time dateTime={topic.createdAt}>{formatDateTime(topic.createdAt)}</time>
                </span>
              </div>
            </header>

            {topic.locked || topic.content === null ? (
              <EmptyState icon="crown" title={t('forum.topic.premiumLocked')}>
                <Link to="/premium" className="btn btn-primary">
                  {t('guard.denied.premiumLink')}
                </Link>
              </EmptyState>
            ) : (
              <Markdown>{topic.content}</Markdown>
            )}

            {topic.tags.length > 0 && (
              <div className={styles.tags}>
                <TagList tags={topic.tags} />
              </div>
            )}

            <footer className={styles.footer}>
              <VoteColumn score={topic.score} vertical={false} />
              <span className={styles.counts}>
                <span>
                  <Icon name="message" size={15} />
                  {t('forum.counts.replies', { n: topic.replyCount })}
                </span>
                <span>
                  <Icon name="eye" size={15} />
                  {t('forum.counts.views', { n: topic.viewCount })}
                </span>
                <span>
                  <Icon name="heart" size={15} />
                  {t('forum.counts.likes', { n: topic.likeCount })}
                </span>
              </span>
            </footer>
          </article>

          {!topic.locked && (
            <section aria-labelledby="replies-heading" className={styles.replies}>
              <h2 id="replies-heading" className={styles.repliesHeading}>
                {t('forum.topic.repliesCount', { n: topic.replyCount })}
              </h2>
              {replies.isError && !replies.data ? (
                <LoadError message={t('forum.reply.loadFailed')} onRetry={() => void replies.refetch()} retrying={replies.isFetching} />
              ) : !replies.data ? (
                <InlineLoading />
              ) : replies.data.data.length === 0 ? (
                <p className={styles.noReplies}>{t('forum.topic.noReplies')}</p>
              ) : (
                <>
                  <ol className={styles.replyList}>
                    {replies.data.data.map((reply) => (
                      <li key={reply.id}>
                        <ReplyItem reply={reply} />
                      </li>
                    ))}
                  </ol>
                  <Pager
                    page={replies.data.pagination.page}
                    pageCount={replies.data.pagination.pageCount}
                    hrefFor={(page) => withQuery(`${PREFIX}${topic.slug}`, { page: page > 1 ? page : undefined })}
                    variant="window"
                  />
                </>
              )}

              {topic.isClosed ? (
                <p className={`alert ${styles.notice}`} role="note">
                  <Icon name="lock" size={16} />
                  {t('forum.topic.closedNotice')}
                </p>
              ) : (
                !isAuthenticated && (
                  <p className={`alert ${styles.notice}`}>
                    <Icon name="message" size={16} />
                    <Link to={loginPathFor(pathname)}>{t('forum.reply.loginRequired')}</Link>
                  </p>
                )
              )}
            </section>
          )}
        </div>

        <aside className={styles.sidebar}>
          <section className="card card-pad">
            <AuthorCard author={topic.author} />
          </section>
          {topic.category && (
            <Link to={`/forum/kategori/${topic.category.slug}`} className={`card card-pad ${styles.categoryCard}`}>
              <CategoryIcon icon={topic.category.icon} color={topic.category.color} name={topic.category.name} size={36} />
              <span className={styles.categoryName}>{topic.category.name}</span>
            </Link>
          )}
          <AdSlot slot="sidebar" />
        </aside>
      </div>
    </div>
  );
}

function TopicNotFound() {
  return (
    <div className="container page">
      <EmptyState icon="compass" title={t('forum.topic.notFound')} body={t('forum.topic.notFoundBody')}>
        <Link to="/forum" className="btn btn-primary">
          {t('forum.category.backToForum')}
        </Link>
      </EmptyState>
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, TopicContext>) {
  const topic = pageContext.topic;
  const description = topic ? excerpt(topic.content ?? topic.excerpt ?? topic.title, EXCERPT_LENGTH.metaDescription) : undefined;
  return <Seo title={topic?.title ?? t('forum.title')} description={description} pathname={location.pathname} noindex={!topic} />;
}
