import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { RequireAuth } from '../account/RequireAuth';
import { mineQuery, type MyReply, type MyTopic } from '../../api-client/mine';
import { withQuery } from '../../hooks/useQueryParams';
import { Pager } from '../common/Pager';
import { PageIntro } from '../common/PageIntro';
import { Icon } from '../common/Icon';
import { LoadError } from '../common/LoadError';
import { RelativeTime } from '../common/RelativeTime';
import { InlineLoading } from '../shell/LoadingOverlay';
import { MyBlogPosts } from '../blog/write/MyBlogPosts';
import { TopicBadges } from '../forum/TopicBadges';
import { replyAnchor } from '../forum/ReplyItem';
import { useViewer } from '../forum/useViewer';
import { EXCERPT_LENGTH, excerpt, formatNumber, formatScore, parsePage } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './DashboardScreen.module.css';

/**
 * /dashboard, /user-dashboard and /forum/benim-konularim: the member's own topics (with their status —
 * published or waiting for approval, closed, resolved…) and replies, with the counts they gathered, and their
 * blog posts with their review status (draft, pending, published, rejected).
 */
export function DashboardScreen({ myTopics = false, pathname, search }: { myTopics?: boolean; pathname: string; search: string }) {
  return (
    <RequireAuth>
      <Dashboard title={myTopics ? t('forum.myTopics') : t('dashboard.title')} pathname={pathname} search={search} />
    </RequireAuth>
  );
}

function Dashboard({ title, pathname, search }: { title: string; pathname: string; search: string }) {
  const { viewer } = useViewer();
  const page = parsePage(new URLSearchParams(search).get('page'));
  const mine = useQuery(mineQuery(viewer, page));
  const pageCount = mine.data ? Math.max(mine.data.pagination.topics.pageCount, mine.data.pagination.replies.pageCount) : 0;

  return (
    <div className="container page">
      <PageIntro
        title={title}
        lead={t('forum.mine.lead')}
        actions={
          <Link to="/forum/yeni-konu" className="btn btn-primary">
            <Icon name="plus" size={16} />
            {t('forum.newTopic')}
          </Link>
        }
      />
      {mine.isError && !mine.data ? (
        <LoadError message={t('forum.mine.loadFailed')} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : !mine.data ? (
        <InlineLoading />
      ) : (
        <>
          <Summary topics={mine.data.pagination.topics.total} replies={mine.data.pagination.replies.total} />
          <div className={styles.columns} aria-busy={mine.isFetching || undefined}>
            <section className={`card ${styles.section}`} aria-labelledby="my-topics">
              <h2 id="my-topics" className={styles.heading}>
                {t('forum.mine.topics')} <span className={styles.headingCount}>{formatNumber(mine.data.pagination.topics.total)}</span>
              </h2>
              {mine.data.topics.length === 0 ? (
                <Empty text={t('forum.mine.noTopics')} />
              ) : (
                <ul className={styles.list}>
                  {mine.data.topics.map((topic) => (
                    <TopicRow key={topic.id} topic={topic} />
                  ))}
                </ul>
              )}
            </section>
            <section className={`card ${styles.section}`} aria-labelledby="my-replies">
              <h2 id="my-replies" className={styles.heading}>
                {t('forum.mine.replies')} <span className={styles.headingCount}>{formatNumber(mine.data.pagination.replies.total)}</span>
              </h2>
              {mine.data.replies.length === 0 ? (
                <Empty text={t('forum.mine.noReplies')} />
              ) : (
                <ul className={styles.list}>
                  {mine.data.replies.map((reply) => (
                    <ReplyRow key={reply.id} reply={reply} />
                  ))}
                </ul>
              )}
            </section>
          </div>
          <Pager page={page} pageCount={pageCount} hrefFor={(n) => withQuery(pathname, { page: n > 1 ? n : undefined })} />
          <MyBlogPosts />
        </>
      )}
    </div>
  );
}

function Summary({ topics, replies }: { topics: number; replies: number }) {
  const stats = [
    { label: t('forum.mine.statTopics'), value: topics, icon: 'message' as const },
    { label: t('forum.mine.statReplies'), value: replies, icon: 'reply' as const },
  ];
  return (
    <dl className={styles.summary}>
      {stats.map((stat) => (
        <div key={stat.label} className={`card ${styles.stat}`}>
          <dt>
            <Icon name={stat.icon} size={16} />
            {stat.label}
          </dt>
          <dd>{formatNumber(stat.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function TopicRow({ topic }: { topic: MyTopic }) {
  const pending = topic.pending ?? topic.isApproved === false;
  return (
    <li className={styles.row}>
      <div className={styles.rowTop}>
        <span className="badge-row">
          {pending ? (
            <span className="badge badge-amber">
              <Icon name="clock" size={12} />
              {t('forum.status.pending')}
            </span>
          ) : (
            <span className="badge badge-success">{t('forum.mine.statusPublished')}</span>
          )}
          <TopicBadges topic={topic} />
        </span>
        <RelativeTime date={topic.createdAt} className={styles.when} />
      </div>
      <Link to={`/forum/konu/${topic.slug}`} className={styles.title}>
        {topic.title}
      </Link>
      <p className={styles.meta}>
        {topic.category && <span>{topic.category.name}</span>}
        <span>{t('forum.counts.replies', { n: topic.replyCount })}</span>
        <span>{t('forum.counts.views', { n: topic.viewCount })}</span>
        <span>{t('forum.counts.likes', { n: topic.likeCount })}</span>
        <span>
          {t('forum.vote.score')}: {formatScore(topic.score)}
        </span>
      </p>
    </li>
  );
}

function ReplyRow({ reply }: { reply: MyReply }) {
  return (
    <li className={styles.row}>
      <div className={styles.rowTop}>
        <span className={styles.context}>
          {reply.topic ? (
            <Link to={`/forum/konu/${reply.topic.slug}#${replyAnchor(reply.id)}`}>
              {t('forum.mine.replyIn', { title: reply.topic.title })}
            </Link>
          ) : (
            t('forum.mine.deletedTopic')
          )}
        </span>
        <RelativeTime date={reply.createdAt} className={styles.when} />
      </div>
      <p className={styles.excerpt}>{excerpt(reply.content, EXCERPT_LENGTH.list)}</p>
      <p className={styles.meta}>
        <span>{t('forum.counts.likes', { n: reply.likeCount })}</span>
        <span>
          {t('forum.vote.score')}: {formatScore(reply.score)}
        </span>
      </p>
    </li>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      <Link to="/forum" className="btn btn-outline btn-sm">
        {t('forum.mine.browse')}
      </Link>
    </div>
  );
}
