import type { Core } from '@strapi/strapi';

const POST = 'api::blog-post.blog-post';
const CATEGORY = 'api::blog-category.blog-category';

// Document Service populate (it says `fields` where the query engine says `select`).
const POST_POPULATE = {
  author: { fields: ['id', 'username', 'reputation'], populate: { role: { fields: ['type'] }, avatar: { fields: ['url'] } } },
  category: { fields: ['name', 'slug', 'color'] },
  featuredImage: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] },
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async listCategories() {
    const categories = await strapi.documents(CATEGORY as any).findMany({ sort: ['sortOrder:asc', 'name:asc'] });
    const counts = await Promise.all(
      categories.map((c: any) =>
        strapi.documents(POST as any).count({ status: 'published', filters: { category: { documentId: c.documentId } } } as any),
      ),
    );
    return categories.map((c: any, i: number) => ({ ...c, postCount: counts[i] }));
  },

  async listPosts({ category, page, pageSize }: { category?: string; page: number; pageSize: number }) {
    const filters: any = category ? { category: { slug: category } } : {};
    const [posts, total] = await Promise.all([
      strapi.documents(POST as any).findMany({
        status: 'published',
        filters,
        sort: ['publishDate:desc', 'id:desc'],
        populate: POST_POPULATE as any,
        limit: pageSize,
        start: (page - 1) * pageSize,
      } as any),
      strapi.documents(POST as any).count({ status: 'published', filters } as any),
    ]);
    return { posts, pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } };
  },

  async findPost(slug: string) {
    return (
      (await strapi.documents(POST as any).findFirst({
        status: 'published',
        filters: { slug },
        populate: POST_POPULATE as any,
      } as any)) ?? null
    );
  },
});
