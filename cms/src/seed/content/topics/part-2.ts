// Demo topics (community, platforms, advanced, business, premium): markdown bodies; their replies are in content/replies (keyed by title).
import type { TopicSeed } from '../forum';

const md = (...parts: Array<string | false | undefined>) => parts.filter(Boolean).join('\n\n');

export const TOPICS_2: TopicSeed[] = [
  {
    category: 'ui-ux',
    title: 'Mobil oyunda HUD: başparmak bölgesi ve güvenli alan',
    tags: ['ui', 'mobile'],
    body: md(
      'Dikey bir mobil oyunda butonları nereye koyacağımı test ettim. Notlarım:',
      '- Ana aksiyonlar ekranın alt üçte birinde\n- Çentik için `Screen.safeArea` ile paneli küçültmek şart\n- Dokunma hedefleri en az 48dp',
      'Menülerde alttan açılan paneller mi, tam ekran sayfalar mı daha iyi çalışıyor sizce?',
    ),
  },
  {
    category: 'ses-muzik',
    title: 'Adım sesleri: zemine göre farklı ses nasıl çalınır?',
    tags: ['ses', 'unity'],
    question: true,
    body: md(
      'Çim, taş ve tahta zeminde farklı adım sesi istiyorum. Animasyon olayı ile adım anını yakalıyorum.',
      '```csharp\npublic void AdimAt() // Animation Event\n{\n    if (Physics.Raycast(transform.position, Vector3.down, out var hit, 1.2f))\n        kaynak.PlayOneShot(sesler.Sec(hit.collider.sharedMaterial));\n}\n```',
      'Physic Material yerine tag ya da terrain layer mı kullanmak daha doğru?',
    ),
  },
  {
    category: 'genel-sohbet',
    title: 'Bu yıl en çok hangi indie oyundan ilham aldınız?',
    tags: ['indie'],
    body: md(
      'Benim için *Balatro* oldu: basit bir fikir, kusursuz bir “bir el daha” döngüsü.',
      'Sizin listenizde neler var? Tasarım olarak en çok neyi beğendiniz?',
    ),
  },
  {
    category: 'genel-sohbet',
    title: 'Türkiye’de oyun geliştirici olmak: 2025 gözlemleri',
    tags: ['kariyer', 'indie'],
    body: md(
      'Son iki yılda stüdyo sayısı arttı ama iş ilanlarında deneyim beklentisi de yükseldi.',
      '## Gözlemlerim',
      '- Mobil hâlâ en çok iş imkânı sunan alan\n- PC indie tarafında yayıncı desteği almak kolaylaştı\n- Türkçe kaynak sayısı artıyor ama ileri seviye içerik az',
      'Sizin deneyimleriniz nasıl?',
    ),
  },
  {
    category: 'yeni-baslayanlar',
    title: 'C# öğrenmek için hangi kaynakları önerirsiniz?',
    tags: ['c#', 'başlangıç'],
    body: md(
      'Unity’ye başlamadan önce C# temelimi sağlamlaştırmak istiyorum.',
      'Türkçe ya da İngilizce; kitap, kurs, YouTube serisi fark etmez. Özellikle oyun odaklı örnekleri olan kaynaklar arıyorum.',
    ),
  },
  {
    category: 'yeni-baslayanlar',
    title: 'İlk oyunumu bitiremiyorum, sürekli yeni projeye başlıyorum',
    tags: ['başlangıç', 'indie'],
    body: md(
      'Son bir yılda altı proje başlattım, hiçbirini bitiremedim. Her seferinde daha iyi bir fikir geliyor.',
      'Bu döngüden nasıl çıktınız? Kapsamı küçük tutmak için kendinize koyduğunuz kurallar var mı?',
    ),
  },
  {
    category: 'proje-vitrini',
    title: 'Piksel Kahvehane: kahve dükkanı işletme oyunum demo aşamasında',
    tags: ['indie', 'pixel-art', 'steam'],
    body: md(
      'Sekiz aydır üzerinde çalıştığım kahve dükkanı işletme oyunumun demosu hazır!',
      '## Özellikler',
      '- 30’dan fazla tarif\n- Gün içinde değişen müşteri tipleri\n- Dükkanı dekore etme',
      'Oynanış ve görseller hakkında her türlü geri bildirime açığım. Steam sayfası yakında.',
    ),
  },
  {
    category: 'proje-vitrini',
    title: 'Godot ile yaptığım roguelike: Derin Orman',
    tags: ['godot', 'indie', 'procedural'],
    body: md(
      'Prosedürel haritalı, sıra tabanlı bir roguelike. Haritalar her seferinde yeniden üretiliyor:',
      '- Drunkard’s walk ile mağaralar\n- Oda-koridor algoritması ile zindanlar\n- Ağırlıklı tablolardan düşman ve ganimet',
      'Denemek isteyenler için itch.io bağlantısını yorumlara ekleyeceğim.',
    ),
  },
  {
    category: 'oyun-jamleri',
    title: 'OyunDev Kış Jam’i için takım arkadaşı arıyorum',
    tags: ['game-jam'],
    body: md(
      'Programcıyım (Unity, C#). 48 saatlik jam için bir 2D sanatçı ve mümkünse bir ses tasarımcısı arıyorum.',
      'Daha önce iki jam’e katıldım, ikisini de bitirdik. Discord’dan yazabilirsiniz.',
    ),
  },
  {
    category: 'oyun-jamleri',
    title: 'Jam sonrası değerlendirme: 48 saatte neyi yanlış yaptık?',
    tags: ['game-jam', 'indie'],
    body: md(
      'Geçen hafta sonu jam’ine katıldık ve oyunu son 10 dakikada yükleyebildik.',
      '## Hatalarımız',
      '1. İlk 6 saati fikir tartışarak geçirdik\n2. Ses’i son saate bıraktık\n3. Build almayı hiç denememiştik',
      'Bir dahaki sefer ilk gün sonunda oynanabilir bir sürüm hedefleyeceğiz.',
    ),
  },
  {
    category: 'mobil',
    title: 'Android’de dokunmatik kontrollerde gecikme',
    tags: ['mobile', 'android', 'unity'],
    question: true,
    body: md(
      'Bazı Android cihazlarda dokunuşlar yaklaşık 100 ms gecikmeli algılanıyor gibi.',
      '- Target frame rate 60\n- Yeni Input System kullanıyorum\n- VSync kapalı',
      'Dokunma girdisini `Update` yerine olay tabanlı okumak fark eder mi?',
    ),
  },
  {
    category: 'mobil',
    title: 'Ödüllü reklam mı, uygulama içi satın alma mı?',
    tags: ['mobile', 'pazarlama'],
    body: md(
      'Hyper-casual değil, daha çok bulmaca türünde bir oyunum var. Gelir modelini belirlemeye çalışıyorum.',
      'Ödüllü reklamları oyuncu isteğine bağlı tutup reklam kaldırma satın alması eklemek mantıklı mı?',
    ),
  },
  {
    category: 'vr-ar',
    title: 'Quest 3 için el takibi ile etkileşim',
    tags: ['vr', 'unity'],
    body: md(
      'XR Interaction Toolkit ile el takibini denedim. Kavrama hareketi güzel ama UI ile etkileşim zahmetli.',
      'Poke etkileşimi mi, ray ile seçim mi? VR’da menüler için en rahat yöntemi arıyorum.',
    ),
  },
  {
    category: 'yapay-zeka',
    title: 'A* ile grid üzerinde yol bulma: çapraz hareket maliyeti',
    tags: ['ai', 'procedural'],
    question: true,
    body: md(
      'Python ile bir prototip yazdım, sonra C#’a taşıyacağım:',
      'CODE:pythonAstar',
      'Çapraz hareketi 1.41 maliyetle eklediğimde köşe kesme sorunu çıkıyor. Duvar köşelerinden çapraz geçişi nasıl engellersiniz?',
    ),
  },
  {
    category: 'yapay-zeka',
    title: 'Davranış ağacı mı, GOAP mı, yoksa basit durum makinesi mi?',
    tags: ['ai'],
    body: md(
      'Gizlilik (stealth) oyunumdaki muhafızlar için bir yapay zekâ mimarisi seçmem gerekiyor.',
      '- Durum makinesi: basit ama durum sayısı artınca dağılıyor\n- Davranış ağacı: okunaklı, editör desteği iyi\n- GOAP: esnek ama hata ayıklaması zor',
      'Üretimde hangisini kullandınız ve pişman oldunuz mu?',
    ),
  },
  {
    category: 'multiplayer',
    title: 'Netcode for GameObjects ile sunucu yetkili hareket',
    tags: ['multiplayer', 'netcode', 'unity'],
    question: true,
    body: md(
      'Hile yapılmasın diye hareketi sunucu yetkili yaptım:',
      'CODE:netcode',
      'Ama istemci tarafında her şey takılarak ilerliyor. İstemci tahmini (client prediction) ve uzlaştırmayı (reconciliation) nasıl eklerim?',
    ),
  },
  {
    category: 'multiplayer',
    title: 'Küçük bir co-op oyun için sunucu maliyetleri',
    tags: ['multiplayer', 'indie', 'steam'],
    body: md(
      '4 kişilik co-op bir oyun için özel sunucu mu, yoksa Steam ağı üzerinden P2P mi?',
      'Steam Datagram Relay ile NAT sorununu çözen var mı? Aylık maliyet tahmininiz nedir?',
    ),
  },
  {
    category: 'optimizasyon',
    title: 'Profiler’da GC.Alloc zirveleri: LINQ ve string birleştirme',
    tags: ['optimizasyon', 'performans', 'c#', 'unity'],
    body: md(
      'Her karede ~2 KB tahsis görüyordum. Bulduklarım:',
      '1. `Update` içinde LINQ (`Where`, `OrderBy`)\n2. UI metninde her karede string birleştirme\n3. `GetComponent` çağrıları',
      '```csharp\n// Önce\nskorText.text = "Skor: " + skor;\n// Sonra: yalnızca değişince\nif (skor != oncekiSkor) { skorText.SetText("Skor: {0}", skor); oncekiSkor = skor; }\n```',
      'Sıfır tahsis hedefine ulaşan var mı?',
    ),
  },
  {
    category: 'optimizasyon',
    title: 'Draw call sayısını düşürmek: static batching, SRP batcher, GPU instancing',
    tags: ['optimizasyon', 'unity', '3d'],
    question: true,
    body: md(
      'Sahnemde 3000 draw call var ve mobilde 25 FPS alıyorum.',
      '## Sorularım',
      '- SRP Batcher açıkken static batching’in bir anlamı kalıyor mu?\n- Farklı materyallerdeki aynı mesh’ler için instancing çalışır mı?',
      'Frame Debugger çıktısını da ekleyebilirim.',
    ),
  },
  {
    category: 'pazarlama',
    title: 'Steam sayfası açtıktan sonra ilk 1000 wishlist',
    tags: ['steam', 'pazarlama', 'indie'],
    body: md(
      'Sayfamı açalı üç ay oldu, 1000 wishlist’e yeni ulaştım. İşe yarayanlar:',
      '- Reddit’te kısa GIF paylaşımları\n- Steam Next Fest\n- Türk YouTuber’lara demo göndermek',
      'İşe yaramayan: ücretli sosyal medya reklamları. Sizin deneyimleriniz?',
    ),
  },
  {
    category: 'pazarlama',
    title: 'Fragman (trailer) hazırlarken ilk 5 saniye kuralı',
    tags: ['pazarlama', 'steam'],
    body: md(
      'Fragmanların çoğu logo ve stüdyo adıyla başlıyor, oysa izleyici ilk saniyelerde karar veriyor.',
      'Oynanışla açılıp logo ile biten kısa (45-60 sn) fragmanlar daha iyi sonuç veriyor mu? Örnek paylaşabilirsiniz.',
    ),
  },
  {
    category: 'kariyer',
    title: 'Junior Unity geliştirici portfolyosunda neler olmalı?',
    tags: ['kariyer', 'portfolyo', 'unity'],
    question: true,
    body: md(
      'İlk işimi arıyorum. Portfolyomda iki jam oyunu ve yarım kalmış bir proje var.',
      'İşe alım yapanlar neye bakıyor? Kod örneği mi, oynanabilir build mi, yoksa GitHub geçmişi mi?',
    ),
  },
  {
    category: 'kariyer',
    title: 'İstanbul’da mobil oyun stüdyosu: Gameplay Programcısı ilanı',
    tags: ['kariyer', 'mobile', 'unity'],
    body: md(
      'Stüdyomuz **Mavi Kedi Interactive** gameplay programcısı arıyor.',
      '## Aranan nitelikler',
      '- En az 2 yıl Unity ve C# deneyimi\n- Yayınlanmış en az bir mobil oyun\n- Git ile ekip çalışması',
      'Hibrit çalışma, İstanbul/Kadıköy ofis. Başvurular için profilimdeki e-posta adresine yazabilirsiniz.',
    ),
  },
  {
    category: 'premium-ustalik',
    title: 'Ustalık sınıfı: ECS ile 100.000 birimlik sürü simülasyonu',
    tags: ['ecs', 'unity', 'performans'],
    author: 'admin',
    body: md(
      'Bu oturumda Unity DOTS (Entities 1.x) ile 100.000 birimi 60 FPS’te nasıl hareket ettirdiğimizi adım adım anlatıyoruz.',
      '## Konular',
      '1. `IJobEntity` ile paralel hareket\n2. Uzamsal hash ile komşu arama\n3. Burst derleyicisinden en iyi verimi almak',
      '```csharp\n[BurstCompile]\npublic partial struct HareketJob : IJobEntity\n{\n    public float Dt;\n    void Execute(ref LocalTransform t, in Hiz h) => t.Position += h.Deger * Dt;\n}\n```',
      'Sorularınızı bu konunun altına yazın; canlı oturumda yanıtlayacağız.',
    ),
  },
  {
    category: 'premium-ustalik',
    title: 'Shader optimizasyonu: mobilde overdraw avcılığı',
    tags: ['shader', 'optimizasyon', 'mobile'],
    body: md(
      'Mobil GPU’larda en büyük düşmanlardan biri overdraw. Bu derste saydam parçacıkları ve UI katmanlarını ölçüp azaltmayı inceliyoruz.',
      '- RenderDoc ile overdraw görselleştirme\n- Alfa testli yerine opak + dithering\n- Parçacıkların ekran kaplamasını sınırlamak',
    ),
  },
  {
    category: 'premium-kod-inceleme',
    title: 'Envanter sistemim için kod incelemesi rica ediyorum',
    tags: ['c#', 'unity'],
    question: true,
    body: md(
      'ScriptableObject tabanlı bir envanter sistemi yazdım. Eşya yığınları, sürükle-bırak ve kaydetme var.',
      '```csharp\npublic class Envanter : ScriptableObject\n{\n    [SerializeField] private List<Yigin> yiginlar = new();\n    public event Action Degisti;\n    public bool Ekle(Esya esya, int adet) { /* ... */ Degisti?.Invoke(); return true; }\n}\n```',
      'Özellikle olay yönetimi ve kaydetme tarafına bakılmasını isterim.',
    ),
  },
  {
    category: 'premium-mentorluk',
    title: 'Mentorluk programı: bu dönemin eşleşmeleri',
    tags: ['kariyer'],
    author: 'moderator',
    body: md(
      'Bu dönem 12 mentor ve 30 mentee ile başlıyoruz. Eşleşmeler ilgi alanlarına göre yapıldı.',
      '- Görüşmeler iki haftada bir, 45 dakika\n- Her mentee dönem sonunda küçük bir proje sunacak',
      'Eşleşmenizde sorun varsa bu konuya yazın.',
    ),
  },
];
