import { graphql, useStaticQuery } from 'gatsby';
import { EXCERPT_LENGTH, excerpt } from '@oyundev/domain';
import type { BlogPost, Topic } from '../../api-client/types';
import { Seo } from '../shell/Seo';
import { blogPostingLd, discussionForumPostingLd, jsonLdText } from './structuredData';

function useSiteUrl(): string {
  const { site } = useStaticQuery<{ site: { siteMetadata: { siteUrl: string } } }>(graphql`
    query ContentSeoSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return site.siteMetadata.siteUrl;
}

function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** Head of a blog post: title, description, OpenGraph article and Twitter card tags, JSON-LD BlogPosting. */
export function BlogPostSeo({ post, pathname, fallbackTitle }: { post?: BlogPost; pathname: string; fallbackTitle: string }) {
  const siteUrl = useSiteUrl();
  if (!post) return <Seo title={fallbackTitle} pathname={pathname} noindex />;
  const description = excerpt(post.subtitle || post.excerpt || post.premiumPreview || post.title, EXCERPT_LENGTH.metaDescription);
  const image = post.featuredImage
    ? /^https?:/.test(post.featuredImage.url)
      ? post.featuredImage.url
      : `${siteUrl}${post.featuredImage.url}`
    : null;
  return (
    <Seo title={post.title} description={description} pathname={pathname} type="article" image={image}>
      <meta property="article:published_time" content={post.publishDate} />
      {post.author && <meta property="article:author" content={post.author.username} />}
      {post.category && <meta property="article:section" content={post.category.name} />}
      {post.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <JsonLd data={blogPostingLd(post, siteUrl)} />
    </Seo>
  );
}

/**
 * JSON-LD of a page the build does not hold (a post or topic newer than the build opens through the live
 * client route, whose static head knows no content): rendered with the page from the API's answer, so a
 * crawler that runs scripts reads the same BlogPosting / DiscussionForumPosting a built page carries.
 */
export function LiveContentLd({ post, topic }: { post?: BlogPost; topic?: Topic }) {
  const siteUrl = useSiteUrl();
  if (post) return <JsonLd data={blogPostingLd(post, siteUrl)} />;
  if (topic) return <JsonLd data={discussionForumPostingLd(topic, siteUrl)} />;
  return null;
}

/** Head of a topic: title, description, OpenGraph article and Twitter card tags, JSON-LD DiscussionForumPosting. */
export function TopicSeo({ topic, pathname, fallbackTitle }: { topic?: Topic; pathname: string; fallbackTitle: string }) {
  const siteUrl = useSiteUrl();
  if (!topic) return <Seo title={fallbackTitle} pathname={pathname} noindex />;
  const description = excerpt(topic.content ?? topic.excerpt ?? topic.title, EXCERPT_LENGTH.metaDescription);
  return (
    <Seo title={topic.title} description={description} pathname={pathname} type="article">
      <meta property="article:published_time" content={topic.createdAt} />
      {topic.author && <meta property="article:author" content={topic.author.username} />}
      {topic.category && <meta property="article:section" content={topic.category.name} />}
      {topic.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <JsonLd data={discussionForumPostingLd(topic, siteUrl)} />
    </Seo>
  );
}
