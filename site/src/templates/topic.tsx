import { useCallback, useEffect, useState } from 'react';
import { Link, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { promptLogin } from '../auth/promptLogin';
import type { Reply, Topic } from '../api-client/types';
import { topicDetailQuery, topicRepliesQuery, useTopicView } from '../api-client/topics';
import type { ReplyCreated } from '../api-client/replies';
import { useHydrated } from '../hooks/useHydrated';
import { useQueryParams, withQuery } from '../hooks/useQueryParams';
import { slugAfter } from '../hooks/usePathname';
import { loginPathFor } from '../auth/useSendToLogin';
import { LiveContentLd, TopicSeo } from '../components/seo/ContentSeo';
import { AdSlot } from '../components/shell/AdSlot';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { Breadcrumb, type Crumb } from '../components/common/Breadcrumb';
import { EmptyState } from '../components/common/EmptyState';
import { LoadError } from '../components/common/LoadError';
import { Icon } from '../components/common/Icon';
import { StaticMarkdown } from '../components/common/StaticMarkdown';
import { Pager } from '../components/common/Pager';
import { AuthorCard } from '../components/forum/AuthorCard';
import { ReplyItem, openReport, replyAnchor } from '../components/forum/ReplyItem';
import { Deferred } from '../components/common/Deferred';
import { ModerationPanel, ReplyComposer, ReportDialog } from '../components/forum/lazy';
import { ShareButton } from '../components/forum/ShareButton';
import { TagList } from '../components/forum/TagList';
import { FacetChips } from '../components/discover/FacetChips';
import { TopicBadges } from '../components/forum/TopicBadges';
import { VoteColumn } from '../components/forum/VoteColumn';
import { LikeButton } from '../components/forum/LikeButton';
import { CategoryIcon } from '../components/forum/CategoryIcon';
import { useViewer } from '../components/forum/useViewer';
import { PAGE_SIZES, formatDateTime, pageCount, parsePage } from '@oyundev/domain';
import { BUILD_DATA_UPDATED_AT, type TopicContext } from './contexts';
import { t } from '../i18n';
import * as styles from './topic.module.css';
import * as actionStyles from '../components/forum/ReplyActions.module.css';

const PREFIX = '/forum/konu/';

/**
 * /forum/konu/{slug}. Static for topics that existed at build time (topic + first page of replies in the
 * HTML, readable without JavaScript); the same template is the client-only route for newer topics, read
 * live from the API. Once the session is known the topic and its replies are fetched again with the
 * viewer's token, which adds live counts and the viewer's own votes, likes and rights.
 */
export default function TopicTemplate({ pageContext, location }: PageProps<object, TopicContext>) {
  const hydrated = useHydrated();
  const slug = pageContext.slug ?? (hydrated ? slugAfter(location.pathname, PREFIX) : '');
  const query = useQueryParams(location.search);
  const replyPage = parsePage(query.get('page'));
  const { viewer, ready } = useViewer();
  const fromBuild = pageContext.slug === slug;

  const topic = useQuery({
    ...topicDetailQuery(slug, viewer),
    enabled: Boolean(slug) && ready,
    initialData: fromBuild ? pageContext.topic : undefined,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
  });

  if (!slug || (topic.isPending && !topic.data)) {
    return hydrated && !slug ? <TopicNotFound /> : <InlineLoading />;
  }
  if (topic.isError && !topic.data) {
    if (topic.error.status === 404) return <TopicNotFound />;
    return (
      <div className="container page">
        <LoadError message={t('forum.topic.loadFailed')} onRetry={() => void topic.refetch()} retrying={topic.isFetching} />
      </div>
    );
  }
  if (topic.isError && topic.error.status === 404) return <TopicNotFound />;

  return (
    <>
      {/* A topic newer than the build: its static head has no JSON-LD, so the live page carries it. */}
      {!pageContext.topic && <LiveContentLd topic={topic.data} />}
      <TopicView
        topic={topic.data}
        topicWaiting={viewer !== 0 && !hasViewerState(topic.data)}
        replyPage={replyPage}
        initialReplies={fromBuild && replyPage === 1 ? (pageContext.replies ?? undefined) : undefined}
        pathname={location.pathname}
      />
    </>
  );
}

/**
 * Whether an answer carries the viewer's own state: read with a token, a topic and each reply carry `userVote` and
 * `liked`; the build's (a guest's) answer has neither — and a view count or another patch written into the cached
 * copy does not add them, so the time of the copy says nothing here.
 */
function hasViewerState(item: { userVote?: unknown; liked?: unknown }): boolean {
  return item.userVote !== undefined && item.liked !== undefined;
}

interface TopicViewProps {
  topic: Topic;
  /**
   * A member reads the page but the topic shown is still the build's (a guest's) answer — their own vote and
   * like are not in it yet, so those buttons wait for the answer read with their token (hasViewerState).
   */
  topicWaiting: boolean;
  replyPage: number;
  initialReplies: TopicContext['replies'];
  pathname: string;
}

function TopicView({ topic, topicWaiting, replyPage, initialReplies, pathname }: TopicViewProps) {
  const { viewer, user, ready, moderator } = useViewer();
  const [composer, setComposer] = useState<{ replyTo: Reply | null } | null>(null);
  const [reporting, setReporting] = useState(false);
  const [focusReply, setFocusReply] = useState<number | null>(null);

  const replies = useQuery({
    ...topicRepliesQuery(topic.slug, replyPage, viewer),
    enabled: ready && !topic.locked,
    initialData: initialReplies ?? undefined,
    initialDataUpdatedAt: BUILD_DATA_UPDATED_AT,
  });

  // One view per page load; the server counts a visitor once a day however often this arrives.
  useTopicView(topic);

  // After posting, bring the new reply into view once the reloaded page holds it.
  useEffect(() => {
    if (focusReply === null || !replies.data?.data.some((r) => r.id === focusReply)) return;
    const element = document.getElementById(replyAnchor(focusReply));
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    element?.focus({ preventScroll: true });
    setFocusReply(null);
  }, [focusReply, replies.data]);

  const isAuthor = topic.isAuthor ?? (!!user && topic.author?.id === user.id);
  const canModerate = topic.canModerate ?? moderator;
  // A closed topic takes no replies — except from moderators and admins, whom the server still lets answer.
  const canReply = (!topic.isClosed || canModerate) && !topic.locked && !topic.pending;
  const closeComposer = () => setComposer(null);

  // The same function across renders, so the replies (memo) are not rendered again with each of the page's.
  const openComposer = useCallback(
    (replyTo: Reply | null) => {
      if (!ready) return;
      if (!user) {
        promptLogin(t('forum.reply.loginRequired'), 'reply-login');
        return;
      }
      setComposer({ replyTo });
    },
    [ready, user],
  );

  const onPosted = (answer: ReplyCreated) => {
    setComposer(null);
    setFocusReply(answer.data.id);
    // New replies go last; show the page that holds it.
    // The server's page size (the admin's postsPerPage), as the last answer told it.
    const lastPage = Math.max(1, pageCount(answer.replyCount, replies.data?.pagination.pageSize ?? PAGE_SIZES.replies));
    if (lastPage !== replyPage) void navigate(withQuery(`${PREFIX}${topic.slug}`, { page: lastPage > 1 ? lastPage : undefined }));
  };

  const crumbs: Crumb[] = [{ label: t('nav.forum'), to: '/forum' }];
  if (topic.category) crumbs.push({ label: topic.category.name, to: `/forum/kategori/${topic.category.slug}` });
  crumbs.push({ label: topic.title });

  const composerFor = (replyTo: Reply | null) =>
    composer && (composer.replyTo?.id ?? null) === (replyTo?.id ?? null) ? (
      <ReplyComposer topic={topic} replyTo={composer.replyTo} onClose={closeComposer} onPosted={onPosted} />
    ) : null;

  return (
    <div className="container page">
      <Breadcrumb items={crumbs} />
      <div className="with-sidebar">
        <div className={styles.main}>
          {topic.pending && (
            <p className={`alert ${styles.pending}`} role="status">
              <Icon name="clock" size={16} />
              {t('forum.topic.pendingNotice')}
            </p>
          )}
          <article className={`card ${styles.topic}`} aria-labelledby="topic-title">
            <header className={styles.header}>
              <span className="badge-row">
                {topic.pending && (
                  <span className="badge badge-amber">
                    <Icon name="clock" size={12} />
                    {t('forum.status.pending')}
                  </span>
                )}
                <TopicBadges topic={topic} premium={topic.category?.isPremium} />
              </span>
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
              <StaticMarkdown>{topic.content}</StaticMarkdown>
            )}

            {(topic.tags.length > 0 || topic.gameEngine || topic.skillLevel) && (
              <div className={styles.tags}>
                <FacetChips gameEngine={topic.gameEngine} skillLevel={topic.skillLevel} />
                <TagList tags={topic.tags} />
              </div>
            )}

            <footer className={styles.footer}>
              <div className={actionStyles.bar} role="group" aria-label={t('forum.topic.actions')}>
                <VoteColumn
                  targetType="topic"
                  targetId={topic.id}
                  score={topic.score}
                  userVote={topic.userVote}
                  own={isAuthor}
                  vertical={false}
                  waiting={topicWaiting}
                />
                <LikeButton
                  targetType="topic"
                  targetId={topic.id}
                  likeCount={topic.likeCount}
                  liked={topic.liked}
                  own={isAuthor}
                  waiting={topicWaiting}
                />
                {canReply && (
                  <button type="button" className={actionStyles.action} onClick={() => openComposer(null)}>
                    <Icon name="reply" size={15} />
                    <span>{t('forum.reply.button')}</span>
                  </button>
                )}
                <ShareButton path={`${PREFIX}${topic.slug}`} />
                {!isAuthor && (
                  <button type="button" className={actionStyles.action} onClick={() => openReport(!!user, () => setReporting(true))}>
                    <Icon name="flag" size={15} />
                    <span>{t('forum.topic.report')}</span>
                  </button>
                )}
              </div>
              <span className={styles.counts}>
                <span title={t('forum.counts.replies', { n: topic.replyCount })}>
                  <Icon name="message" size={15} />
                  {t('forum.counts.replies', { n: topic.replyCount })}
                </span>
                <span title={t('forum.counts.views', { n: topic.viewCount })}>
                  <Icon name="eye" size={15} />
                  {t('forum.counts.views', { n: topic.viewCount })}
                </span>
              </span>
            </footer>
          </article>
          <AdSlot slot="in-content" />
          {reporting && <ReportDialog contentType="topic" contentId={topic.id} onClose={() => setReporting(false)} />}

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
                  <ol className={styles.replyList} aria-busy={replies.isFetching || undefined}>
                    {replies.data.data.map((reply) => (
                      <li key={reply.id}>
                        <Deferred>
                          <ReplyItem
                            reply={reply}
                            topic={topic}
                            onReply={canReply ? openComposer : undefined}
                            waiting={viewer !== 0 && !hasViewerState(reply)}
                          />
                        </Deferred>
                        {composerFor(reply)}
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

              {topic.isClosed && (
                <p className={`alert ${styles.notice}`} role="note">
                  <Icon name="lock" size={16} />
                  {t('forum.topic.closedNotice')}
                </p>
              )}
              {!canReply ? null : composer && composer.replyTo === null ? (
                composerFor(null)
              ) : ready && user ? (
                <button type="button" className={`btn btn-outline ${styles.replyCta}`} onClick={() => openComposer(null)}>
                  <Icon name="message" size={16} />
                  {t('forum.reply.composerTitle')}
                </button>
              ) : (
                <p className={`alert ${styles.notice}`}>
                  <Icon name="message" size={16} />
                  <Link to={loginPathFor(pathname)}>{t('forum.reply.loginRequired')}</Link>
                </p>
              )}
            </section>
          )}
        </div>

        <Deferred>
          <TopicSidebar topic={topic} moderating={canModerate && ready} />
        </Deferred>
      </div>
    </div>
  );
}

/** The sidebar hydrates in a task of its own after the replies (components/common/Deferred.tsx). */
function TopicSidebar({ topic, moderating }: { topic: Topic; moderating: boolean }) {
  return (
    <aside className={`defer-render ${styles.sidebar}`}>
      {moderating && <ModerationPanel topic={topic} />}
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
  return <TopicSeo topic={pageContext.topic} pathname={location.pathname} fallbackTitle={t('forum.title')} />;
}
