/** Blog home and blog category pages — keys blogHome.*. */
export const BLOG_HOME_MESSAGES = {
  'blogHome.searchSubmit': 'Ara',
  'blogHome.categoryTitle': '{name} Yazıları',
  'blogHome.categoryLead': 'OyunDev blogunda {name} kategorisindeki yazılar, en yenisi önce.',
  'blogHome.categoriesLabel': 'Blog kategorileri',
  'blogHome.rss': 'RSS',
  'blogHome.rssLabel': 'Bu listeyi RSS ile takip et',
} as const;
