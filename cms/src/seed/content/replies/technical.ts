// Replies written for their topic (shaders, art, audio, AI, netcode, performance). See replies/engines.ts.
export const TECHNICAL_REPLIES: Record<string, string[]> = {
  'Dissolve (çözünme) efekti: kenar parlaması nasıl yapılır?': [
    'Shader Graph’ta aynısı: Simple Noise → Step (eşik) ile Alpha Clip, ikinci bir Step’i eşik + 0,05 ile alıp farkını kenar maskesi yap. Maskeyi HDR renkle çarpıp Emission’a bağla, bloom gerisini hallediyor.',
    'Dünya uzayı örneklemesi iyi fikir ama hareket eden düşmanda desen “kayar”. Nesne uzayında örnekleyip ölçeği nesnenin boyutuna göre ayarlamak bence daha iyi görünüyor.',
    'Mobildeysen `clip` early-z’yi bozar. Ölüm efekti kısa sürüyorsa sorun değil ama aynı anda onlarca düşman çözünüyorsa alfa blend ile dene.',
  ],
  'Toon shading için ramp texture mı, step mi?': [
    'Ramp texture sanatçıya çok daha fazla kontrol veriyor: iki tonlu, üç tonlu, hafif yumuşak geçiş, hepsi aynı shader ile. Dokuyu Clamp ve Point filtreyle içe aktarmayı unutma.',
    'Sert geçişi yumuşatmak için step yerine `smoothstep(0.48, 0.52, NdotL)` kullanabilirsin; ekran çözünürlüğünden bağımsız ince bir kenar veriyor.',
    'Outline için ters normal (inverted hull) yöntemi hâlâ en ucuzu. Post-process kenar algılama daha tutarlı ama derinlik ve normal dokusu gerektirir, mobilde pahalı.',
  ],
  'Pixel art karakter için doğru çözünürlük: 16x16 mı 32x32 mi?': [
    '320x180 için 16x16 tile ve yaklaşık 16x24 karakter iyi bir denge. Ekranda 20x11 tile görünür, karakter yeterince okunur.',
    '16x16 ile başlamanı öneririm. Kısıtlama yaratıcılığı artırıyor ve yürüme döngüsü 4–6 karede bitiyor; 32x32’de aynı animasyon dört kat emek.',
    'Ölçeklerken tam sayı katları kullan (320x180 → 1920x1080 tam 6 kat). Kesirli ölçekte pikseller eşit görünmüyor ve “titreme” oluyor.',
  ],
  'Aseprite ile tile set hazırlarken otomatik tile kuralları': [
    'Godot 4’te TileSet > Terrains altında “Match Corners and Sides” modunu seç; 16’lık minimal set için “Match Sides” yetiyor. Her tile’ın bitlerini boyamak 10 dakika sürüyor.',
    'Unity tarafında 2D Tilemap Extras paketindeki Rule Tile aynı işi görüyor. Kuralları bir kez kurup farklı biyomlar için sadece sprite’ları değiştirmek mümkün.',
    'Aseprite’ta tilemap katmanında “auto” modu açıkken aynı tile’ı boyadığın her yer güncelleniyor, varyasyonları denerken büyük zaman kazandırıyor.',
  ],
  'Blender’dan Unity’ye FBX aktarımında ölçek ve eksen sorunu': [
    '“Apply Transform” deneysel ve animasyonlu modellerde kemikleri bozabiliyor. Ben ölçeği Blender’da uygulayıp (Ctrl+A > All Transforms) FBX ayarlarında “Apply Scalings: FBX Units Scale” seçiyorum.',
    'Unity tarafında Model sekmesinde “Bake Axis Conversion” seçeneğini işaretle; -90 derece dönme sorunu kökten çözülüyor.',
    'Blender sahnesinin Unit Scale değerini 1, uzunluk birimini metre yap. 100 kat büyüklük genelde santimetre ayarından geliyor.',
    'OP: Bake Axis Conversion + FBX Units Scale ile hem ölçek hem dönüş düzeldi, animasyonlar da sağlam.',
  ],
  'Düşük poligonlu stilize ağaç: 500 üçgen altında kalmak': [
    'LOD’ları Blender’da Decimate (Collapse, oran 0,5 ve 0,2) ile otomatik çıkarıp siluet bozulan yerleri elle düzeltiyorum. Uzak LOD’da yapraklar tek bir kabuğa iniyor.',
    'Vertex color güzel seçim; tek materyal olunca tüm orman tek draw call’da batch’lenebiliyor. Rüzgâr için vertex color’ın alfa kanalına salınım maskesi koy.',
    'En uzak mesafede billboard impostor kullan; 500 üçgen bile binlerce ağaçta birikince pahalı oluyor.',
  ],
  'Animator’da blend tree ile yürüme-koşma geçişi kayıyor': [
    'Root motion kullanırsan ayak kayması büyük ölçüde çözülür ama kontrol hissi azalabilir. Platform ve aksiyon oyunlarında genelde kod tabanlı hareket tercih edilir.',
    'Kod tabanlı kalacaksan animasyonların gerçek hızlarını ölç (ör. yürüme 1,4 m/s, koşu 4,2 m/s) ve blend tree eşiklerini bu değerlere ayarla. Parametreye normalize değil gerçek hız ver.',
    'Ara hızlarda kayma devam ederse `animator.speed` değerini hız / eşik oranıyla hafifçe ölçeklemek kalan farkı kapatıyor.',
  ],
  'Mobil oyunda HUD: başparmak bölgesi ve güvenli alan': [
    'Alttan açılan paneller dikey oyunda çok daha iyi çalışıyor; başparmak oraya zaten yakın. Tam ekran sayfaları yalnızca ayarlar gibi nadir ekranlar için kullanıyoruz.',
    'Safe area’yı sadece üst panelde değil, alt çubukta da uygula. iPhone’lardaki ev çizgisi alt butonlara çok yakın geliyor.',
    'Dokunma hedefini görselden büyük tut: ikon 40dp olsa bile tıklanabilir alan 48dp olmalı. Testte yanlış dokunmaların yarısı buradan çıktı.',
  ],
  'Adım sesleri: zemine göre farklı ses nasıl çalınır?': [
    'Terrain kullanıyorsan en baskın terrain layer indeksine göre ses seçmek, Physic Material’dan daha az bakım gerektiriyor. `TerrainData.GetAlphamaps` ile o noktadaki karışımı okuyabilirsin.',
    'Aynı sesin tekrarı çok yapay duruyor. Her zemin için 4–6 varyasyon ve ±%10 pitch rastgeleliği ekle, fark inanılmaz.',
    'FMOD kullanıyorsan zemini bir parametre olarak ver ve seçimi ses tasarımcısına bırak. Kodda sadece `zemin = 2` demek yetiyor.',
  ],
  'Quest 3 için el takibi ile etkileşim': [
    'Yakındaki menüler için poke, uzaktakiler için ray. Quest’in kendi arayüzü de böyle çalışıyor, kullanıcılar alışık.',
    'Poke butonlarına hafif bir basma derinliği ve ses geri bildirimi ekle; el takibinde dokunsal geri bildirim olmadığı için bu çok önemli.',
    'UI’yı göz hizasının biraz altına ve kol mesafesine (yaklaşık 50 cm) yerleştir. Uzun oturumlarda kol yorgunluğu en büyük şikâyet.',
  ],
  'A* ile grid üzerinde yol bulma: çapraz hareket maliyeti': [
    'Köşe kesmeyi engellemek için çapraz komşuyu eklemeden önce iki yan komşunun da yürünebilir olduğunu kontrol et:\n\n```python\nif dx != 0 and dy != 0 and not (yurunur(x + dx, y) and yurunur(x, y + dy)):\n    continue\n```',
    'Çapraz hareket varsa sezgisel fonksiyonu da octile mesafe yap; Manhattan kullanırsan sezgisel fazla tahmin eder ve yol en kısa olmaz.',
    'C#’a taşırken açık liste için `PriorityQueue<TElement, TPriority>` (.NET 6+) kullanabilirsin; Unity’nin .NET sürümünde yoksa basit bir ikili yığın yaz.',
  ],
  'Davranış ağacı mı, GOAP mı, yoksa basit durum makinesi mi?': [
    'Davranış ağaçlarını üretimde kullandım; tasarımcılar için okunaklı ama hata ayıklama için iyi bir görselleştirici şart. Stealth için “şüphe seviyesi” gibi durumları blackboard’da tutmak iyi çalıştı.',
    'GOAP’ı *F.E.A.R.* örneğiyle herkes sever ama eylem sayısı azsa gereksiz karmaşıklık. Muhafızın 6–8 davranışı varsa hiyerarşik durum makinesi yeterli.',
    'Hangisini seçersen seç, algı (görme konisi, ses duyma) sistemini karar sisteminden ayır. Sonradan mimari değiştirmek o zaman çok kolay oluyor.',
  ],
  'Netcode for GameObjects ile sunucu yetkili hareket': [
    'İstemci tahmini için girdileri sıra numarasıyla sakla, hareketi yerelde hemen uygula. Sunucudan gelen doğrulanmış konum ve son işlenen sıra numarasını alınca, sonraki girdileri o konumdan yeniden oynat.',
    'NGO’da yerleşik tahmin yok; ya kendin yazacaksın ya da tick tabanlı bir çözüm için Netcode for Entities’e bakacaksın. Küçük bir oyunda kendin yazmak iki günlük iş.',
    'Diğer oyuncular için tahmin yerine 100 ms geriden interpolasyon kullan. Takılmanın çoğu aslında uzak oyuncuların ham konumla güncellenmesinden geliyor.',
  ],
  'Küçük bir co-op oyun için sunucu maliyetleri': [
    '4 kişilik co-op için Steam P2P + Steam Datagram Relay ideal; NAT sorununu çözüyor ve ücretsiz. Host oyuncu sunucu oluyor, özel sunucu maliyetin sıfır.',
    'Host ayrılınca oturumun bitmesi en büyük dezavantaj. Host migration zor; çoğu co-op oyun “host çıkınca kayda dön” ile yetiniyor.',
    'Özel sunucu istersen küçük bir VPS aylık 5–10 dolar, ama eşleştirme ve ölçeklendirme işini de sen yaparsın. İlk oyun için önermem.',
  ],
  'Profiler’da GC.Alloc zirveleri: LINQ ve string birleştirme': [
    'Sıfır tahsise ulaştık ama tek tek: LINQ’ları for döngüsüne çevirdik, `foreach` ile List üzerinde sorun yok, ama interface üzerinden (IEnumerable) dönünce enumerator boxing oluyor.',
    '`SetText` iyi seçim. TextMeshPro’nun `SetText(string, float)` aşırı yüklemeleri hiç string üretmiyor.',
    'Coroutine içindeki `new WaitForSeconds(0.5f)` da her seferinde tahsis yapıyor, bir kere oluşturup önbelleğe al.',
  ],
  'Draw call sayısını düşürmek: static batching, SRP batcher, GPU instancing': [
    'SRP Batcher draw call sayısını değil, draw call başına CPU maliyetini azaltır. Static batching hâlâ işe yarar ama bellek kullanımını artırır; mobilde dikkatli kullan.',
    'Farklı materyallerdeki aynı mesh’ler için instancing çalışmaz; aynı materyal ve farklı renk istiyorsan `MaterialPropertyBlock` yerine SRP Batcher uyumlu materyal varyantları kullan.',
    'Mobil GPU instancing bazı eski cihazlarda desteklenmiyor, dikkat. Önce Frame Debugger’da en kalabalık 3 batch’i bulup onlara odaklan; 3000’den 600’e inmek genelde doku atlasıyla oluyor.',
  ],
  'Ustalık sınıfı: ECS ile 100.000 birimlik sürü simülasyonu': [
    'Uzamsal hash için `NativeParallelMultiHashMap` mi kullanıyorsunuz, yoksa sıralanmış dizi + hücre başlangıç indeksleri mi? İkincisinin önbellek dostu olduğunu okudum.',
    'Burst Inspector’da vektörleştirilmemiş döngüleri görmek çok öğretici oldu. `float3` yerine SoA düzenine geçince bir job 3 kat hızlandı.',
    'Oturumda `EntityCommandBuffer` ile birim doğurma/yok etme konusuna da değinirseniz sevinirim; yapısal değişiklikler bizde kare süresini zıplatıyor.',
  ],
  'Shader optimizasyonu: mobilde overdraw avcılığı': [
    'Overdraw konusunda önemli bir nokta: UI’daki tam ekran saydam paneller de sayılıyor. Kapalı menüleri sadece görünmez yapmak yetmiyor, Canvas’ı devre dışı bırakın.',
    'Parçacıklarda mesh renderer modunda sprite’ın şekline yakın bir mesh kullanmak (Unity’nin sprite mesh’i gibi) boş pikselleri çizmeyi önlüyor.',
    'Mali GPU’larda Arm Mobile Studio’nun Streamline aracı fragment yükünü çok net gösteriyor, RenderDoc’a ek olarak öneririm.',
  ],
  'Envanter sistemim için kod incelemesi rica ediyorum': [
    'ScriptableObject envanter çalışma zamanında değişiyorsa editörde Play’den çıkınca değişiklikler kalıcı oluyor. Çalışma anında `Instantiate(envanterSablonu)` ile bir kopya üzerinde çalış.',
    '`Ekle` hem yığınlara eklemeye hem olay yaymaya çalışıyor; kısmen eklenince ne oluyor? Eklenemeyen adedi döndürmek (`int Ekle(...)`) çağıran için daha kullanışlı.',
    'Kaydetmede eşyaya referans değil, kalıcı bir kimlik (`esya.Id`) yaz. SO referansları build’ler arasında değişebilir.',
    'OP: Çok değerli yorumlar, teşekkürler. Kopya envanter ve kimlikle kaydetmeyi uyguladım, kısmi ekleme için de kalan adedi döndürüyorum.',
  ],
  'Mentorluk programı: bu dönemin eşleşmeleri': [
    'Eşleşmem için teşekkürler, ilk görüşmemizi yaptık. Dönem sonu projem için küçük bir mobil bulmaca oyunu hedefliyorum.',
    'Görüşme notlarını paylaşabileceğimiz ortak bir belge olsa iyi olur; mentorumla haftalık hedefleri oradan takip etmek istiyoruz.',
  ],
};
