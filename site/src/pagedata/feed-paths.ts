/** Where the RSS feeds live (written by findable.ts after the build; linked from the pages' heads). */
export const feedPaths = {
  blog: '/blog/rss.xml',
  blogCategory: (slug: string) => `/blog/kategori/${slug}/rss.xml`,
  forumCategory: (slug: string) => `/forum/kategori/${slug}/rss.xml`,
};
