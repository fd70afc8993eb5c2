import '../../i18n-profile';
import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import type { ProfileActivity, ProfileReply, PublicProfile } from '@oyundev/domain';
import { formatNumber } from '@oyundev/domain';
import { profileTabQuery, type ProfileTab, type ProfileTabItems } from '../../api-client/profiles';
import type { Viewer } from '../../api-client/topics';
import type { Paged } from '../../api-client/types';
import { Avatar } from '../common/Avatar';
import { EmptyState } from '../common/EmptyState';
import { LoadError } from '../common/LoadError';
import { Pager } from '../common/Pager';
import { RelativeTime } from '../common/RelativeTime';
import { InlineLoading } from '../shell/LoadingOverlay';
import { TopicCard } from '../forum/TopicCard';
import { BlogCard } from '../blog/BlogCard';
import { ProfileAbout } from './ProfileAbout';
import { BadgesCard } from './ProfileSidebar';
import { profileHref } from './links';
import { t, tMaybe, type MessageKey } from '../../i18n';
import * as styles from './Profile.module.css';

export type ScreenTab = 'overview' | 'posts' | 'forum' | 'activity' | 'followers' | 'following';
export const SCREEN_TABS: readonly ScreenTab[] = ['overview', 'posts', 'forum', 'activity', 'followers', 'following'];

const NAV: Array<[ScreenTab, MessageKey]> = [
  ['overview', 'profile.tab.overview'],
  ['posts', 'profile.tab.posts'],
  ['forum', 'profile.tab.forum'],
  ['activity', 'profile.tab.activity'],
];

interface TabsProps {
  profile: PublicProfile;
  tab: ScreenTab;
  page: number;
  replyPage: number;
  viewer: Viewer;
  ready: boolean;
}

