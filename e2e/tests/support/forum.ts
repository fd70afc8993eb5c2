import { CMS_URL, type Credentials } from './cms';
import { apiSession } from './fixtures';

/*
 * The forum API read and written straight (not through the site): to set a scene (a topic by another
 * member, a closed topic) and to check what a person's clicks left in the database.
 */

export interface Author {
  id: number;
  username: string;
  role: string;
}

export interface ApiTopic {
  id: number;
  slug: string;
  title: string;
  content: string | null;
  tags: string[];
  score: number;
  replyCount: number;
  viewCount: number;
  likeCount: number;
  isPinned: boolean;
  isClosed: boolean;
  isResolved: boolean;
  isFeatured: boolean;
  category: { slug: string; name: string; isPremium?: boolean } | null;
  author: Author | null;
  userVote?: 'up' | 'down' | 'none';
  pending?: boolean;
}

export interface ApiReply {
  id: number;
  content: string;
  author: Author | null;
  likeCount: number;
  score: number;
  isEdited: boolean;
  replyTo: { id: number } | null;
  liked?: boolean;
  userVote?: 'up' | 'down' | 'none';
}

export interface ApiCategory {
  id: number;
  slug: string;
  name: string;
  isPremium: boolean;
  requireApproval: boolean;
  topicCount: number;
  icon: string | null;
}

export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, jwt?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${CMS_URL}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as T & { error?: { message?: string } };
  if (!res.ok) throw new ApiFailure(`${method} ${path} → ${res.status} ${json?.error?.message ?? ''}`.trim(), res.status, json);
  return json;
}

/** A bearer token for `who`, reusing the sessions the browser tests share (the login rate limit). */
export async function tokenFor(who: Credentials): Promise<string> {
  return (await apiSession(who)).jwt;
}

export const forum = {
  async categories(): Promise<ApiCategory[]> {
    return (await call<{ data: ApiCategory[] }>('GET', '/api/forum/categories')).data;
  },

  /** A category anyone may post in at once: not premium, no approval step. */
  async openCategory(): Promise<ApiCategory> {
    const category = (await this.categories()).find((c) => !c.isPremium && !c.requireApproval);
    if (!category) throw new Error('no open forum category in the demo data');
    return category;
  },

  /**
   * Every topic a guest's list shows, newest first, page by page: the newest are often this run's own (other
   * specs write them), which no build holds, so a spec looking for a built topic reads on until it finds one.
   */
  async *topicsNewestFirst(): AsyncGenerator<ApiTopic> {
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const body = await call<{ data: ApiTopic[]; meta: { pagination: { pageCount: number } } }>(
        'GET',
        `/api/forum/topics?sort=new&pageSize=100&page=${page}`,
      );
      pageCount = body.meta.pagination.pageCount;
      yield* body.data;
    }
  },

  async topic(slug: string, jwt?: string): Promise<ApiTopic> {
    return (await call<{ data: ApiTopic }>('GET', `/api/forum/topics/${encodeURIComponent(slug)}`, jwt)).data;
  },

  async replies(slug: string, jwt?: string, page = 1): Promise<ApiReply[]> {
    return (await call<{ data: ApiReply[] }>('GET', `/api/forum/topics/${encodeURIComponent(slug)}/replies?page=${page}`, jwt)).data;
  },

  async createTopic(jwt: string, input: { title: string; content: string; category: string; tags?: string[] }): Promise<ApiTopic> {
    return (await call<{ data: ApiTopic }>('POST', '/api/forum/topics', jwt, { tags: [], ...input })).data;
  },

  async reply(jwt: string, slug: string, content: string, replyTo: number | null = null): Promise<ApiReply> {
    return (await call<{ data: ApiReply }>('POST', `/api/forum/${encodeURIComponent(slug)}/reply`, jwt, { content, replyTo })).data;
  },

  async moderate(jwt: string, topicId: number, patch: Record<string, unknown>): Promise<ApiTopic> {
    return (await call<{ data: ApiTopic }>('PATCH', `/api/forum/topics/${topicId}/moderation`, jwt, patch)).data;
  },

  async mine(jwt: string): Promise<{ topics: ApiTopic[]; replies: ApiReply[] }> {
    const body = await call<{ topics: ApiTopic[]; replies: ApiReply[] } | { data: { topics: ApiTopic[]; replies: ApiReply[] } }>(
      'GET',
      '/api/forum/mine',
      jwt,
    );
    return 'data' in body ? body.data : body;
  },
};

/** A title no other test run uses. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
