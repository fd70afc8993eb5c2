// Replies written for their topic (game engines, programming languages). Keyed by the topic's title in
// content/topics; 'OP: ' marks a reply by the topic's own author. The seed refuses a topic without replies.
export const ENGINE_REPLIES: Record<string, string[]> = {
  'Hangi oyun motoruyla başlamalıyım? Unity mi Godot mu?': [
    '8 GB RAM ve dahili grafikle Godot çok daha rahat çalışır; editör 100 MB civarı ve saniyeler içinde açılıyor. Python biliyorsan GDScript’e bir hafta sonunda alışırsın, sözdizimi neredeyse aynı.',
    'İş ilanı tarafı doğru, Türkiye’deki mobil stüdyoların çoğu Unity kullanıyor. Ama ilk motorda öğrendiğin şeyler (sahne, node/bileşen, fizik, sinyal/olay) taşınabilir. Önce bir oyunu bitir, motor değiştirmek sonra birkaç hafta sürer.',
    '2D platform için Godot 4’ün `CharacterBody2D` + TileMap ikilisi çok hızlı sonuç veriyor. Mobil export da Android için sorunsuz; iOS için Mac gerekiyor, bunu baştan bil.',
    'OP: Teşekkürler, Godot ile başlıyorum. İlk hedef: tek bölümlük, baştan sona oynanabilir bir platform oyunu.',
  ],
  'Rigidbody2D ile karakter zıplarken duvara yapışıyor': [
    'Klasik sürtünme sorunu. Sürtünmesi 0 olan bir `PhysicsMaterial2D` oluşturup yalnızca karakterin collider’ına ver. Zemin hissini sürtünmeyle değil, yatay hızı kodla sıfırlayarak ver.',
    'Bir de şu var: havada duvara doğru basılı tutunca `velocity.x` her karede duvara itiyor. Yan tarafa kısa bir `BoxCast` atıp duvar varsa yatay girdiyi yok sayabilirsin:\n\n```csharp\nbool duvarda = Physics2D.BoxCast(body.position, boyut, 0f, Vector2.right * yon, 0.05f, zeminKatmani);\nif (duvarda && !zeminde) yatay = 0f;\n```',
    'Kapsül collider iyi bir adımdı, köşelere takılmayı azaltır. Ama asıl çözüm materyal; ikisini birlikte kullan.',
    'OP: Sürtünmesiz materyal + duvar kontrolü ile düzeldi. Kapsülü de bıraktım, köşelerde daha akıcı.',
  ],
  'Object pooling gerçekten performans kazandırıyor mu?': [
    'Saniyede 200 mermide kesinlikle kazandırır. `ObjectPool<T>` senin havuzunla aynı işi yapıyor ama `collectionCheck` ile aynı nesneyi iki kez iade etmeyi yakalıyor; geliştirme sırasında açık tut, build’de kapat.',
    'Sahne değişiminde havuzun sahnedeki nesneleri tutuyorsa temizlemek zorundasın, yoksa yok edilmiş nesnelere referans kalır. Havuzu `DontDestroyOnLoad` bir objede tutuyorsan nesneleri de onun altına al.',
    'Ölçmeden önce ve sonra Profiler’da GC.Alloc sütununa bak. Bizde fark Instantiate’tan çok `GetComponent` çağrılarından geldi; havuzdaki nesnenin bileşenini bir kere önbelleğe alınca kare süresi 2 ms düştü.',
  ],
  'JSON ile kayıt sistemi: Dictionary neden kaydedilmiyor?': [
    '`JsonUtility` Dictionary’yi hiç serileştirmez, hata da vermez; sessizce atlar. İki liste (anahtarlar ve değerler) tutup `ISerializationCallbackReceiver` ile dönüştürebilirsin:\n\n```csharp\npublic void OnBeforeSerialize() { anahtarlar = envanter.Keys.ToList(); degerler = envanter.Values.ToList(); }\npublic void OnAfterDeserialize() { envanter = anahtarlar.Zip(degerler, (k, v) => (k, v)).ToDictionary(x => x.k, x => x.v); }\n```',
    'Package Manager’dan `com.unity.nuget.newtonsoft-json` paketini kurarsan Dictionary doğrudan çalışır. Kayıt dosyası küçükse performans farkını hissetmezsin.',
    'Kayda bir `surum` alanı ekle. İki ay sonra envanter yapısını değiştirdiğinde eski kayıtları dönüştürebilmek için hayat kurtarıyor.',
  ],
  'URP’de 2D ışıklandırma ile gece-gündüz döngüsü': [
    'Gradient + AnimationCurve fikri çok temiz. Biz aynısını yapıp sokak lambalarını `Light2D.intensity` üzerinden `SmoothDamp` ile açtık, ani parlama kalktı.',
    'Mobilde asıl maliyet Shadow Caster 2D’de. Düşük segmentte gölgeleri yalnızca oyuncunun yakınındaki nesnelerde açmak ve Light 2D sayısını ekranda 8’in altında tutmak bizde yetti.',
    'Renkleri sRGB değil doğrusal uzayda interpolasyon yaparsan gün batımında çamurlu kahverengi tonlar oluşmuyor, bunu da deneyebilirsin.',
  ],
  'Enhanced Input ile C++ tarafında hareket bağlama': [
    'Mapping Context’i `BeginPlay` içinde local player subsystem’e eklemen gerekiyor:\n\n```cpp\nif (APlayerController* PC = Cast<APlayerController>(Controller))\n    if (auto* Alt = ULocalPlayer::GetSubsystem<UEnhancedInputLocalPlayerSubsystem>(PC->GetLocalPlayer()))\n        Alt->AddMappingContext(VarsayilanContext, 0);\n```',
    'Ayrıca `SetupPlayerInputComponent` içinde `CastChecked<UEnhancedInputComponent>` kullan. Project Settings > Input’ta varsayılan Input Component sınıfı hâlâ eskisiyse cast başarısız olur ve sessizce hiçbir şey bağlanmaz.',
    '`IA_Move` aksiyonunun Value Type’ı Axis2D olmalı; Digital bırakırsan `Move` çağrılır ama değer hep sıfır gelir.',
    'OP: Mapping Context eksikmiş, BeginPlay’e ekleyince çalıştı. Value Type ipucu da işe yaradı, teşekkürler.',
  ],
  'Nanite ve Lumen ile orta seviye bilgisayarda 60 FPS mümkün mü?': [
    '3060’ta mümkün ama Lumen’i “High” değil “Medium” scalability ile düşünmen lazım. `r.Lumen.ScreenProbeGather.DownsampleFactor` değerini 32’ye çekmek bizde 6–7 FPS kazandırdı.',
    'Açık dünyada asıl yük çoğu zaman Virtual Shadow Map ve foliage. Çimlerde Nanite yerine klasik LOD + mesafe kırpma kullan, gölgeleri yakın mesafede tut.',
    '`stat gpu` ve Unreal Insights ile hangi geçişin pahalı olduğunu görmeden ayar değiştirme; bazen sorun bir post-process materyali çıkıyor.',
  ],
  'Blueprint mi C++ mı? Ekip içinde iş bölümü': [
    'Bizim kural: sık çağrılan ve matematik ağırlıklı sistemler (hareket, envanter, hasar hesabı) C++’ta; bunların üzerine tasarımcının ayarladığı davranış Blueprint’te. C++ temel sınıf, Blueprint alt sınıf.',
    'Blueprint’in yavaşlığı genelde Tick’ten geliyor. Önce Tick’te çalışan grafikleri bulup olay tabanlıya çevirin; taşımaya gerek kalmayabilir.',
    'Taşırken fonksiyonları `BlueprintCallable`, değerleri `EditDefaultsOnly` ile açın. Tasarımcılar aynı düğümleri kullanmaya devam eder, kimsenin iş akışı bozulmaz.',
  ],
  'Godot 4’te CharacterBody2D ile akıcı platform hareketi': [
    'Güzel paylaşım. Coyote time için `is_on_floor()` false olduğunda 0,1 saniyelik bir `Timer` başlatıp zıplamaya o süre içinde de izin vermek yeterli.',
    'Değişken zıplama yüksekliği için tuş bırakıldığında `velocity.y` yukarı doğruysa yarıya indirmek en basit ve en iyi hissettiren yöntem:\n\n```gdscript\nif Input.is_action_just_released("zipla") and velocity.y < 0:\n    velocity.y *= 0.5\n```',
    'Yerçekimini düşerken 1,5 katına çıkarırsan zıplama çok daha “ağır” ve kontrollü hissettiriyor.',
  ],
  'Sinyaller ile HUD güncelleme: doğru yaklaşım bu mu?': [
    'Autoload bir olay veri yolu (EventBus) bu iş için yaygın ve sağlıklı bir desen: `Olaylar.can_degisti.emit(can)` yayarsın, HUD `_ready` içinde ona bağlanır. Node yollarına bağımlılık kalmaz.',
    'Alternatif: oyuncu sahnesini HUD’a `@export var oyuncu: Oyuncu` ile ver ve sinyali doğrudan bağla. Küçük projede EventBus’tan daha okunaklı olabilir.',
    'Setter içinde sinyal yaymak doğru; sadece değer gerçekten değiştiyse yay (`if yeni == can: return`), yoksa gereksiz güncellemeler birikir.',
  ],
  'GDScript mi C# mı? Godot 4 için tercihiniz': [
    'Web export hedefin varsa şu an GDScript. Godot 4’te C# projeleri web’e export edilemiyor, bu ciddi bir kısıt.',
    'C# ağır hesaplamada hızlı ama her motor çağrısında marshalling maliyeti var. Bizde oyun mantığının çoğu GDScript, yol bulma gibi sıcak kodlar C#.',
    'GDScript’i iki haftada öğrenirsin; tip ipuçlarını (`var hiz: float`) kullanırsan editör tamamlama ve hata yakalama C#’a yakın oluyor.',
  ],
  'GameMaker’da durum makinesi ile düşman davranışı': [
    'GML’de struct + method ile her durumu ayrı nesne yapmak çok temiz oluyor:\n\n```gml\ndurumlar = { devriye: { adim: function() { devriye_gez(); } }, kovala: { adim: function() { oyuncuya_git(); } } };\ndurum = durumlar.devriye;\n// Step olayında\ndurum.adim();\n```',
    'Her duruma `giris` ve `cikis` fonksiyonu ekle; animasyon ve sayaç sıfırlama işleri switch’in içinden çıkınca kod çok sadeleşiyor.',
    'SnowState adlı açık kaynak kütüphane tam olarak bunu yapıyor, incelemeye değer.',
  ],
  'LÖVE (Love2D) ile ilk oyunum: Lua çok keyifli': [
    'LÖVE’ün en güzel yanı her şeyin görünür olması; çarpışma, kamera, durum yönetimi hepsini kendin yazınca motorların ne yaptığını gerçekten anlıyorsun.',
    'Jam’lerde ben de LÖVE + `bump.lua` (çarpışma) + `hump` (kamera ve zamanlayıcı) üçlüsünü kullanıyorum. Web’e çıkarmak için love.js işini görüyor.',
    'Küçük motor önerisi: PICO-8. Kısıtlamaları (128x128, 16 renk) sayesinde bir hafta sonunda bitmiş bir oyun çıkarmak çok kolay.',
  ],
  'Struct mı class mı? Oyun kodunda ne zaman hangisi': [
    '16 byte bir kural değil, kaba bir öneri. Asıl soru: değer semantiği mi istiyorsun? Hasar bilgisi gibi değişmez küçük veriler için `readonly struct` doğru tercih.',
    'Büyük struct’ları `in` parametresiyle geçirirsen kopyalamayı önlersin. `readonly struct` olması da önemli; değilse derleyici gizli savunma kopyaları oluşturabilir.',
    'Struct’ı interface olarak kullanırsan (ör. `IHasarAlabilir`) boxing olur ve tahsis geri gelir. Profiler’da GC.Alloc görürsen ilk bakacağın yer orası.',
  ],
  'async/await ile sahne yükleme ve UniTask deneyimleri': [
    'UniTask kullanıyorum; iptal için `this.GetCancellationTokenOnDestroy()` çok pratik. Nesne yok edildiğinde bekleyen işler otomatik iptal oluyor.',
    '`Awaitable` Unity 2023.1+ ile geldi ve tahsisi az; ama `WhenAll` gibi birleştiriciler yok. Tek sahne yüklemesi için yeterli, karmaşık akışlar için UniTask daha olgun.',
    '`isDone` yerine `allowSceneActivation = false` ile %90’da bekletip geçiş animasyonu bitince etkinleştir; yükleme çubuğu %90’da takılı kalmıyor gibi görünür.',
  ],
  'Kendi motorumda bileşen sistemi: unique_ptr ile sahiplik': [
    'Sahibi varlık, bileşenler `unique_ptr` — bu kısım doğru. Bileşenler arası referans için ham işaretçi tut ama yaşam süresini varlığa bağla; varlık silinmeden önce bileşenlere haber ver.',
    '`weak_ptr` `shared_ptr` gerektirir, sahipliği bulanıklaştırır. Ben generation sayaçlı handle (`{index, nesil}`) kullanıyorum; silinmiş bir nesneye erişim anında yakalanıyor.',
    'ECS’e geçmeden önce klasik yapıda darboğazı ölç. Öğrenme motoru için bu yapı yeterli; EnTT’yi inceleyip fikir alabilirsin.',
  ],
  'Canvas oyun döngüsünde delta time ve sekme değişimi': [
    'Sabit adım için biriktirici kullan:\n\n```js\nlet birikim = 0;\nconst ADIM = 1 / 60;\nfunction dongu(t) {\n  birikim += Math.min((t - onceki) / 1000, 0.25);\n  onceki = t;\n  while (birikim >= ADIM) { guncelle(ADIM); birikim -= ADIM; }\n  ciz(birikim / ADIM);\n  requestAnimationFrame(dongu);\n}\n```',
    'Sekme gizlenince `requestAnimationFrame` duruyor. `visibilitychange` olayında oyunu duraklatıp geri gelince `onceki` zamanı sıfırlarsan ışınlanma tamamen kalkar.',
    '“Fix Your Timestep!” makalesini okumanı tavsiye ederim; `ciz` içindeki interpolasyon oranı hareketin akıcı görünmesini sağlıyor.',
  ],
  'Phaser 3 mü, Three.js mi, yoksa PlayCanvas mı?': [
    'Three.js ile web’de 3D yarış yaptık; fizik için Rapier (WASM) ekledik. Kütüphane olması avantaj: sadece ihtiyacını paketliyorsun, ilk yükleme 2 MB’ın altında kaldı.',
    'PlayCanvas’ın editörü ve varlık sıkıştırması hazır; ekipte sanatçı varsa iş akışı daha rahat. Mobil tarayıcıda performansı Three.js ile benzer.',
    'Hangisini seçersen seç, dokuları KTX2/Basis ile sıkıştır ve modelleri Draco ile küçült. Mobilde asıl darboğaz bellek ve indirme süresi.',
  ],
};
