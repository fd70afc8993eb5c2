// Forum demo content: the 28 categories of the sample set, tags, topics (markdown) and replies.
import { TOPICS_1 } from './topics/part-1';
import { TOPICS_2 } from './topics/part-2';
import { COMMUNITY_REPLIES, ENGINE_PATTERN_REPLIES } from './replies/community';
import { ENGINE_REPLIES } from './replies/engines';
import { TECHNICAL_REPLIES } from './replies/technical';

export { CATEGORIES, type CategoryGroup, type CategorySeed } from './categories';

export const TAGS: Array<{ name: string; slug?: string }> = [
  { name: 'unity' },
  { name: 'unreal-engine' },
  { name: 'godot' },
  { name: 'c#', slug: 'csharp' },
  { name: 'c++', slug: 'cpp' },
  { name: 'javascript' },
  { name: '2d' },
  { name: '3d' },
  { name: 'mobile' },
  { name: 'shader' },
  { name: 'ai' },
  { name: 'multiplayer' },
  { name: 'optimizasyon' },
  { name: 'fizik' },
  { name: 'animasyon' },
  { name: 'ui' },
  { name: 'pixel-art' },
  { name: 'blender' },
  { name: 'ses' },
  { name: 'indie' },
  { name: 'steam' },
  { name: 'game-jam' },
  { name: 'başlangıç', slug: 'baslangic' },
  { name: 'hata' },
  { name: 'performans' },
  { name: 'ecs' },
  { name: 'netcode' },
  { name: 'gdscript' },
  { name: 'blueprint' },
  { name: 'procedural' },
  { name: 'level-design' },
  { name: 'pazarlama' },
  { name: 'kariyer' },
  { name: 'portfolyo' },
  { name: 'vr' },
  { name: 'android' },
  { name: 'ios' },
  { name: 'webgl' },
  { name: 'shader-graph' },
  { name: 'kaydetme' },
];

export type TopicSeed = {
  category: string;
  title: string;
  tags: string[];
  body: string;
  /** A question that can be marked resolved. */
  question?: boolean;
  pinned?: boolean;
  closed?: boolean;
  /** Written by a demo account (username) instead of a random member. */
  author?: string;
  /** The key of its replies in TOPIC_REPLIES when it is not the title (a per-engine pattern). */
  replyKey?: string;
  /** The engine a per-engine pattern was filled with (replaces `{engine}` in its replies). */
  engine?: string;
};

export { CODE } from './forum-code';
export { NEUTRAL_REPLIES } from './replies/community';

export const TOPICS: TopicSeed[] = [...TOPICS_1, ...TOPICS_2];

/** Replies written for each topic, by its title (the per-engine patterns by their `{engine}` title). */
export const TOPIC_REPLIES: Record<string, string[]> = {
  ...ENGINE_REPLIES,
  ...TECHNICAL_REPLIES,
  ...COMMUNITY_REPLIES,
  ...ENGINE_PATTERN_REPLIES,
};

const md = (...parts: Array<string | false | undefined>) => parts.filter(Boolean).join('\n\n');

/**
 * Topics made from one pattern per engine, so larger seeds stay varied. `{engine}` is replaced and the
 * topic goes to that engine's category.
 */
export const ENGINE_TOPICS: Array<{ title: string; tags: string[]; body: string; question?: boolean }> = [
  {
    title: '{engine} ile kaydırmalı kamera ve sınırlar',
    tags: ['2d'],
    question: true,
    body: md(
      '{engine} projemde kamerayı oyuncuyu takip edecek şekilde ayarladım ama harita kenarlarında boşluk görünüyor.',
      '- Kamera yumuşak takip ediyor (lerp)\n- Harita boyutu sabit, tile tabanlı',
      'Kamerayı harita sınırları içinde tutmanın en temiz yolu nedir?',
    ),
  },
  {
    title: '{engine} projesinde klasör yapısı ve isimlendirme',
    tags: ['başlangıç'],
    body: md(
      'Proje büyüdükçe {engine} içinde dosyaları bulmak zorlaştı. Şu an özellik bazlı bir yapı deniyorum:',
      '```\nOyun/\n  Oyuncu/   (sahneler, betikler, animasyonlar)\n  Dusmanlar/\n  Arayuz/\n  Ortak/\n```',
      'Tür bazlı (Scripts, Prefabs, Art) mı, özellik bazlı mı? Sizin tercihiniz?',
    ),
  },
  {
    title: '{engine} ile diyalog sistemi kurmak',
    tags: ['ui'],
    question: true,
    body: md(
      'Hikâye ağırlıklı bir oyun için {engine} üzerinde dallanan diyalog sistemi kurmam gerekiyor.',
      'Ink, Yarn Spinner gibi araçlar mı, yoksa JSON tabanlı kendi çözümüm mü? Yerelleştirme (Türkçe/İngilizce) de önemli.',
    ),
  },
  {
    title: '{engine} sürüm yükseltmesi sonrası derleme hataları',
    tags: ['hata'],
    question: true,
    body: md(
      '{engine} sürümünü yükselttikten sonra proje açılıyor ama onlarca uyarı ve birkaç derleme hatası var.',
      '## Yaptıklarım',
      '1. Yedek aldım\n2. Önbellek klasörlerini sildim\n3. Eklentileri güncelledim',
      'Büyük sürüm yükseltmelerinde izlediğiniz bir kontrol listesi var mı?',
    ),
  },
];

export const ENGINE_CATEGORIES: Array<{ engine: string; category: string; tag: string }> = [
  { engine: 'Unity', category: 'unity', tag: 'unity' },
  { engine: 'Unreal Engine', category: 'unreal-engine', tag: 'unreal-engine' },
  { engine: 'Godot', category: 'godot', tag: 'godot' },
  { engine: 'GameMaker', category: 'gamemaker', tag: '2d' },
];

/** A reply that answers another reply starts by naming its author. */
export const REPLY_TO_REPLIES: string[] = [
  'Katılıyorum, ben de aynı yöntemi kullanıyorum.',
  'Bu öneri işime yaradı, teşekkürler!',
  'Bunu denedim ama bende işe yaramadı; sürüm farkı olabilir mi?',
  'Kaynak paylaşabilir misin? Daha detaylı okumak isterim.',
  'Küçük bir ekleme: bunu yaparken önce yedek almayı unutmayın.',
  'Tam olarak aradığım açıklama buydu.',
  'Bence bu her durumda geçerli değil, proje büyüklüğüne göre değişir.',
  'Örnek kod için teşekkürler, çok açıklayıcı olmuş.',
];

export const SOLVED_REPLY =
  'Güncelleme: sorunu çözdüm, en çok işe yarayan yanıtı çözüm olarak işaretledim. Yardım eden herkese teşekkürler!';
