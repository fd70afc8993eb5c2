import { z } from 'zod';
import { BADGE_RARITIES } from '../levels';
import { authorSummarySchema, isoDateSchema, responsiveImageSchema } from './common';
import { contentFacetsShape } from './discovery-facets';

/** GET /api/blog/categories. */
export const blogCategorySchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), color: z.string().nullable(), postCount: z.number().int() })
  .strict();
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** A post's cover: the responsive image and its alt text; null when the editor set none. */
export const featuredImageSchema = responsiveImageSchema.extend({ alt: z.string().nullable() }).strict();
export type FeaturedImage = z.infer<typeof featuredImageSchema>;

/** A post in a list (GET /api/blog/posts): a locked premium card shows only the editor's public preview. */
export const blogCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    excerpt: z.string(),
    author: authorSummarySchema.nullable(),
    category: z.object({ name: z.string(), slug: z.string(), color: z.string().nullable() }).strict().nullable(),
    tags: z.array(z.string()),
    isPremium: z.boolean(),
    isFeatured: z.boolean(),
    publishDate: isoDateSchema,
    readTime: z.number().nullable(),
    viewCount: z.number().int(),
    likeCount: z.number().int(),
    commentCount: z.number().int(),
    featuredImage: featuredImageSchema.nullable(),
  })
  .strict();
export type BlogCard = z.infer<typeof blogCardSchema>;

/**
 * What the post page's author block adds to the author summary: the bio, up to 3 of their newest badges and
 * their twitter / github addresses (http(s) only) — from a public profile only; otherwise null and the
 * block shows the defaults.
 */
export const blogAuthorProfileSchema = z
  .object({
    bio: z.string().nullable(),
    twitter: z.string().nullable(),
    github: z.string().nullable(),
    badges: z
      .array(z.object({ slug: z.string(), name: z.string(), icon: z.string().nullable(), rarity: z.enum(BADGE_RARITIES) }).strict())
      .max(3),
  })
  .strict();
export type BlogAuthorProfile = z.infer<typeof blogAuthorProfileSchema>;

/**
 * GET /api/blog/posts/:slug: `content` is null when `locked` (premium post, viewer not premium); `related`
 * holds up to 3 other published posts of the same category or with shared tags.
 */
export const blogPostSchema = blogCardSchema
  .extend({
    content: z.string().nullable(),
    premiumPreview: z.string().nullable(),
    locked: z.boolean(),
    ...contentFacetsShape,
    authorProfile: blogAuthorProfileSchema.nullable(),
    related: z.array(blogCardSchema).max(3),
  })
  .strict();
export type BlogPost = z.infer<typeof blogPostSchema>;
