// Demo members: the three accounts README names, and generated Turkish game developers.
import {
  ENGINE_OPTIONS,
  PLATFORM_OPTIONS,
  PROGRAMMING_LANGUAGE_OPTIONS,
  SPECIALTY_OPTIONS,
  optionValues,
  type Engine,
  type Platform,
  type ProgrammingLanguage,
  type Specialty,
} from '@oyundev/domain';
import { DEMO_LOGINS } from '../../lib/demo-logins';

const demoPassword = (username: string) => DEMO_LOGINS.find((d) => d.username === username)!.password;

export type DemoAccount = {
  username: string;
  password: string;
  role: 'admin' | 'moderator' | 'user';
  fullName: string;
  title: string;
  bio: string;
  location: string;
  // Option values of domain options.ts ('unity', 'csharp', 'programming'), never their labels.
  gameEngines: Engine[];
  programmingLanguages: ProgrammingLanguage[];
  specialties: Specialty[];
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    password: demoPassword('admin'),
    role: 'admin',
    fullName: 'Kerem Aydın',
    title: 'Platform Yöneticisi',
    bio: 'OyunDev topluluğunun kurucularındanım. On yıldır Unity ve C# ile oyun geliştiriyorum; topluluğun düzgün, yardımsever ve keyifli kalması için buradayım.',
    location: 'İstanbul',
    gameEngines: ['unity', 'godot'],
    programmingLanguages: ['csharp', 'python'],
    specialties: ['programming', 'management'],
  },
  {
    username: 'moderator',
    password: demoPassword('moderator'),
    role: 'moderator',
    fullName: 'Selin Korkmaz',
    title: 'Topluluk Moderatörü',
    bio: 'Gündüzleri mobil oyun stüdyosunda teknik tasarımcıyım, akşamları forumda yeni başlayanlara yardım ediyorum. Kurallar herkes için; soru sormaktan çekinmeyin.',
    location: 'Ankara',
    gameEngines: ['unity', 'unreal'],
    programmingLanguages: ['csharp', 'cpp', 'blueprint'],
    specialties: ['game-design', 'ui-design'],
  },
  {
    username: 'user',
    password: demoPassword('user'),
    role: 'user',
    fullName: 'Deniz Arslan',
    title: 'Hobi Oyun Geliştiricisi',
    bio: 'Bilgisayar mühendisliği öğrencisiyim. İlk 2D platform oyunumu Godot ile yapıyorum, pixel art öğreniyorum.',
    location: 'İzmir',
    gameEngines: ['godot'],
    programmingLanguages: ['gdscript', 'python'],
    specialties: ['programming', '2d-art'],
  },
];

export const FIRST_NAMES = [
  'Ahmet',
  'Mehmet',
  'Ayşe',
  'Fatma',
  'Mustafa',
  'Zeynep',
  'Emre',
  'Elif',
  'Burak',
  'Merve',
  'Can',
  'Ece',
  'Oğuz',
  'Büşra',
  'Kaan',
  'Gizem',
  'Murat',
  'Selin',
  'Onur',
  'Derya',
  'Tolga',
  'Şeyma',
  'Barış',
  'İrem',
  'Serkan',
  'Gökçe',
  'Umut',
  'Pınar',
  'Cem',
  'Özge',
  'Hakan',
  'Nazlı',
  'Yusuf',
  'Cansu',
  'Furkan',
  'Ebru',
  'Berk',
  'Aslı',
  'Eren',
  'Dilara',
  'Alper',
  'Tuğba',
  'Arda',
  'Sinem',
  'Volkan',
  'Melis',
  'Koray',
  'Esra',
  'İlker',
  'Ceren',
];

export const LAST_NAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Korkmaz',
  'Erdoğan',
  'Güneş',
  'Acar',
  'Tekin',
  'Aksoy',
  'Bulut',
  'Keskin',
  'Ünal',
  'Güler',
  'Türkmen',
  'Tuncer',
  'Karaca',
  'Uçar',
  'Bozkurt',
  'Sarı',
  'Erdem',
  'Yavuz',
  'Ateş',
];

