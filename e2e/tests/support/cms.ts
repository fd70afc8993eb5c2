/**
 * The cms read straight (not through the site), so a test can compare what a person sees with what the
 * API answers. global-setup.ts sets E2E_CMS_URL; the fallback is its default port.
 */
export const CMS_URL = (process.env.E2E_CMS_URL ?? `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 11337}`).replace(/\/+$/, '');

export interface SiteStats {
  members: number;
  topics: number;
  replies: number;
  blogPosts: number;
  categories: number;
}

export interface AuthorSummary {
  id: number;
  username: string;
  role: string;
}

export interface TopicCard {
  slug: string;
  title: string;
  author: AuthorSummary;
}

export interface BlogCard {
  slug: string;
  title: string;
  author: AuthorSummary;
  isPremium?: boolean;
  featuredImage?: { url: string; alt: string | null; formats: { url: string; width: number }[] } | null;
}

export interface Category {
  slug: string;
  name: string;
}

export interface CmsPage {
  slug: string;
  title: string;
}

export interface Me {
  id: number;
  username: string;
  role: string;
  reputation: number;
  unreadNotifications: number;
  premium?: unknown;
}

interface Envelope<T> {
  data: T;
  meta?: { pagination?: { page: number; pageCount: number; total: number } };
}

export class CmsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const res = await fetch(`${CMS_URL}${path}`, {
    ...init,
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  const body = (await res.json().catch(() => null)) as (Envelope<T> & { error?: { message?: string } }) | null;
  if (!res.ok || !body)
    throw new CmsError(`${init.method ?? 'GET'} ${path} → ${res.status} ${body?.error?.message ?? ''}`.trim(), res.status);
  return body;
}

export const cms = {
  async stats(): Promise<SiteStats> {
    return (await call<SiteStats>('/api/stats')).data;
  },

  async topics(params: Record<string, string> = {}): Promise<TopicCard[]> {
    return (await call<TopicCard[]>(`/api/forum/topics?${new URLSearchParams(params)}`)).data;
  },

  async replies(topicSlug: string): Promise<Array<{ author: AuthorSummary }>> {
    return (await call<Array<{ author: AuthorSummary }>>(`/api/forum/topics/${encodeURIComponent(topicSlug)}/replies`)).data;
  },

  async category(slug: string): Promise<Category> {
    return (await call<Category>(`/api/forum/categories/${encodeURIComponent(slug)}`)).data;
  },

  /** The active house ads, as the site's build read them. */
  async houseAds(): Promise<Array<{ id: number; title: string; slot: string; linkUrl: string; altText: string }>> {
    return (await call<Array<{ id: number; title: string; slot: string; linkUrl: string; altText: string }>>('/api/house-ads')).data;
  },

  async blogPosts(params: Record<string, string> = {}): Promise<BlogCard[]> {
    return (await call<BlogCard[]>(`/api/blog/posts?${new URLSearchParams(params)}`)).data;
  },

  /** The editor-written page, or null while nobody has written it. */
  async page(slug: string): Promise<CmsPage | null> {
    try {
      return (await call<CmsPage>(`/api/pages/${encodeURIComponent(slug)}`)).data;
    } catch (error) {
      if (error instanceof CmsError && error.status === 404) return null;
      throw error;
    }
  },

  async login(identifier: string, password: string): Promise<string> {
    const body = (await call<never>('/api/auth/local', { method: 'POST', body: JSON.stringify({ identifier, password }) })) as unknown as {
      jwt: string;
    };
    return body.jwt;
  },

  async me(jwt: string): Promise<Me> {
    return (await call<Me>('/api/me', { headers: { authorization: `Bearer ${jwt}` } })).data;
  },
};

/** The demo accounts the login page offers (cms/src/seed/content/people.ts). */
export const DEMO = {
  user: { identifier: 'user', password: 'User123!' },
  admin: { identifier: 'admin', password: 'Admin123!' },
  moderator: { identifier: 'moderator', password: 'Moder123!' },
} as const;

export interface Credentials {
  identifier: string;
  password: string;
}

/**
 * A premium demo member the cms accepts. Spec §1/§3: every 8th generated demo user is premium and a
 * generated user's password is the first name segment plus '123'. The API does not list members, so the
 * premium ones are found as authors of topics and posts (their AuthorSummary carries the role).
 * E2E_PREMIUM_IDENTIFIER / E2E_PREMIUM_PASSWORD override the search. When nobody can sign in, the
 * answer says why, for the test's skip reason.
 */
export async function findPremiumMember(): Promise<{ found: Credentials } | { missing: string }> {
  const { E2E_PREMIUM_IDENTIFIER: identifier, E2E_PREMIUM_PASSWORD: password } = process.env;
  if (identifier && password) return { found: { identifier, password } };

  const authors = new Map<string, AuthorSummary>();
  for (const page of ['1', '2', '3']) {
    const topics = await cms.topics({ sort: 'new', page, pageSize: '100' });
    for (const topic of topics) authors.set(topic.author.username, topic.author);
    if (topics.length < 100) break;
  }
  for (const post of await cms.blogPosts({ page: '1', pageSize: '100' })) authors.set(post.author.username, post.author);
  if (![...authors.values()].some((a) => a.role === 'premium')) {
    for (const topic of (await cms.topics({ sort: 'replies', pageSize: '20' })).slice(0, 20)) {
      for (const reply of await cms.replies(topic.slug)) authors.set(reply.author.username, reply.author);
    }
  }

  const premium = [...authors.values()].filter((a) => a.role === 'premium');
  if (premium.length === 0) return { missing: 'no author with role premium in the demo data (seed of generated users not in place)' };

  // The seed names generated members '<first>_<last>' (a digit appended on a clash) and gives them
  // '<first>123' (cms/src/seed/steps/members.ts, seedMembers).
  for (const member of premium) {
    const password = `${member.username.split(/[_\d]/)[0]}123`;
    try {
      await cms.login(member.username, password);
      return { found: { identifier: member.username, password } };
    } catch {
      /* this one's password was changed; try the next */
    }
  }
  return {
    missing: `premium authors found (${premium.map((p) => p.username).join(', ')}) but none signs in with '<first name>123'`,
  };
}
