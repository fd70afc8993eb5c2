/** The member's saved items (/kaydedilenler) — keys bookmarks.*. */
export const BOOKMARKS_MESSAGES = {
  'bookmarks.lead': 'Kaydettiğin konular ve blog yazıları, en yenisi üstte.',
  'bookmarks.removed': 'Kaydedilenlerden çıkarıldı',
  'bookmarks.remove': 'Kaldır',
  'bookmarks.removeLabel': '"{title}" kaydını kaldır',
  'bookmarks.loadFailed': 'Kaydedilenler yüklenirken hata oluştu',
  'bookmarks.removeFailed': 'Kayıt kaldırılamadı',
  'bookmarks.type.topic': 'Konu',
  'bookmarks.type.post': 'Blog yazısı',
  'bookmarks.savedAt': 'Kaydedildi: {date}',
} as const;
