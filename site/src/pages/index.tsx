import { Link, type HeadProps } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { topicListQuery } from '../api-client/topics';
import { blogListQuery } from '../api-client/blog';
import { Seo } from '../components/shell/Seo';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { Icon } from '../components/common/Icon';
import { EmptyState } from '../components/common/EmptyState';
import { LoadError } from '../components/common/LoadError';
import { TopicList } from '../components/forum/TopicList';
import { useViewer } from '../components/forum/useViewer';
import { BlogCard } from '../components/blog/BlogCard';
import { OnboardingOverlay } from '../components/onboarding/OnboardingOverlay';
import { PAGE_SIZES } from '@oyundev/domain';
import { t } from '../i18n';
import * as styles from './index.module.css';

/** Home: a welcome and the newest topics and posts, live. (The full feed with tabs comes later.) */
export default function HomePage() {
  const { viewer, ready } = useViewer();
  const topics = useQuery({ ...topicListQuery({ sort: 'new', page: 1, pageSize: PAGE_SIZES.homeTopics }, viewer), enabled: ready });
  const posts = useQuery(blogListQuery({ page: 1, pageSize: PAGE_SIZES.homeBlogPosts }));

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
        <div className="with-sidebar">
          <section aria-labelledby="home-topics">
            <h2 id="home-topics" className="section-title">
              {t('home.latestTopics')}
              <Link to="/forum?sort=new">{t('common.seeAll')}</Link>
            </h2>
            {topics.isError ? (
              <LoadError message={t('forum.topicsLoadFailed')} onRetry={() => void topics.refetch()} />
            ) : !topics.data ? (
              <InlineLoading />
            ) : topics.data.data.length === 0 ? (
              <EmptyState icon="message" title={t('forum.empty.noTopics')} body={t('forum.empty.noTopicsBody')} />
            ) : (
              <TopicList topics={topics.data.data} />
            )}
          </section>
          <section aria-labelledby="home-posts">
            <h2 id="home-posts" className="section-title">
              {t('home.latestPosts')}
              <Link to="/blog">{t('common.seeAll')}</Link>
            </h2>
            {posts.isError ? (
              <LoadError message={t('blog.loadFailed')} onRetry={() => void posts.refetch()} />
            ) : !posts.data ? (
              <InlineLoading />
            ) : posts.data.data.length === 0 ? (
              <EmptyState icon="book" title={t('blog.noPosts')} />
            ) : (
              <ul className={styles.posts}>
                {posts.data.data.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo pathname={location.pathname} />;
}
