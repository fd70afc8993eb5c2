// Replies written for their topic (community, showcase, jams, mobile, business, careers) and for the
// per-engine topic patterns ({engine} is replaced). See replies/engines.ts.
export const COMMUNITY_REPLIES: Record<string, string[]> = {
  'Bu yıl en çok hangi indie oyundan ilham aldınız?': [
    'Benim için *Animal Well*. Tek kişinin yazdığı özel bir motorla bu kadar katmanlı gizem tasarlanabildiğini görmek çok motive edici.',
    '*Balatro*’ya katılıyorum; poker gibi herkesin bildiği bir temel üzerine jokerlerle kombinasyon patlaması. Tanıdık kural + sürpriz = harika bir öğrenme eğrisi.',
    '*Dredge*: balıkçılık ile korkuyu birleştirme fikri ve gün-gece döngüsünün risk yaratması. Küçük ekip, net bir ton.',
  ],
  'Türkiye’de oyun geliştirici olmak: 2025 gözlemleri': [
    'Ankara’da da benzer: mobil stüdyolar hâlâ en büyük işveren, ama junior alımı azaldı. Bitmiş bir oyunla başvuran adaylar çok daha kolay öne çıkıyor.',
    'PC tarafında yayıncı görüşmelerinde Türkçe yerelleştirme artık avantaj olarak görülüyor; Türkiye Steam’de önemli bir pazar haline geldi.',
    'İleri seviye Türkçe içerik eksikliğine katılıyorum. Bu forumdaki ustalık sınıfları gibi içerikler çoğalırsa çok değerli olur.',
  ],
  'C# öğrenmek için hangi kaynakları önerirsiniz?': [
    'Microsoft Learn’deki ücretsiz C# yolu temeller için çok iyi ve tarayıcıda kod çalıştırabiliyorsun. Sonrasında doğrudan küçük bir Unity projesine geç.',
    'Kitap olarak Rob Miles’ın *C# Programming Yellow Book*’u ücretsiz ve çok sade. Oyun odaklı örnek istersen Unity Learn’deki “Junior Programmer” yolu tam aradığın şey.',
    'Öğrenirken her konuyu minik bir oyunla pekiştir: diziler için envanter, sınıflar için düşman türleri, olaylar için can barı. Okumak tek başına kalıcı olmuyor.',
  ],
  'İlk oyunumu bitiremiyorum, sürekli yeni projeye başlıyorum': [
    'Bende işe yarayan: projeye başlamadan önce “bitti” tanımını yazmak. Tek bölüm, bir ana mekanik, ana menü ve bitiş ekranı. Liste bitince oyun biter, yeni fikirler bir sonraki projeye not edilir.',
    'Yeni fikir geldiğinde onu bir dosyaya yaz ve 2 hafta bekle. Çoğu fikir iki hafta sonra o kadar parlak görünmüyor, mevcut proje daha cazip hale geliyor.',
    'Game jam’lere katıl. 48 saatte bitirmek zorunda olmak “bitirme kasını” çalıştırıyor; üç jam sonra yarım kalan projelerine farklı bakacaksın.',
  ],
  'Piksel Kahvehane: kahve dükkanı işletme oyunum demo aşamasında': [
    'Demoyu oynadım; kontroller rahat ama ilk gün biraz uzun. Eğitim kısmını ilk müşterilerin siparişlerine yedirmek iyi olabilir.',
    'Emeğine sağlık, görseller çok tatlı olmuş! Müşteri animasyonlarına biraz daha çeşitlilik eklenebilir; beklerken hepsi aynı şekilde ayak vuruyor.',
    'Steam sayfasını demodan önce aç ki demo oynayanlar hemen wishlist’e ekleyebilsin. Next Fest’e de bu demoyla katılabilirsin.',
    'OP: Geri bildirimler için teşekkürler! İlk günü kısalttım ve beklerken üç farklı animasyon ekledim, yeni sürüm bu hafta sonu.',
  ],
  'Godot ile yaptığım roguelike: Derin Orman': [
    'Drunkard’s walk mağaraları çok doğal görünüyor. Bağlantısız odalar kalmaması için üretimden sonra flood fill ile erişilemeyen alanları doldurmak işe yarıyor.',
    'Ganimet tablolarında “kötü şans koruması” (pity timer) düşünebilirsin; üst üste 5 kat boş çıkınca oyuncu çok çabuk sıkılıyor.',
    'Tohum (seed) numarasını ekranda gösterirsen oyuncular ilginç haritaları paylaşabilir, topluluk için harika bir özellik.',
  ],
  'OyunDev Kış Jam’i için takım arkadaşı arıyorum': [
    'Ben de jam için müsaitim, 2D sanat tarafında yardımcı olabilirim. Portfolyom profilimde; pixel art ve UI çiziyorum.',
    'Ses tasarımı yapıyorum (FMOD ve Reaper). Jam’de genelde 10–15 efekt ve bir müzik döngüsü yetişiyor, takıma katılabilirim.',
    'Takım kurarken ilk saatte kapsamı “tek mekanik, tek ekran” ile sınırlayın; iki jam’i bitirdiyseniz zaten biliyorsunuzdur ama hatırlatmış olayım.',
  ],
  'Jam sonrası değerlendirme: 48 saatte neyi yanlış yaptık?': [
    'Build’i ilk akşam almak altın kural. WebGL build’inde yazı tiplerinin ya da sıkıştırmanın patladığını son 10 dakikada öğrenmek çok acı.',
    'Fikir tartışmasına süre koyun: 45 dakika, sonra oylama. Ardından ilk 6 saatte gri kutularla oynanabilir prototip.',
    'Ses için freesound.org ve jsfxr gibi araçlar jam’de hayat kurtarıyor, sona bırakmayıp ilk günden birkaç efekt koyun.',
  ],
  'Android’de dokunmatik kontrollerde gecikme': [
    'VSync kapalıyken bazı cihazlarda dokunma olayları bir sonraki kareye kayıyor. `Application.targetFrameRate = 60` ile birlikte Player Settings’te “Optimized Frame Pacing” seçeneğini aç.',
    'Yeni Input System’de Update Mode’u “Process Events In Dynamic Update” yap; Fixed Update’te okunuyorsa 20 ms’ye kadar ek gecikme gelir.',
    'Olay tabanlı okumak (`EnhancedTouch` ile `Touch.onFingerDown`) gecikmeyi azaltmaz ama kaçan dokunuşları önler. Gecikmeyi ölçmek için yavaş çekim kamerayla test et, gözle ölçmek yanıltıcı.',
  ],
  'Ödüllü reklam mı, uygulama içi satın alma mı?': [
    'Benim deneyimime göre ödüllü reklam + reklam kaldırma satın alması dengeli bir model. Zorunlu geçiş reklamlarından kaçın, bulmaca oyuncusu bunu hiç affetmiyor.',
    'Bulmacada ipucu mekanik olarak doğal bir ödül: “reklam izle, ipucu al” ya da “ipucu paketi satın al”. Aynı ürünü iki yoldan sunmak dönüşümü artırıyor.',
    'Gelir modelini erken test et: ilk 1000 oyuncuda D1 elde tutma %35’in altındaysa gelir modelinden önce oyunun kendisine odaklan.',
  ],
  'Steam sayfası açtıktan sonra ilk 1000 wishlist': [
    'Steam Next Fest benim için de en çok wishlist getiren etkinlikti. Demoyu fest’ten en az iki hafta önce yayınlamak önemli, oyuncular yorum yazmış oluyor.',
    'Reddit’te GIF paylaşırken başlığı soru şeklinde yazmak (“Bu zıplama hissi nasıl?”) etkileşimi ciddi artırıyor; doğrudan reklam gibi duran gönderiler siliniyor.',
    'Kapsül görseline yatırım yap. Bizde kapsülü profesyonel bir sanatçıya yeniden çizdirdikten sonra mağaza sayfası tıklama oranı neredeyse iki katına çıktı.',
  ],
  'Fragman (trailer) hazırlarken ilk 5 saniye kuralı': [
    'İlk 5 saniye kuralına kesinlikle katılıyorum. Logoyu sona taşıdığımız fragmanın izlenme oranı neredeyse iki katına çıktı.',
    'Steam sayfasında fragman sessiz başlıyor; ilk saniyelerde görsel olarak ne olduğunu anlatmayan fragman kaybediyor. Metin kartlarını kısa ve büyük tutun.',
    'Oynanışı gerçek oyuncu girdisiyle kaydedin, “sinematik” kameralar türü anlatmıyor. Fragmanın sonunda “Wishlist’e ekle” çağrısı olmazsa olmaz.',
  ],
  'Junior Unity geliştirici portfolyosunda neler olmalı?': [
    'Portfolyoda bitmiş küçük bir oyun, yarım kalmış büyük bir projeden çok daha değerli. Kod örneğini de GitHub’da okunaklı bir README ile paylaş.',
    'İşe alımda baktığım şey: tarayıcıda ya da itch.io’da 2 dakikada oynayabileceğim bir build ve o oyunun en ilginç sisteminin kodu. Tüm GitHub geçmişine kimse bakmıyor.',
    'Jam oyunlarının her birine kısa bir “benim katkım” paragrafı ekle. Takım oyunlarında neyi senin yaptığın anlaşılmazsa değerlendirmek zor.',
  ],
  'İstanbul’da mobil oyun stüdyosu: Gameplay Programcısı ilanı': [
    'Hibrit çalışmada haftada kaç gün ofis bekleniyor? Ankara’dan başvurmak isteyenler için tamamen uzaktan seçenek var mı?',
    'Yayınlanmış oyun şartı mağazada mı olmalı, yoksa itch.io’daki tamamlanmış projeler de sayılıyor mu?',
    'Başvurdum, teşekkürler. İlanı paylaştığınız için forumun iş ilanları kategorisine de güzel bir örnek olmuş.',
  ],
};

