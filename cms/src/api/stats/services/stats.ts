import type { Core } from '@strapi/strapi';
import type { SiteStats } from '@oyundev/domain';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Real figures for the footer and home (the spec's 1,247 / 3,456 / 789 were placeholders). */
  async stats(): Promise<SiteStats> {
    const [members, topics, replies, blogPosts, categories] = await Promise.all([
      strapi.db.query('plugin::users-permissions.user').count({ where: { blocked: false, isActive: true } }),
      strapi.db.query('api::topic.topic').count({ where: { isActive: true, isApproved: true } }),
      strapi.db.query('api::reply.reply').count({ where: { isApproved: true, isDeleted: false } }),
      strapi.documents('api::blog-post.blog-post').count({ status: 'published' }),
      strapi.db.query('api::forum-category.forum-category').count({}),
    ]);
    return { members, topics, replies, blogPosts, categories };
  },
});
