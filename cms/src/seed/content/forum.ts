// Forum demo content: the 28 categories of the sample set, tags, topics (markdown) and replies.
import type { CategoryIconKey, ForumCategoryGroup } from '@oyundev/domain';
import { TOPICS_1 } from './topics/part-1';
import { TOPICS_2 } from './topics/part-2';
import { COMMUNITY_REPLIES, ENGINE_PATTERN_REPLIES } from './replies/community';
import { ENGINE_REPLIES } from './replies/engines';
import { TECHNICAL_REPLIES } from './replies/technical';

export type CategoryGroup = ForumCategoryGroup;

export type CategorySeed = {
  slug: string;
  name: string;
  description: string;
  /** A CategoryIconKey (domain): the site draws it as an SVG mark. */
  icon: CategoryIconKey;
  color: string;
  group: CategoryGroup;
  parent?: string;
  isPremium?: boolean;
  requireApproval?: boolean;
  maxFileSizeMb?: number;
  allowedFileTypes?: string[];
  allowVideos?: boolean;
  /** How much of the forum's traffic the category gets, relative. */
  weight: number;
};

const IMAGES = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const ARCHIVES = ['zip', 'rar', '7z'];

export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'unity',
    name: 'Unity',
    description: 'Unity ile oyun geliştirme: editör, bileşenler, fizik, URP/HDRP ve paket yönetimi.',
    icon: 'unity',
    color: '#222c37',
    group: 'oyun-motorlari',
    weight: 10,
    maxFileSizeMb: 50,
    allowedFileTypes: [...IMAGES, ...ARCHIVES, 'unitypackage'],
  },
  {
    slug: 'unreal-engine',
    name: 'Unreal Engine',
    description: 'Blueprint’ten C++’a Unreal Engine 5: Nanite, Lumen, Niagara ve daha fazlası.',
    icon: 'unreal',
    color: '#0e1128',
    group: 'oyun-motorlari',
    weight: 7,
    maxFileSizeMb: 100,
    allowedFileTypes: [...IMAGES, ...ARCHIVES],
  },
  {
    slug: 'godot',
    name: 'Godot',
    description: 'Açık kaynak Godot Engine: GDScript, sahneler, sinyaller ve 2D/3D iş akışı.',
    icon: 'godot',
    color: '#478cbf',
    group: 'oyun-motorlari',
    weight: 8,
    maxFileSizeMb: 50,
    allowedFileTypes: [...IMAGES, ...ARCHIVES],
  },
  {
    slug: 'gamemaker',
    name: 'GameMaker',
    description: 'GameMaker ve GML ile hızlı 2D oyun geliştirme.',
    icon: 'gamemaker',
    color: '#71b417',
    group: 'oyun-motorlari',
    weight: 2,
  },
  {
    slug: 'diger-motorlar',
    name: 'Diğer Motorlar',
    description: 'Defold, Bevy, LÖVE, Construct, kendi motorunuz… Ana akım dışındaki her şey.',
    icon: 'engine',
    color: '#6b7280',
    group: 'oyun-motorlari',
    weight: 2,
  },
  {
    slug: 'csharp',
    name: 'C#',
    description: 'C# dili, .NET, performans ve Unity dışındaki C# oyun kütüphaneleri.',
    icon: 'csharp',
    color: '#68217a',
    group: 'programlama',
    weight: 6,
  },
  {
    slug: 'cpp',
    name: 'C++',
    description: 'Modern C++, bellek yönetimi, motor programlama ve Unreal C++.',
    icon: 'cpp',
    color: '#00599c',
    group: 'programlama',
    weight: 4,
  },
  {
    slug: 'javascript',
    name: 'JavaScript ve Web Oyunları',
    description: 'Canvas, WebGL, Phaser, Three.js ve tarayıcıda çalışan oyunlar.',
    icon: 'javascript',
    color: '#f7df1e',
    group: 'programlama',
    weight: 4,
  },
  {
    slug: 'shader-programlama',
    name: 'Shader Programlama',
    description: 'HLSL, GLSL, Shader Graph ve görsel efektlerin matematiği.',
    icon: 'shader',
    color: '#ec4899',
    group: 'programlama',
    weight: 3,
  },
  {
    slug: '2d-art',
    name: '2D Sanat',
    description: 'Pixel art, sprite’lar, tile set’ler ve 2D animasyon.',
    icon: 'palette',
    color: '#f97316',
    group: 'sanat-tasarim',
    weight: 6,
    maxFileSizeMb: 50,
    allowedFileTypes: [...IMAGES, 'psd', 'aseprite'],
  },
  {
    slug: '3d-modelleme',
    name: '3D Modelleme',
    description: 'Blender, Maya, retopoloji, UV ve PBR doku iş akışları.',
    icon: 'cube',
    color: '#ea7600',
    group: 'sanat-tasarim',
    weight: 4,
    maxFileSizeMb: 200,
    allowedFileTypes: [...IMAGES, 'fbx', 'obj', 'blend', 'glb'],
  },
  {
    slug: 'animasyon',
    name: 'Animasyon',
    description: 'Karakter animasyonu, rigging, state machine’ler ve blend tree’ler.',
    icon: 'animation',
    color: '#14b8a6',
    group: 'sanat-tasarim',
    weight: 2,
    allowVideos: true,
    maxFileSizeMb: 100,
  },
  {
    slug: 'ui-ux',
    name: 'UI/UX Tasarımı',
    description: 'Oyun arayüzleri, menüler, HUD ve oyuncu deneyimi.',
    icon: 'layout',
    color: '#8b5cf6',
    group: 'sanat-tasarim',
    weight: 2,
  },
  {
    slug: 'ses-muzik',
    name: 'Ses ve Müzik',
    description: 'Ses efektleri, müzik, FMOD/Wwise ve adaptif ses.',
    icon: 'music',
    color: '#06b6d4',
    group: 'sanat-tasarim',
    weight: 2,
    maxFileSizeMb: 100,
    allowedFileTypes: ['wav', 'ogg', 'mp3', ...ARCHIVES],
  },
  {
    slug: 'genel-sohbet',
    name: 'Genel Sohbet',
    description: 'Oyun geliştirme dünyasından haberler, sohbetler ve her şey.',
    icon: 'chat',
    color: '#3b82f6',
    group: 'genel',
    weight: 6,
    maxFileSizeMb: 2,
    allowedFileTypes: IMAGES,
  },
  {
    slug: 'yeni-baslayanlar',
    name: 'Yeni Başlayanlar',
    description: 'İlk adımlar: hangi motor, nereden başlamalı, hangi kaynaklar? Burada soru sormak serbest.',
    icon: 'sprout',
    color: '#22c55e',
    group: 'genel',
    weight: 7,
    maxFileSizeMb: 5,
  },
  {
    slug: 'proje-vitrini',
    name: 'Proje Vitrini',
    description: 'Projelerinizi gösterin, geri bildirim alın. Konular moderatör onayından sonra yayınlanır.',
    icon: 'trophy',
    color: '#eab308',
    group: 'genel',
    weight: 4,
    requireApproval: true,
    allowVideos: true,
    maxFileSizeMb: 100,
  },
  {
    slug: 'oyun-jamleri',
    name: 'Oyun Jamleri',
    description: 'Game jam duyuruları, takım arkadaşı arayışları ve jam sonrası değerlendirmeler.',
    icon: 'timer',
    color: '#f43f5e',
    group: 'genel',
    parent: 'proje-vitrini',
    weight: 2,
  },
  {
    slug: 'mobil',
    name: 'Mobil Oyun Geliştirme',
    description: 'Android ve iOS: performans, mağaza süreçleri, reklam ve uygulama içi satın alma.',
    icon: 'smartphone',
    color: '#10b981',
    group: 'platform-specific',
    weight: 4,
  },
  {
    slug: 'vr-ar',
    name: 'VR ve AR',
    description: 'Sanal ve artırılmış gerçeklik: Quest, OpenXR ve etkileşim tasarımı.',
    icon: 'vr',
    color: '#6366f1',
    group: 'platform-specific',
    weight: 1,
  },
  {
    slug: 'yapay-zeka',
    name: 'Oyun Yapay Zekası',
    description: 'Yol bulma, davranış ağaçları, GOAP, durum makineleri ve ML-Agents.',
    icon: 'brain',
    color: '#a855f7',
    group: 'technical-advanced',
    weight: 3,
  },
  {
    slug: 'multiplayer',
    name: 'Çok Oyunculu ve Ağ',
    description: 'Netcode, sunucu mimarisi, gecikme telafisi ve eşleştirme.',
    icon: 'network',
    color: '#0ea5e9',
    group: 'technical-advanced',
    weight: 3,
  },
  {
    slug: 'optimizasyon',
    name: 'Performans ve Optimizasyon',
    description: 'Profiler, draw call, bellek, GC ve kare süresi avcılığı.',
    icon: 'gauge',
    color: '#ef4444',
    group: 'technical-advanced',
    weight: 3,
  },
  {
    slug: 'pazarlama',
    name: 'Yayıncılık ve Pazarlama',
    description: 'Steam sayfası, wishlist, fragman, topluluk ve yayıncılarla çalışmak.',
    icon: 'megaphone',
    color: '#f59e0b',
    group: 'business',
    weight: 2,
  },
  {
    slug: 'kariyer',
    name: 'Kariyer ve İş İlanları',
    description: 'Stüdyo ilanları, portfolyo incelemeleri ve sektörde kariyer.',
    icon: 'briefcase',
    color: '#64748b',
    group: 'business',
    weight: 2,
  },
  {
    slug: 'premium-ustalik',
    name: 'Premium Ustalık Sınıfı',
    description: 'Premium üyelere özel ileri seviye dersler ve soru-cevap oturumları.',
    icon: 'gem',
    color: '#d4af37',
    group: 'premium',
    isPremium: true,
    weight: 2,
  },
  {
    slug: 'premium-kod-inceleme',
    name: 'Premium Kod İnceleme',
    description: 'Kodunuzu deneyimli geliştiricilere inceletin. Yalnızca premium üyeler.',
    icon: 'code-review',
    color: '#b8860b',
    group: 'premium',
    parent: 'premium-ustalik',
    isPremium: true,
    weight: 1,
  },
  {
    slug: 'premium-mentorluk',
    name: 'Premium Mentorluk',
    description: 'Birebir mentorluk eşleşmeleri ve kariyer planlama. Yalnızca premium üyeler.',
    icon: 'compass',
    color: '#c084fc',
    group: 'premium',
    isPremium: true,
    weight: 1,
  },
];

/** Tag names as stored (trimmed, lowercased). Slugs are given where the name has symbols. */
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