/** Replies to the per-engine topic patterns of content/forum.ts; `{engine}` is replaced. */
export const ENGINE_PATTERN_REPLIES: Record<string, string[]> = {
  '{engine} ile kaydırmalı kamera ve sınırlar': [
    'Kameranın hedef konumunu hesapladıktan sonra harita sınırlarına göre kırp: sol sınır = harita solu + ekranın yarı genişliği, sağ sınır = harita sağı − yarı genişlik. Lerp’i kırpılmış hedefe uygula.',
    'Harita ekrandan küçükse kırpma ters çalışır ve kamera titrer; o durumda kamerayı haritanın ortasına sabitle.',
    'Pixel art oyunda kamera konumunu piksel ızgarasına yuvarlamayı unutma, yoksa yumuşak takip sırasında sprite’lar titriyor.',
  ],
  '{engine} projesinde klasör yapısı ve isimlendirme': [
    'Ben de özellik bazlı klasör yapısına geçtim, özellikle ekip çalışmasında çok daha rahat. Bir özelliği silmek istediğinde tek klasörü silmen yetiyor.',
    'Ortak kod, shader ve UI bileşenleri için ayrı bir “Ortak” klasörü şart; yoksa her özellik birbirinin klasörüne referans vermeye başlıyor.',
    'İsimlendirmede önek kullanmak (ör. `SPR_`, `MAT_`, `SFX_`) arama kutusunda bulmayı çok kolaylaştırıyor, özellikle özellik bazlı yapıda.',
  ],
  '{engine} ile diyalog sistemi kurmak': [
    'Ink’i kullandım; yazarlar metni düz metin gibi yazıyor, dallanma ve değişkenler çok doğal. {engine} için topluluk entegrasyonları mevcut.',
    'Yerelleştirme önemliyse satırlara kimlik ver ve metni ayrı tablolarda tut. Ink ve Yarn Spinner’ın ikisi de satır kimlikleriyle çeviri dışa aktarımı destekliyor.',
    'Kendi JSON çözümünü yazarsan ilk ay hızlı gider, sonra koşullar, değişkenler ve editör araçları derken bir dil yazdığını fark edersin. Hazır araçla başla.',
  ],
  '{engine} sürüm yükseltmesi sonrası derleme hataları': [
    'Sürüm yükseltmelerinde benim kuralım: önce ayrı bir dalda (branch) yükselt, testleri çalıştır, sonra ana dala al. Asla doğrudan ana projede yükseltme yapma.',
    'Sürüm notlarındaki “breaking changes” ve “upgrade guide” bölümlerini baştan sona oku; uyarıların çoğu orada listelenmiş yeniden adlandırmalar.',
    'Hataları eklentilerden ve kendi kodundan gelenler diye ayır. Güncellenmemiş bir eklentiyi geçici olarak kaldırıp projeyi derlenebilir hale getirmek ilk hedef olsun.',
  ],
};

/** Short follow-ups that fit any topic, used after a topic's own replies run out. */
export const NEUTRAL_REPLIES: string[] = [
  'Bu konuyu kaydettim, akşam denediğimde sonucu buraya yazacağım.',
  'Bu tartışmayı çok faydalı buldum, herkese teşekkürler.',
  'Aynı soruyu ben de soracaktım, yanıtlar çok açıklayıcı olmuş.',
  'Güzel soru. Benim önerim önce en basit çözümü yazıp ölçmek; erken optimizasyon çoğu zaman gereksiz karmaşıklık getiriyor.',
];
