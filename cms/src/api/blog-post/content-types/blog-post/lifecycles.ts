// Strapi re-creates a blog post's published row (with a new id) on every publish, so likes, bookmarks,
// comments and reports point at `postNumber` instead: drawn once from a sequence when the draft is first
// created, copied onto every published row, never changed afterwards.
const SEQUENCE = 'blog_posts_post_number_seq';

async function nextPostNumber(): Promise<number> {
  const result = await strapi.db.connection.raw('SELECT nextval(?) AS n', [SEQUENCE]);
  return Number(result.rows[0].n);
}

async function number(data: Record<string, unknown> | undefined) {
  if (data && (data.postNumber === undefined || data.postNumber === null)) {
    data.postNumber = await nextPostNumber();
  }
}

export default {
  async beforeCreate(event: any) {
    await number(event.params.data);
  },

  async beforeCreateMany(event: any) {
    for (const data of event.params.data ?? []) await number(data);
  },

  beforeUpdate(event: any) {
    if (event.params.data) delete event.params.data.postNumber;
  },

  beforeUpdateMany(event: any) {
    if (event.params.data) delete event.params.data.postNumber;
  },
};
