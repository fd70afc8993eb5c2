// Badges, announcements, generic pages and moderation samples.

export { BADGES, type BadgeSeed } from './badges';

export const ANNOUNCEMENTS = [
  {
    title: 'OyunDev’e hoş geldiniz!',
    content: 'Türkiye’nin oyun geliştirici topluluğu yenilendi. Profilinizi tamamlayın, ilk konunuzu açın ve Hoş Geldin! rozetinizi alın.',
    type: 'info',
    active: true,
  },
  {
    title: 'Kış Game Jam’i kayıtları açıldı',
    content: '48 saatlik OyunDev Kış Jam’i ayın son hafta sonu başlıyor. Takım arayışları için Oyun Jamleri kategorisine göz atın.',
    type: 'success',
    active: true,
  },
  {
    title: 'Planlı bakım çalışması',
    content: 'Pazar gecesi 03:00–04:00 arasında kısa bir bakım çalışması yapılacaktır. Bu sırada yeni içerik gönderilemeyecektir.',
    type: 'warning',
    active: false,
  },
];

export const PAGES: Array<{ slug: string; title: string; seoDescription: string; body: string }> = [
  {
    slug: 'hakkimizda',
    title: 'Hakkımızda',
    seoDescription: 'OyunDev, Türkçe konuşan oyun geliştiricilerin soru sorduğu, öğrendiği ve projelerini paylaştığı topluluktur.',
    body: [
      '# Hakkımızda',
      'OyunDev, Türkçe konuşan oyun geliştiricileri bir araya getiren bağımsız bir topluluktur. Programcılar, sanatçılar, tasarımcılar, ses tasarımcıları ve yapımcılar burada soru sorar, öğrendiklerini paylaşır ve birbirlerinin projelerine destek olur.',
      '## Neden varız?',
      'Oyun geliştirme kaynaklarının büyük çoğunluğu İngilizce. Biz, Türkçe kaynakların artmasını, yeni başlayanların yalnız kalmamasını ve deneyimli geliştiricilerin bilgilerini aktarabileceği bir ortamın olmasını istiyoruz.',
      '## Neler yapabilirsiniz?',
      '- **Forum:** Unity, Unreal Engine, Godot ve daha pek çok konuda soru sorun, yanıt verin.\n- **Blog:** Rehberler, deneyimler ve sektör yazıları okuyun; kendi yazılarınızı yayınlayın.\n- **Profil ve rozetler:** Katkılarınızla itibar puanı kazanın, rozet toplayın.\n- **Premium:** İleri seviye içeriklere ve mentorluk programına erişin.',
      '## Ekip',
      'OyunDev gönüllü moderatörler ve küçük bir çekirdek ekip tarafından yürütülür. Bize [iletişim sayfası](/iletisim) üzerinden ulaşabilirsiniz.',
    ].join('\n\n'),
  },
  {
    slug: 'iletisim',
    title: 'İletişim',
    seoDescription: 'OyunDev ekibine soru, öneri ve iş birliği talepleriniz için ulaşın.',
    body: [
      '# İletişim',
      'Sorularınız, önerileriniz ya da iş birliği teklifleriniz için bize ulaşabilirsiniz.',
      '## E-posta',
      '- Genel: **iletisim@oyundev.local**\n- Destek: **destek@oyundev.local**\n- Reklam ve iş birlikleri: **isbirligi@oyundev.local**',
      '## Topluluk',
      'Hızlı yanıt için forumdaki **Genel Sohbet** kategorisine yazabilir ya da Discord sunucumuza katılabilirsiniz.',
      '## Hata bildirimi',
      'Sitede bir hata bulduysanız hangi sayfada, ne yaptığınızda ve ne beklediğinizi yazarak destek adresine gönderin. Ekran görüntüsü her zaman işimizi kolaylaştırır.',
      'Mesajlarınıza genellikle iki iş günü içinde yanıt veriyoruz.',
    ].join('\n\n'),
  },
  {
    slug: 'kurallar',
    title: 'Topluluk Kuralları',
    seoDescription: 'OyunDev forumunda, blogunda ve yorumlarda uyulması gereken topluluk kuralları.',
    body: [
      '# Topluluk Kuralları',
      'OyunDev’in herkes için güvenli ve verimli kalması için aşağıdaki kurallara uymanızı rica ediyoruz.',
      '## 1. Saygı',
      'Kişilere değil fikirlere itiraz edin. Hakaret, aşağılama, ayrımcılık ve taciz kesinlikle yasaktır.',
      '## 2. Spam ve reklam',
      'Aynı içeriği birden fazla yerde paylaşmayın. Projelerinizi **Proje Vitrini** kategorisinde tanıtabilirsiniz; başka kategorilerde reklam yapmayın.',
      '## 3. Telif hakları',
      'Korsan yazılım, crack, lisanssız varlık ya da başkasına ait içeriği izinsiz paylaşmayın.',
      '## 4. Doğru kategori',
      'Konunuzu en uygun kategoride açın. Yanlış kategorideki konular moderatörler tarafından taşınabilir.',
      '## 5. Raporlama',
      'Kurallara aykırı bir içerik gördüğünüzde tartışmaya girmek yerine **Raporla** butonunu kullanın.',
      '## Yaptırımlar',
      'Kural ihlallerinde içerik kaldırılabilir, hesap geçici ya da kalıcı olarak askıya alınabilir. Kararlara itiraz için iletişim sayfasını kullanabilirsiniz.',
    ].join('\n\n'),
  },
  {
    slug: 'gizlilik',
    title: 'Gizlilik Politikası',
    seoDescription: 'OyunDev’in hangi kişisel verileri, hangi amaçla işlediğini ve haklarınızı açıklar.',
    body: [
      '# Gizlilik Politikası',
      'Bu politika, OyunDev’i kullanırken hangi verilerinizi işlediğimizi ve 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamındaki haklarınızı açıklar.',
      '## Topladığımız veriler',
      '- **Hesap bilgileri:** kullanıcı adı, e-posta adresi, şifrenizin özeti (şifrenizin kendisi saklanmaz)\n- **Profil bilgileri:** isteğe bağlı olarak girdiğiniz ad, biyografi, konum ve bağlantılar\n- **İçerik:** konu, yanıt, yorum ve blog yazılarınız\n- **Teknik veriler:** güvenlik amacıyla IP adresi ve tarayıcı bilgisi',
      '## Verileri ne için kullanıyoruz?',
      'Hesabınızı yönetmek, e-posta doğrulaması ve şifre sıfırlama, kötüye kullanımı önlemek ve siteyi geliştirmek için.',
      '## Paylaşım',
      'Verilerinizi satmıyoruz. Yalnızca e-posta gönderimi ve barındırma gibi hizmetler için işlem yapan tedarikçilerle, gerektiği kadar paylaşırız.',
      '## Haklarınız',
      'Verilerinize erişme, düzeltme ve silinmesini isteme hakkınız vardır. Taleplerinizi **gizlilik@oyundev.local** adresine iletebilirsiniz.',
    ].join('\n\n'),
  },
  {
    slug: 'premium',
    title: 'Premium Üyelik',
    seoDescription: 'OyunDev Premium ile ileri seviye içeriklere, mentorluk programına ve reklamsız deneyime erişin.',
    body: [
      '# Premium Üyelik',
      'Premium üyelik, OyunDev’i desteklemenin ve topluluktan daha fazlasını almanın en iyi yolu.',
      '## Premium ile neler kazanırsınız?',
      '- **Premium kategoriler:** Ustalık Sınıfı, Kod İnceleme ve Mentorluk kategorilerine erişim\n- **Premium blog yazıları:** ileri seviye rehberlerin tamamı\n- **Reklamsız deneyim**\n- **Premium Destekçi rozeti** ve profilinizde özel rozet',
      '## Profesyonel paket',
      'Şu anda tek paketimiz **Profesyonel**. Yıllık üyelikle tüm premium içeriklere erişirsiniz.',
      '## Sıkça sorulanlar',
      '**İptal edebilir miyim?** Evet, dilediğiniz zaman. Üyeliğiniz dönem sonuna kadar devam eder.\n\n**Öğrenci indirimi var mı?** Öğrenci e-posta adresiyle başvurularda indirim uyguluyoruz; iletişim sayfasından yazın.',
    ].join('\n\n'),
  },
  {
    slug: 'bookmarks',
    title: 'Kaydedilenler',
    seoDescription: 'Konuları ve blog yazılarını kaydedip daha sonra okumak.',
    body: [
      '# Kaydedilenler',
      'Beğendiğiniz bir konuyu ya da blog yazısını daha sonra okumak için kaydedebilirsiniz.',
      '## Nasıl kaydederim?',
      'Konu veya yazı sayfasındaki **Kaydet** (yer imi) simgesine tıklayın. Kaydettiğiniz içeriklere profil menüsündeki **Kaydedilenler** bağlantısından ulaşırsınız.',
      '## Gizlilik',
      'Kaydettikleriniz yalnızca size görünür; içeriğin yazarı kimin kaydettiğini göremez, yalnızca toplam kaydedilme sayısını görür.',
    ].join('\n\n'),
  },
  {
    slug: 'help',
    title: 'Yardım Merkezi',
    seoDescription: 'OyunDev hesabı, forum, rozetler, seriler, bildirimler ve premium üyelik hakkında sık sorulan sorular.',
    body: [
      '# Yardım Merkezi',
      '## Hesap',
      '**E-posta doğrulama bağlantısı gelmedi.** Gereksiz (spam) klasörünü kontrol edin ya da doğrulama sayfasından yeniden gönderin.\n\n**Şifremi unuttum.** Giriş sayfasındaki *Şifremi unuttum* bağlantısını kullanın; sıfırlama bağlantısı e-postanıza gelir.',
      '## Forum',
      '**Nasıl konu açarım?** Giriş yaptıktan sonra forumda **Yeni Konu** butonuna tıklayın. Başlık en az 5, içerik en az 10 karakter olmalıdır; en fazla 5 etiket ekleyebilirsiniz.\n\n**Oy ve beğeni farkı nedir?** Oylar konunun sıralamasını belirler; beğeniler yazara itibar puanı kazandırır.',
      '## İtibar ve rozetler',
      'Konu açmak, yanıt yazmak, beğeni ve çözüm almak itibar puanı kazandırır. Puanınız arttıkça seviyeniz yükselir: Yeni Geliştirici, Gelişen Yetenek, Deneyimli Geliştirici, Uzman Geliştirici, Usta Geliştirici ve Efsane Geliştirici.',
      'Rozetler, kazandıran işi yaptığınız anda verilir ve ödül puanı itibarınıza eklenir. Tüm rozetleri, kaç üyede olduklarını ve her birine ne kadar yaklaştığınızı [Rozetler](/rozetler) sayfasında görebilirsiniz. Beğenisi geri alınan ya da silinen içeriğin puanı da geri alınır.',
      '## Seriler',
      'Her gün (İstanbul saatiyle gece yarısına kadar) konu, yanıt ya da yorum yazdığınızda günlük seriniz uzar. Haftada bir kaçırdığınız gün affedilir: seri dondurulur ve profilinizde öyle görünür; ertesi gün devam ederseniz seriniz bozulmaz. Profilinizde haftalık ve aylık serileriniz de yer alır.',
      '## Bildirimler',
      'Konunuza ya da yanıtınıza yanıt geldiğinde, biri sizi takip ettiğinde, içeriğiniz beğenildiğinde, bir yanıtınız çözüm seçildiğinde, rozet kazandığınızda ve bir moderatör içeriğiniz hakkında karar verdiğinde bildirim alırsınız. Bir yanıtta ya da yorumda **@kullanıcıadı** yazarak bir üyeden bahsedebilirsiniz; bahsedilen üye bildirim alır ve adı profiline bağlantı olur.',
      'Bildirimlerinizi üst menüdeki zil simgesinden ya da [Bildirimler](/notifications) sayfasından okuyabilir, tek tek ya da topluca okundu işaretleyebilirsiniz. Hangi bildirimleri alacağınızı [Ayarlar](/ayarlar) sayfasından seçersiniz.',
      '## Takip',
      'Bir üyenin profilindeki **Takip Et** butonuyla onu takip edersiniz. Ana sayfadaki **Takip Ettiklerim** görünümü, takip ettiğiniz üyelerin yazdıklarını gösterir.',
      '## Premium',
      'Premium üyelik hakkında ayrıntılar için [Premium](/premium) sayfasına bakın.',
    ].join('\n\n'),
  },
];

