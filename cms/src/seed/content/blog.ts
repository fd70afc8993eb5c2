// Blog demo content: the nine categories of the sample set, the posts (content/posts, markdown of
// realistic length with headings, code and lists, each with a cover in assets/covers) and comments.
import { CODE_POSTS } from './posts/code';
import { CRAFT_POSTS } from './posts/craft';
import { ENGINE_POSTS } from './posts/engines';
import { INDIE_POSTS } from './posts/indie';
import { UNITY_POSTS } from './posts/unity';

export const BLOG_CATEGORIES = [
  {
    name: 'Unity Rehberleri',
    slug: 'unity-rehberleri',
    color: '#222c37',
    description: 'Unity ile adım adım rehberler, ipuçları ve en iyi uygulamalar.',
  },
  {
    name: 'Unreal Engine',
    slug: 'unreal-engine',
    color: '#0e1128',
    description: 'Unreal Engine 5 üzerine yazılar: Blueprint, C++, Lumen ve Nanite.',
  },
  { name: 'Godot', slug: 'godot', color: '#478cbf', description: 'Açık kaynak Godot Engine ile oyun geliştirme yazıları.' },
  {
    name: 'C# Programlama',
    slug: 'csharp-programlama',
    color: '#68217a',
    description: 'Oyun geliştiriciler için C#: dil özellikleri, performans ve mimari.',
  },
  { name: 'JavaScript', slug: 'javascript', color: '#f7df1e', description: 'Tarayıcıda oyunlar: Canvas, WebGL ve oyun kütüphaneleri.' },
  { name: '2D Sanat', slug: '2d-art', color: '#f97316', description: 'Pixel art, sprite animasyonu ve 2D sanat iş akışları.' },
  {
    name: 'Oyun Tasarımı',
    slug: 'game-design',
    color: '#22c55e',
    description: 'Oyun tasarımı: mekanikler, denge, seviye tasarımı ve oyuncu psikolojisi.',
  },
  {
    name: 'İndie Geliştirme',
    slug: 'indie-gelistirme',
    color: '#eab308',
    description: 'Bağımsız geliştiricinin yolu: kapsam, yayıncılık, pazarlama ve motivasyon.',
  },
  {
    name: 'Mobil Oyunlar',
    slug: 'mobil-oyunlar',
    color: '#10b981',
    description: 'Android ve iOS için oyun geliştirme, optimizasyon ve gelir modelleri.',
  },
];

export type BlogPostSeed = {
  title: string;
  subtitle: string;
  category: string; // blog category slug
  tags: string[];
  content: string;
  isPremium?: boolean;
  isFeatured?: boolean;
  author?: string; // demo username
  /** File name (without .webp) in assets/covers, drawn by assets/generate.mjs. */
  cover: string;
  coverAlt: string;
};

export const BLOG_POSTS: BlogPostSeed[] = [...UNITY_POSTS, ...ENGINE_POSTS, ...CODE_POSTS, ...CRAFT_POSTS, ...INDIE_POSTS];

export const COMMENTS: string[] = [
  'Harika bir yazı olmuş, özellikle örnek kodlar çok açıklayıcı. Elinize sağlık!',
  'Örnekleri kendi projeme uyarlarken çok işime yaradı, adım adım anlatım için teşekkürler.',
  'Türkçe bu kadar derli toplu bir kaynak bulmak zor, teşekkürler.',
  'Bir sonraki yazıda bu konunun devamını görmek isterim.',
  'Mobil tarafında da aynı yöntem geçerli mi? Deneyen var mı?',
  'Tam ihtiyacım olan zamanda geldi, kaydettim.',
  'Bu konuyu ekipte uzun süredir tartışıyorduk, yazıyı herkese gönderdim.',
  'Kendi projemde uyguladım, gerçekten fark yaratıyor.',
  'Bu yöntemin dezavantajları hakkında da bir bölüm eklenebilir.',
  'Yeni başlayan biri olarak çok rahat anladım, sade anlatım için teşekkürler.',
  'Kaynakça ya da ileri okuma önerileriniz var mı?',
  'Ekip arkadaşlarımla paylaştım, hepimiz için faydalı oldu.',
];

export const COMMENT_REPLIES: string[] = [
  'Teşekkürler, devamı yolda!',
  'Haklısınız, düzelttim.',
  'Evet, mobilde de aynı şekilde çalışıyor.',
  'Güzel soru; kısaca yazının son bölümünde değindim, ayrı bir yazıda detaylandıracağım.',
];
