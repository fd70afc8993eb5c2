import type { BlogPost } from '../../api-client/types';
import { BlogCard } from './BlogCard';
import { t } from '../../i18n';
import * as styles from './AuthorBlock.module.css';

/** Up to 3 posts of the same category or with shared tags (the API chooses them; forum spec §2). */
export function RelatedPosts({ posts }: { posts: BlogPost['related'] }) {
  if (posts.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-posts">
      <h2 id="related-posts" className={styles.relatedTitle}>
        {t('blog.related')}
      </h2>
      <ul className={styles.relatedGrid}>
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
