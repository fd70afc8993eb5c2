import type { Core } from '@strapi/strapi';
import type { PublicSiteSettings, SiteStats } from '@oyundev/domain';
import { workingDemoLogins } from '../../../lib/demo-logins';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Real figures for the footer and home (the spec's 1,247 / 3,456 / 789 were placeholders). */
  async stats(): Promise<SiteStats> {
    const [members, topics, replies, blogPosts, categories] = await Promise.all([
      strapi.db.query('plugin::users-permissions.user').count({ where: { blocked: false, isActive: true } }),
      strapi.db.query('api::topic.topic').count({ where: { isActive: true, isApproved: true } }),
      strapi.db.query('api::reply.reply').count({ where: { isApproved: true, isDeleted: false } }),
      strapi.documents('api::blog-post.blog-post' as any).count({ status: 'published' } as any),
      strapi.db.query('api::forum-category.forum-category').count({}),
    ]);
    return { members, topics, replies, blogPosts, categories };
  },

  /** Only these flags leave the server; the rest of the settings (SMTP, IP lists…) stay admin-only. */
  async publicSettings(): Promise<PublicSiteSettings> {
    const settings: any = await strapi.documents('api::site-setting.site-setting' as any).findFirst({
      populate: { general: true } as any,
    });
    const general = settings?.general ?? {};
    return {
      registrationEnabled: general.registrationEnabled !== false,
      emailVerificationRequired: general.emailVerificationRequired !== false,
      // Only on a demo install (lib/demo-logins.ts): the login page's demo buttons.
      demoLogins: await workingDemoLogins(strapi),
    };
  },

  async listPages() {
    return strapi.db.query('api::page.page').findMany({ select: ['slug', 'title', 'body', 'seoDescription'], orderBy: { slug: 'asc' } });
  },

  async findPage(slug: string) {
    return strapi.db.query('api::page.page').findOne({ select: ['slug', 'title', 'body', 'seoDescription'], where: { slug } });
  },
});
