import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { isEditableBlogStatus, type BlogWriteStatus, type MyBlogPost } from '@oyundev/domain';
import { myBlogPostsQuery } from '../../../api-client/blog-writing';
import { useViewer } from '../../forum/useViewer';
import { LoadError } from '../../common/LoadError';
import { RelativeTime } from '../../common/RelativeTime';
import { InlineLoading } from '../../shell/LoadingOverlay';
import { t } from '../../../i18n';
import * as styles from './WritePost.module.css';

const BADGE: Record<BlogWriteStatus, string> = {
  draft: 'badge',
  pending: 'badge badge-amber',
  published: 'badge badge-success',
  rejected: 'badge badge-danger',
};

/** The member's own blog posts with where each stands (dashboard and /blog/yazi-yaz). */
export function MyBlogPosts({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { viewer } = useViewer();
  const posts = useQuery({ ...myBlogPostsQuery(viewer), enabled: viewer > 0 });
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`card ${styles.mine}`} aria-labelledby="my-blog-posts">
      <Heading id="my-blog-posts" className={styles.mineHeading}>
        {t('blog.write.mine')}
      </Heading>
      {posts.isError && !posts.data ? (
        <LoadError message={t('blog.loadFailed')} onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
      ) : !posts.data ? (
        <InlineLoading />
      ) : posts.data.length === 0 ? (
        <p className={styles.hint}>{t('blog.write.mineEmpty')}</p>
      ) : (
        <ul className={styles.mineList}>
          {posts.data.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PostRow({ post }: { post: MyBlogPost }) {
  return (
    <li className={styles.mineRow}>
      <div className={styles.mineTitle}>
        {post.status === 'published' ? <Link to={`/blog/${post.slug}`}>{post.title}</Link> : <span>{post.title}</span>}
        <span className={styles.hint}>
          <RelativeTime date={post.updatedAt} />
        </span>
      </div>
      <span className={BADGE[post.status]}>{t(`blog.write.status.${post.status}`)}</span>
      {isEditableBlogStatus(post.status) && (
        <Link to={`/blog/yazi-yaz?id=${post.id}`} className="btn btn-ghost btn-sm">
          {t('blog.write.edit')}
        </Link>
      )}
    </li>
  );
}
