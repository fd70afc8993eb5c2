// Strapi re-creates a blog post's published row (with a new id) on every publish, so likes, bookmarks,
// comments and reports point at `postNumber` instead: drawn from a sequence when a document's first row
// is created, carried over to every later version of the same document, never changed by an update.
const UID = 'api::blog-post.blog-post';
const SEQUENCE = 'blog_posts_post_number_seq';

async function nextPostNumber(): Promise<number> {
  const result = await strapi.db.connection.raw('SELECT nextval(?) AS n', [SEQUENCE]);
  return Number(result.rows[0].n);
}

/** The fields of a blog post write read here. */
interface PostData {
  postNumber?: number | null;
  documentId?: string;
  [attribute: string]: unknown;
}

// The parts of lifecycle events used here (Strapi's own Event types `params.data` as any).
interface WriteEvent {
  params: { data?: PostData };
}
interface WriteManyEvent {
  params: { data?: PostData[] };
}

async function number(data: PostData | undefined) {
  if (!data) return;
  // Publishing (or discarding a draft) creates a row of an existing document: keep its number. A copy
  // made with "duplicate" in the admin arrives with the original's number but a new documentId.
  if (data.postNumber != null && data.documentId) {
    const sibling = await strapi.db.query(UID).findOne({
      select: ['id'],
      where: { documentId: data.documentId, postNumber: data.postNumber },
    });
    if (sibling) return;
  }
  data.postNumber = await nextPostNumber();
}

export default {
  async beforeCreate(event: WriteEvent) {
    await number(event.params.data);
  },

  async beforeCreateMany(event: WriteManyEvent) {
    for (const data of event.params.data ?? []) await number(data);
  },

  beforeUpdate(event: WriteEvent) {
    if (event.params.data) delete event.params.data.postNumber;
  },

  beforeUpdateMany(event: WriteEvent) {
    if (event.params.data) delete event.params.data.postNumber;
  },
};