/** The tab links and the open tab; every list is a page of the API's, its pager made of links. */
export function ProfileTabs({ profile, tab, page, replyPage, viewer, ready }: TabsProps) {
  const nav = profile.showActivity ? NAV : NAV.filter(([key]) => key !== 'activity');
  return (
    <div className={styles.tabsArea}>
      <nav className={styles.tabs} aria-label={t('profile.tabsLabel')}>
        {nav.map(([key, label]) => (
          <Link
            key={key}
            to={profileHref(profile.username, { tab: key })}
            aria-current={tab === key ? 'page' : undefined}
            className={styles.tab}
          >
            {t(label)}
          </Link>
        ))}
      </nav>
      {tab === 'overview' && (
        <>
          <ProfileAbout profile={profile} />
          <BadgesCard profile={profile} />
        </>
      )}
      {tab === 'posts' && (
        <TabList profile={profile} tab="posts" page={page} viewer={viewer} ready={ready} empty={t('profile.noPosts')}>
          {(data) => (
            <div className={styles.postGrid}>
              {data.data.map((p) => (
                <BlogCard key={p.id} post={p} />
              ))}
            </div>
          )}
        </TabList>
      )}
      {tab === 'forum' && (
        <>
          <h2 className={styles.sectionTitle}>{t('profile.tab.topics')}</h2>
          <TabList
            profile={profile}
            tab="topics"
            page={page}
            viewer={viewer}
            ready={ready}
            empty={t('profile.noTopics')}
            pageParam="page"
            otherPage={replyPage}
          >
            {(data) => (
              <div className={styles.list}>
                {data.data.map((topic) => (
                  <TopicCard key={topic.id} topic={topic} />
                ))}
              </div>
            )}
          </TabList>
          <h2 className={styles.sectionTitle}>{t('profile.tab.replies')}</h2>
          <TabList
            profile={profile}
            tab="replies"
            page={replyPage}
            viewer={viewer}
            ready={ready}
            empty={t('profile.noReplies')}
            pageParam="rpage"
            otherPage={page}
          >
            {(data) => (
              <ul className={styles.lines}>
                {data.data.map((r) => (
                  <ReplyLine key={r.id} reply={r} />
                ))}
              </ul>
            )}
          </TabList>
        </>
      )}
      {tab === 'activity' && (
        <TabList profile={profile} tab="activity" page={page} viewer={viewer} ready={ready} empty={t('profile.noActivity')}>
          {(data) => (
            <ul className={styles.lines}>
              {data.data.map((line) => (
                <ActivityLine key={line.id} line={line} />
              ))}
            </ul>
          )}
        </TabList>
      )}
      {(tab === 'followers' || tab === 'following') && (
        <>
          <h2 className={styles.sectionTitle}>
            {t(tab === 'followers' ? 'profile.followersTitle' : 'profile.followingTitle', { username: profile.username })}
          </h2>
          <TabList
            profile={profile}
            tab={tab}
            page={page}
            viewer={viewer}
            ready={ready}
            empty={t(tab === 'followers' ? 'profile.noFollowers' : 'profile.noFollowing')}
            failed={t(tab === 'followers' ? 'follow.followersFailed' : 'follow.followingFailed')}
          >
            {(data) => (
              <ul className={styles.members}>
                {data.data.map((m) => (
                  <li key={m.id}>
                    <Avatar username={m.username} avatarUrl={m.avatarUrl} size={40} />
                    <span>
                      <Link to={profileHref(m.username)}>{m.username}</Link>
                      <small>
                        {m.level} · {formatNumber(m.reputation)} {t('profile.reputation')}
                      </small>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </TabList>
        </>
      )}
    </div>
  );
}

interface TabListProps<K extends ProfileTab> {
  profile: PublicProfile;
  tab: K;
  page: number;
  viewer: Viewer;
  ready: boolean;
  empty: string;
  failed?: string;
  /** The query parameter of this list's page ('page', or 'rpage' for the replies under the topics). */
  pageParam?: 'page' | 'rpage';
  /** The other list's page on the same screen, kept in the pager's links. */
  otherPage?: number;
  children(data: Paged<ProfileTabItems[K]>): React.ReactNode;
}

function TabList<K extends ProfileTab>({
  profile,
  tab,
  page,
  viewer,
  ready,
  empty,
  failed,
  pageParam = 'page',
  otherPage,
  children,
}: TabListProps<K>) {
  const list = useQuery({ ...profileTabQuery(profile.username, tab, page, viewer), enabled: ready });
  if (list.isPending) return <InlineLoading />;
  if (list.isError) {
    return (
      <LoadError
        message={list.error.message || failed || t('profile.loadFailed')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (list.data.data.length === 0) return <EmptyState icon="book" title={empty} role="status" />;
  const screenTab = tab === 'topics' || tab === 'replies' ? 'forum' : tab;
  const hrefFor = (n: number) =>
    profileHref(profile.username, {
      tab: screenTab,
      page: pageParam === 'page' ? n : otherPage,
      rpage: pageParam === 'rpage' ? n : screenTab === 'forum' ? otherPage : undefined,
    });
  return (
    <>
      {children(list.data)}
      <Pager page={list.data.pagination.page} pageCount={list.data.pagination.pageCount} hrefFor={hrefFor} variant="window" />
    </>
  );
}

function ReplyLine({ reply }: { reply: ProfileReply }) {
  return (
    <li className={styles.line}>
      <Link to={`/forum/konu/${reply.topic.slug}`}>{t('profile.replyIn', { title: reply.topic.title })}</Link>
      <p>{reply.excerpt}</p>
      <small>
        <RelativeTime date={reply.createdAt} /> · {t('forum.counts.likes', { n: reply.likeCount })}
      </small>
    </li>
  );
}

function ActivityLine({ line }: { line: ProfileActivity }) {
  const label = tMaybe(`profile.activity.${line.type}`) ?? t('profile.activity.other');
  return (
    <li className={styles.line}>
      <span className={styles.lineHead}>
        <strong>{label}</strong>
        <span className={line.points < 0 ? styles.negative : styles.points}>
          {t('profile.pointsLine', { points: line.points > 0 ? `+${line.points}` : line.points })}
        </span>
      </span>
      {line.target && <Link to={line.target.link}>{line.target.title}</Link>}
      <small>
        <RelativeTime date={line.occurredAt} />
      </small>
    </li>
  );
}
