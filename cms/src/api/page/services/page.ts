import type { Core } from '@strapi/strapi';

const PAGE_UID = 'api::page.page';
const FIELDS = ['slug', 'title', 'body', 'seoDescription'];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list() {
    return strapi.db.query(PAGE_UID).findMany({ select: FIELDS, orderBy: { slug: 'asc' } });
  },

  async findBySlug(slug: string) {
    return strapi.db.query(PAGE_UID).findOne({ select: FIELDS, where: { slug } });
  },
});
