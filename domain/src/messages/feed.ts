/** RSS feeds of the blog and the forum — keys feed.*. */
export const FEED_MESSAGES = {
  'feed.blog.title': 'OyunDev Blog',
  'feed.blog.description': 'OyunDev topluluğunun oyun geliştirme yazıları: rehberler, deneyimler ve haberler.',
  'feed.blogCategory.title': 'OyunDev Blog: {name}',
  'feed.blogCategory.description': 'OyunDev blogunda {name} kategorisindeki en yeni yazılar.',
  'feed.forumCategory.title': 'OyunDev Forum: {name}',
  'feed.forumCategory.description': 'OyunDev forumunda {name} kategorisindeki en yeni konular.',
} as const;
