import { EXCERPT_LENGTH, excerpt, msg } from '@oyundev/domain';
import type { BlogPost, Topic } from '../../api-client/types';

/*
 * schema.org JSON-LD for the two kinds of content a search engine should understand: a blog post is a
 * BlogPosting, a topic a DiscussionForumPosting. Built only from what the page's static data holds, which
 * for a premium post is its public preview — a premium body never reaches these.
 */

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`);

function person(siteUrl: string, author: { username: string } | null) {
  return author
    ? { '@type': 'Person', name: author.username, url: `${siteUrl}/profil/${encodeURIComponent(author.username)}` }
    : { '@type': 'Person', name: msg('common.anonymousAuthor') };
}

const counter = (type: 'LikeAction' | 'CommentAction' | 'ViewAction', n: number) => ({
  '@type': 'InteractionCounter',
  interactionType: `https://schema.org/${type}`,
  userInteractionCount: n,
});

export function blogPostingLd(post: BlogPost, siteUrl: string): Record<string, unknown> {
  const url = `${siteUrl}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: post.title,
    ...(post.subtitle ? { alternativeHeadline: post.subtitle } : {}),
    description: excerpt(post.excerpt || post.premiumPreview || post.title, EXCERPT_LENGTH.metaDescription),
    datePublished: post.publishDate,
    author: person(siteUrl, post.author),
    publisher: { '@type': 'Organization', name: 'OyunDev', url: siteUrl },
    inLanguage: 'tr-TR',
    ...(post.featuredImage ? { image: absolute(siteUrl, post.featuredImage.url) } : {}),
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    timeRequired: `PT${post.readTime || 5}M`,
    isAccessibleForFree: !post.isPremium,
    interactionStatistic: [counter('LikeAction', post.likeCount), counter('CommentAction', post.commentCount)],
  };
}

export function discussionForumPostingLd(topic: Topic, siteUrl: string): Record<string, unknown> {
  const url = `${siteUrl}/forum/konu/${topic.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: topic.title,
    // The opening post's words when the page shows them; a locked (premium) topic only its title.
    text: topic.content ? excerpt(topic.content, 5000) : topic.title,
    datePublished: topic.createdAt,
    author: person(siteUrl, topic.author),
    inLanguage: 'tr-TR',
    ...(topic.category ? { articleSection: topic.category.name } : {}),
    ...(topic.tags.length ? { keywords: topic.tags.join(', ') } : {}),
    commentCount: topic.replyCount,
    interactionStatistic: [
      counter('LikeAction', topic.upvoteCount + topic.likeCount),
      counter('CommentAction', topic.replyCount),
      counter('ViewAction', topic.viewCount),
    ],
  };
}

/** JSON for a <script> element: `<` escaped so no text in it can close the element. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
