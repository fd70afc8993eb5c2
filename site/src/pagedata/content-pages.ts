// The static page of each content item — a topic, a blog post, a public profile: its path, its template and its
// context, from the item as a guest reads it. One place for both writers of these pages: the full build
// (gatsby-node.ts, from the bulk reads) and the fast lane (scripts/lib/fast-pages.mjs, which renders the one page a
// publish names into the live site within seconds, from the single guest reads — the cms tests that both reads
// answer the same item alike: cms/tests/build-pages.test.ts).
import type { BlogPost, Reply, Topic } from '../api-client/types';
import type { PublicProfile, TopicPage } from '@oyundev/domain';
import type { BlogPostContext, ProfileContext, TopicContext } from '../templates/contexts';
import { profileWithoutVolatile, withoutVolatile } from './volatile';
import { tableOfContents } from '@oyundev/domain';
import { readerBody } from '../components/blog/postBody';
import { orNullWhenDenied, type cmsGet as CmsGetFn } from './cms-api';

type CmsGet = typeof CmsGetFn;

export interface ContentPage<C> {
  path: string;
  /** The file in src/templates, without its extension. */
  template: 'topic' | 'blog-post' | 'profile';
  context: C;
}

export const topicPage = ({ topic, replies }: TopicPage): ContentPage<TopicContext> => ({
  path: `/forum/konu/${topic.slug}`,
  template: 'topic',
  context: withoutVolatile<TopicContext>({ slug: topic.slug, topic, replies }),
});

export const blogPostPage = (post: BlogPost): ContentPage<BlogPostContext> => ({
  path: `/blog/${post.slug}`,
  template: 'blog-post',
  // The table of contents comes with the page: the browser does not work it out again while it hydrates.
  context: withoutVolatile({ slug: post.slug, post, toc: tableOfContents(readerBody(post)) }),
});

export const profilePage = (profile: PublicProfile): ContentPage<ProfileContext> => ({
  path: `/profil/${profile.username}`,
  template: 'profile',
  context: { username: profile.username, profile: profileWithoutVolatile(profile) },
});

/** The content types a change from the cms names (cms/src/lib/rebuild.ts) that have a page of their own. */
export type ContentType = 'topic' | 'blog-post' | 'profile';

/**
 * The page of one item as a guest reads it now, or null when a guest may not read it (premium, hidden, private,
 * gone): then it has no static page, and the live route answers with the reader's own rights.
 */
export async function readContentPage(cmsGet: CmsGet, type: ContentType, slug: string): Promise<ContentPage<object> | null> {
  const at = encodeURIComponent(slug);
  if (type === 'topic') {
    const topic = await orNullWhenDenied(cmsGet<Topic>(`/api/forum/topics/${at}`));
    // The build lists no topic of a premium category (its body is for premium members only).
    if (!topic || topic.data.category?.isPremium) return null;
    const replies = await orNullWhenDenied(cmsGet<Reply[]>(`/api/forum/topics/${at}/replies?page=1`));
    if (!replies?.meta?.pagination) return null;
    return topicPage({ topic: topic.data, replies: { data: replies.data, pagination: replies.meta.pagination } });
  }
  if (type === 'blog-post') {
    const post = await orNullWhenDenied(cmsGet<BlogPost>(`/api/blog/posts/${at}`));
    return post ? blogPostPage(post.data) : null;
  }
  const profile = await orNullWhenDenied(cmsGet<PublicProfile>(`/api/profiles/${at}`));
  return profile ? profilePage(profile.data) : null;
}
