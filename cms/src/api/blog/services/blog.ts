import type { Core } from '@strapi/strapi';
import type { BlogCategoryRow, BlogPostRow } from '../../../lib/present';
import type { BlogAuthorProfile } from '@oyundev/domain';
import { authorProfile, authorProfiles } from '../lib/post-extras';
import { publishedPage, publishedPost, relatedPostsOf } from '../lib/post-rows';
import { raw } from '../../../lib/sql-names';

const POST = 'api::blog-post.blog-post';

// Document Service populate (it says `fields` where the query engine says `select`).
const POST_POPULATE = {
  author: { fields: ['id', 'username', 'reputation'], populate: { role: { fields: ['type'] }, avatar: { fields: ['url'] } } },
  category: { fields: ['name', 'slug', 'color'] },
  featuredImage: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] },
};

/** A post scheduled for later is not shown until its time (lib/scheduled.ts then clears scheduledDate). */
const notScheduled = () => ({ $or: [{ scheduledDate: { $null: true } }, { scheduledDate: { $lte: new Date().toISOString() } }] });

/** What a post's page shows: the post, its author's extras and its related posts. */
type PostPage = { post: BlogPostRow; authorProfile: BlogAuthorProfile | null; related: BlogPostRow[] };

// AnyDocument (no generated typings) names no fields: its rows are cast to the presenters' row types.
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The categories with their published posts counted, in one statement (one count per category before). */
  async listCategories(): Promise<BlogCategoryRow[]> {
    const { rows } = await raw(
      strapi.db.connection,
      `SELECT c.id, c.name, c.slug, c.color,
         (SELECT count(*) FROM {blog-post.category} bc JOIN {blog-post} b ON b.id = bc.blog_post_id
          WHERE bc.blog_category_id = c.id AND b.published_at IS NOT NULL) AS post_count
       FROM {blog-category} c ORDER BY c.sort_order ASC, c.name ASC, c.id ASC`,
    );
    return rows.map((r: { id: number; name: string; slug: string; color: string | null; post_count: string }) => ({
      id: Number(r.id),
      name: r.name,
      slug: r.slug,
      color: r.color,
      postCount: Number(r.post_count),
    }));
  },

  async listPosts({
    category,
    page,
    pageSize,
    featured = false,
  }: {
    category?: string;
    page: number;
    pageSize: number;
    featured?: boolean;
  }) {
    // One statement for the page and the total (lib/post-rows.ts); the Document Service ran eleven.
    const { posts, total } = await publishedPage(strapi, strapi.db.connection, {
      category,
      featured,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { posts: posts as unknown as BlogPostRow[], pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } };
  },

  /** A post with what its page shows around it: the author block's extras and up to 3 related posts. */
  async findPostPage(slug: string) {
    // Three statements: the post, the author's extras and the related posts (lib/post-rows.ts, lib/post-extras.ts).
    const post = await publishedPost(strapi, strapi.db.connection, slug);
    if (!post) return null;
    const [author, related] = await Promise.all([
      authorProfile(strapi, post.author?.id),
      relatedPostsOf(strapi, strapi.db.connection, [post]),
    ]);
    return { post, authorProfile: author, related: related.get(post.id) ?? [] } satisfies PostPage;
  },

  /**
   * GET /api/blog/post-pages: a page of the published posts in the list's order, each with what its page shows
   * (as findPostPage). The listed row is the post (the same statement's shape, so it is not read again per post),
   * the authors' extras are one statement for the page and the related posts another: three statements for any page
   * size (a statement per post for its related posts before: 193 for a page of 100 at the large seed).
   */
  async postPages(page: number, pageSize: number) {
    const { posts, pagination } = await this.listPosts({ page, pageSize });
    const [profiles, related] = await Promise.all([
      authorProfiles(
        strapi,
        posts.map((post) => Number(post.author?.id)),
      ),
      relatedPostsOf(strapi, strapi.db.connection, posts),
    ]);
    const pages: PostPage[] = posts.map((post) => ({
      post,
      authorProfile: (post.author?.id && profiles.get(Number(post.author.id))) || null,
      related: related.get(post.id) ?? [],
    }));
    return { pages, pagination };
  },

  async findPost(slug: string) {
    return (
      ((await strapi.documents(POST).findFirst({
        status: 'published',
        filters: { slug, ...notScheduled() },
        populate: POST_POPULATE,
      })) as unknown as BlogPostRow | null) ?? null
    );
  },
});