export const CITIES = [
  'İstanbul',
  'Ankara',
  'İzmir',
  'Bursa',
  'Antalya',
  'Eskişehir',
  'Konya',
  'Kocaeli',
  'Trabzon',
  'Gaziantep',
  'Kayseri',
  'Samsun',
  'Denizli',
  'Mersin',
  'Adana',
  'Berlin',
  'Amsterdam',
  'Londra',
];

export const TITLES = [
  'Unity Geliştirici',
  'Oyun Programcısı',
  'Bağımsız Oyun Geliştiricisi',
  'Teknik Sanatçı',
  '2D Sanatçı',
  '3D Modelleme Sanatçısı',
  'Oyun Tasarımcısı',
  'Seviye Tasarımcısı',
  'Unreal Engine Geliştirici',
  'Godot Meraklısı',
  'Mobil Oyun Geliştirici',
  'Ses Tasarımcısı',
  'UI/UX Tasarımcısı',
  'Bilgisayar Mühendisliği Öğrencisi',
  'Gameplay Programcısı',
  'Shader Programcısı',
];

export const COMPANIES = [
  'Pixel Fırın Stüdyo',
  'Anadolu Games',
  'Mavi Kedi Interactive',
  'Serbest Çalışan',
  'Boğaziçi Oyun Lab',
  'Kuzey Işığı Games',
  'Hacettepe Oyun Kulübü',
  'Demirhane Studios',
  'Tavla Yazılım',
  null,
  null,
  null,
];

// Profile choices are stored as the domain's option values, exactly as the settings form saves them.
export const ENGINES: Engine[] = optionValues(ENGINE_OPTIONS);
export const LANGUAGES: ProgrammingLanguage[] = optionValues(PROGRAMMING_LANGUAGE_OPTIONS).filter((v) => v !== 'other');
export const SPECIALTIES: Specialty[] = optionValues(SPECIALTY_OPTIONS);
export const PLATFORMS: Platform[] = optionValues(PLATFORM_OPTIONS);

export const BIO_OPENINGS = [
  'Beş yıldır oyun geliştiriyorum.',
  'Gündüz yazılımcı, gece bağımsız oyun geliştiricisiyim.',
  'Küçük bir stüdyoda gameplay programcısı olarak çalışıyorum.',
  'Üniversitede oyun tasarımı okuyorum.',
  'Oyun sektörüne web geliştirmeden geçtim.',
  'Çocukluğumdan beri oyunlara bayılırım, şimdi kendi oyunlarımı yapıyorum.',
  'Game jam bağımlısıyım, her ay en az bir jam’e katılmaya çalışıyorum.',
  'Teknik sanat ve shader’lar benim tutkum.',
];

export const BIO_CLOSINGS = [
  'Şu an Steam için küçük bir roguelike üzerinde çalışıyorum.',
  'Öğrendiklerimi blogda paylaşmayı seviyorum.',
  'Sorularınız olursa forumda etiketleyin, yardımcı olmaya çalışırım.',
  'Mobil bulmaca oyunları yapıyorum.',
  'Boş zamanlarımda pixel art çiziyorum.',
  'Çok oyunculu oyunlar ve ağ kodu üzerine çalışıyorum.',
  'Hedefim ilk ticari oyunumu bu yıl yayınlamak.',
  'Türkçe oyun geliştirme kaynaklarının artması için uğraşıyorum.',
];

export const PORTFOLIO_TITLES = [
  'Gölge Avcısı',
  'Kayıp Ada',
  'Piksel Kahvehane',
  'Yıldız Tozu',
  'Mahalle Maçı',
  'Kale Savunması',
  'Derin Orman',
  'Çarşı Simülatörü',
  'Rüzgar Gülü',
  'Son Vagon',
];
