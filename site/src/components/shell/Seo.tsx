import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { EXCERPT_LENGTH, excerpt } from '@oyundev/domain';
import { t } from '../../i18n';

interface SeoProps {
  /** Page title without the site name; omitted on the home page. */
  title?: string;
  description?: string | null;
  /** Path of the canonical URL, e.g. '/forum/konu/abc'. */
  pathname: string;
  noindex?: boolean;
  /** og:type: 'article' for posts and topics (components/seo). */
  type?: 'website' | 'article';
  /** Absolute URL of the share image; with it the Twitter card is a large image. */
  image?: string | null;
  children?: React.ReactNode;
}

interface SiteMetadata {
  site: { siteMetadata: { title: string; siteUrl: string; description: string } };
}

/** Used from every page's Gatsby `Head` export: title, 160-character description, canonical URL. */
export function Seo({ title, description, pathname, noindex, type = 'website', image, children }: SeoProps) {
  const { site } = useStaticQuery<SiteMetadata>(graphql`
    query SeoMetadata {
      site {
        siteMetadata {
          title
          siteUrl
          description
        }
      }
    }
  `);
  const meta = site.siteMetadata;
  const fullTitle = title ? t('seo.titleTemplate', { title }) : meta.title;
  const text = excerpt(description || meta.description, EXCERPT_LENGTH.metaDescription);
  const path = pathname === '/' ? '' : pathname.replace(/\/+$/, '');
  const canonical = `${meta.siteUrl}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={meta.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="tr_TR" />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {image && <meta name="twitter:image" content={image} />}
      {noindex && <meta name="robots" content="noindex" />}
      {children}
    </>
  );
}