export const REPORT_REASONS: Record<'spam' | 'inappropriate' | 'copyright' | 'harassment', string[]> = {
  spam: ['Aynı bağlantı birçok konuda paylaşılmış.', 'Konuyla ilgisiz reklam içeriği.'],
  inappropriate: ['Uygunsuz dil kullanılmış.', 'Konu dışı ve kışkırtıcı içerik.'],
  copyright: ['Ücretli bir varlık paketinin dosyaları izinsiz paylaşılmış.', 'Başka bir siteden izinsiz kopyalanmış yazı.'],
  harassment: ['Bir üyeye yönelik hakaret içeriyor.', 'Kişisel saldırı ve aşağılama.'],
};

/** Resolution texts the admin screens write (forum spec §4). */
export const RESOLUTIONS = {
  resolved: 'Rapor onaylandı ve gerekli işlem yapıldı',
  rejected: 'Rapor reddedildi - ihlal bulunamadı',
};

/** House ads (api::house-ad): images in assets/ads at the slot sizes of domain AD_SLOTS. */
export const HOUSE_ADS: Array<{
  title: string;
  image: string;
  linkUrl: string;
  altText: string;
  slot: 'list-top' | 'sidebar' | 'in-content';
  weight: number;
  startedDaysAgo: number;
  /** null: no end date. */
  endsInDays: number | null;
}> = [
  {
    title: 'OyunDev Premium',
    image: 'premium-sidebar',
    linkUrl: '/premium',
    altText: 'OyunDev Premium: reklamsız oku, ustalardan öğren. Ustalık sınıfı, kod inceleme ve mentorluk. Premium’a geç.',
    slot: 'sidebar',
    weight: 10,
    startedDaysAgo: 60,
    endsInDays: null,
  },
  {
    title: 'OyunDev Kış Jam’i',
    image: 'kis-jami-list-top',
    linkUrl: '/forum/kategori/oyun-jamleri',
    altText: 'OyunDev Kış Jam’i: 48 saat, tema açılışta, tek kişi ya da takım. Takımını kur.',
    slot: 'list-top',
    weight: 10,
    startedDaysAgo: 10,
    endsInDays: 45,
  },
  {
    title: 'Oyun Geliştirici Buluşması',
    image: 'bulusma-in-content',
    linkUrl: '/forum/kategori/genel-sohbet',
    altText: 'Etkinlik: Oyun Geliştirici Buluşması. Sunumlar, demo masası ve portfolyo incelemeleri. Ayrıntılar forumda.',
    slot: 'in-content',
    weight: 5,
    startedDaysAgo: 5,
    endsInDays: 60,
  },
];
