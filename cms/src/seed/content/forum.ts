// Forum demo content: the 28 categories of the sample set, tags, topics (markdown) and replies.
import type { CategoryIconKey, ForumCategoryGroup } from '@oyundev/domain';

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
  { slug: 'unity', name: 'Unity', description: 'Unity ile oyun geliştirme: editör, bileşenler, fizik, URP/HDRP ve paket yönetimi.', icon: 'unity', color: '#222c37', group: 'oyun-motorlari', weight: 10, maxFileSizeMb: 50, allowedFileTypes: [...IMAGES, ...ARCHIVES, 'unitypackage'] },
  { slug: 'unreal-engine', name: 'Unreal Engine', description: 'Blueprint’ten C++’a Unreal Engine 5: Nanite, Lumen, Niagara ve daha fazlası.', icon: 'unreal', color: '#0e1128', group: 'oyun-motorlari', weight: 7, maxFileSizeMb: 100, allowedFileTypes: [...IMAGES, ...ARCHIVES] },
  { slug: 'godot', name: 'Godot', description: 'Açık kaynak Godot Engine: GDScript, sahneler, sinyaller ve 2D/3D iş akışı.', icon: 'godot', color: '#478cbf', group: 'oyun-motorlari', weight: 8, maxFileSizeMb: 50, allowedFileTypes: [...IMAGES, ...ARCHIVES] },
  { slug: 'gamemaker', name: 'GameMaker', description: 'GameMaker ve GML ile hızlı 2D oyun geliştirme.', icon: 'gamemaker', color: '#71b417', group: 'oyun-motorlari', weight: 2 },
  { slug: 'diger-motorlar', name: 'Diğer Motorlar', description: 'Defold, Bevy, LÖVE, Construct, kendi motorunuz… Ana akım dışındaki her şey.', icon: 'engine', color: '#6b7280', group: 'oyun-motorlari', weight: 2 },
  { slug: 'csharp', name: 'C#', description: 'C# dili, .NET, performans ve Unity dışındaki C# oyun kütüphaneleri.', icon: 'csharp', color: '#68217a', group: 'programlama', weight: 6 },
  { slug: 'cpp', name: 'C++', description: 'Modern C++, bellek yönetimi, motor programlama ve Unreal C++.', icon: 'cpp', color: '#00599c', group: 'programlama', weight: 4 },
  { slug: 'javascript', name: 'JavaScript ve Web Oyunları', description: 'Canvas, WebGL, Phaser, Three.js ve tarayıcıda çalışan oyunlar.', icon: 'javascript', color: '#f7df1e', group: 'programlama', weight: 4 },
  { slug: 'shader-programlama', name: 'Shader Programlama', description: 'HLSL, GLSL, Shader Graph ve görsel efektlerin matematiği.', icon: 'shader', color: '#ec4899', group: 'programlama', weight: 3 },
  { slug: '2d-art', name: '2D Sanat', description: 'Pixel art, sprite’lar, tile set’ler ve 2D animasyon.', icon: 'palette', color: '#f97316', group: 'sanat-tasarim', weight: 6, maxFileSizeMb: 50, allowedFileTypes: [...IMAGES, 'psd', 'aseprite'] },
  { slug: '3d-modelleme', name: '3D Modelleme', description: 'Blender, Maya, retopoloji, UV ve PBR doku iş akışları.', icon: 'cube', color: '#ea7600', group: 'sanat-tasarim', weight: 4, maxFileSizeMb: 200, allowedFileTypes: [...IMAGES, 'fbx', 'obj', 'blend', 'glb'] },
  { slug: 'animasyon', name: 'Animasyon', description: 'Karakter animasyonu, rigging, state machine’ler ve blend tree’ler.', icon: 'animation', color: '#14b8a6', group: 'sanat-tasarim', weight: 2, allowVideos: true, maxFileSizeMb: 100 },
  { slug: 'ui-ux', name: 'UI/UX Tasarımı', description: 'Oyun arayüzleri, menüler, HUD ve oyuncu deneyimi.', icon: 'layout', color: '#8b5cf6', group: 'sanat-tasarim', weight: 2 },
  { slug: 'ses-muzik', name: 'Ses ve Müzik', description: 'Ses efektleri, müzik, FMOD/Wwise ve adaptif ses.', icon: 'music', color: '#06b6d4', group: 'sanat-tasarim', weight: 2, maxFileSizeMb: 100, allowedFileTypes: ['wav', 'ogg', 'mp3', ...ARCHIVES] },
  { slug: 'genel-sohbet', name: 'Genel Sohbet', description: 'Oyun geliştirme dünyasından haberler, sohbetler ve her şey.', icon: 'chat', color: '#3b82f6', group: 'genel', weight: 6, maxFileSizeMb: 2, allowedFileTypes: IMAGES },
  { slug: 'yeni-baslayanlar', name: 'Yeni Başlayanlar', description: 'İlk adımlar: hangi motor, nereden başlamalı, hangi kaynaklar? Burada soru sormak serbest.', icon: 'sprout', color: '#22c55e', group: 'genel', weight: 7, maxFileSizeMb: 5 },
  { slug: 'proje-vitrini', name: 'Proje Vitrini', description: 'Projelerinizi gösterin, geri bildirim alın. Konular moderatör onayından sonra yayınlanır.', icon: 'trophy', color: '#eab308', group: 'genel', weight: 4, requireApproval: true, allowVideos: true, maxFileSizeMb: 100 },
  { slug: 'oyun-jamleri', name: 'Oyun Jamleri', description: 'Game jam duyuruları, takım arkadaşı arayışları ve jam sonrası değerlendirmeler.', icon: 'timer', color: '#f43f5e', group: 'genel', parent: 'proje-vitrini', weight: 2 },
  { slug: 'mobil', name: 'Mobil Oyun Geliştirme', description: 'Android ve iOS: performans, mağaza süreçleri, reklam ve uygulama içi satın alma.', icon: 'smartphone', color: '#10b981', group: 'platform-specific', weight: 4 },
  { slug: 'vr-ar', name: 'VR ve AR', description: 'Sanal ve artırılmış gerçeklik: Quest, OpenXR ve etkileşim tasarımı.', icon: 'vr', color: '#6366f1', group: 'platform-specific', weight: 1 },
  { slug: 'yapay-zeka', name: 'Oyun Yapay Zekası', description: 'Yol bulma, davranış ağaçları, GOAP, durum makineleri ve ML-Agents.', icon: 'brain', color: '#a855f7', group: 'technical-advanced', weight: 3 },
  { slug: 'multiplayer', name: 'Çok Oyunculu ve Ağ', description: 'Netcode, sunucu mimarisi, gecikme telafisi ve eşleştirme.', icon: 'network', color: '#0ea5e9', group: 'technical-advanced', weight: 3 },
  { slug: 'optimizasyon', name: 'Performans ve Optimizasyon', description: 'Profiler, draw call, bellek, GC ve kare süresi avcılığı.', icon: 'gauge', color: '#ef4444', group: 'technical-advanced', weight: 3 },
  { slug: 'pazarlama', name: 'Yayıncılık ve Pazarlama', description: 'Steam sayfası, wishlist, fragman, topluluk ve yayıncılarla çalışmak.', icon: 'megaphone', color: '#f59e0b', group: 'business', weight: 2 },
  { slug: 'kariyer', name: 'Kariyer ve İş İlanları', description: 'Stüdyo ilanları, portfolyo incelemeleri ve sektörde kariyer.', icon: 'briefcase', color: '#64748b', group: 'business', weight: 2 },
  { slug: 'premium-ustalik', name: 'Premium Ustalık Sınıfı', description: 'Premium üyelere özel ileri seviye dersler ve soru-cevap oturumları.', icon: 'gem', color: '#d4af37', group: 'premium', isPremium: true, weight: 2 },
  { slug: 'premium-kod-inceleme', name: 'Premium Kod İnceleme', description: 'Kodunuzu deneyimli geliştiricilere inceletin. Yalnızca premium üyeler.', icon: 'code-review', color: '#b8860b', group: 'premium', parent: 'premium-ustalik', isPremium: true, weight: 1 },
  { slug: 'premium-mentorluk', name: 'Premium Mentorluk', description: 'Birebir mentorluk eşleşmeleri ve kariyer planlama. Yalnızca premium üyeler.', icon: 'compass', color: '#c084fc', group: 'premium', isPremium: true, weight: 1 },
];

/** Tag names as stored (trimmed, lowercased). Slugs are given where the name has symbols. */
export const TAGS: Array<{ name: string; slug?: string }> = [
  { name: 'unity' }, { name: 'unreal-engine' }, { name: 'godot' }, { name: 'c#', slug: 'csharp' }, { name: 'c++', slug: 'cpp' },
  { name: 'javascript' }, { name: '2d' }, { name: '3d' }, { name: 'mobile' }, { name: 'shader' }, { name: 'ai' },
  { name: 'multiplayer' }, { name: 'optimizasyon' }, { name: 'fizik' }, { name: 'animasyon' }, { name: 'ui' },
  { name: 'pixel-art' }, { name: 'blender' }, { name: 'ses' }, { name: 'indie' }, { name: 'steam' }, { name: 'game-jam' },
  { name: 'başlangıç', slug: 'baslangic' }, { name: 'hata' }, { name: 'performans' }, { name: 'ecs' }, { name: 'netcode' },
  { name: 'gdscript' }, { name: 'blueprint' }, { name: 'procedural' }, { name: 'level-design' }, { name: 'pazarlama' },
  { name: 'kariyer' }, { name: 'portfolyo' }, { name: 'vr' }, { name: 'android' }, { name: 'ios' }, { name: 'webgl' },
  { name: 'shader-graph' }, { name: 'kaydetme' },
];

export const CODE = {
  unityMovement: [
    '```csharp',
    'public class PlayerController : MonoBehaviour',
    '{',
    '    [SerializeField] private float moveSpeed = 6f;',
    '    [SerializeField] private float jumpForce = 12f;',
    '    private Rigidbody2D body;',
    '',
    '    private void Awake() => body = GetComponent<Rigidbody2D>();',
    '',
    '    private void Update()',
    '    {',
    '        if (Input.GetButtonDown("Jump") && IsGrounded())',
    '            body.velocity = new Vector2(body.velocity.x, jumpForce);',
    '    }',
    '',
    '    private void FixedUpdate()',
    '    {',
    '        var x = Input.GetAxisRaw("Horizontal");',
    '        body.velocity = new Vector2(x * moveSpeed, body.velocity.y);',
    '    }',
    '}',
    '```',
  ].join('\n'),
  unityPool: [
    '```csharp',
    'public class MermiHavuzu : MonoBehaviour',
    '{',
    '    [SerializeField] private Mermi prefab;',
    '    private readonly Queue<Mermi> havuz = new();',
    '',
    '    public Mermi Al()',
    '    {',
    '        var mermi = havuz.Count > 0 ? havuz.Dequeue() : Instantiate(prefab);',
    '        mermi.gameObject.SetActive(true);',
    '        return mermi;',
    '    }',
    '',
    '    public void Birak(Mermi mermi)',
    '    {',
    '        mermi.gameObject.SetActive(false);',
    '        havuz.Enqueue(mermi);',
    '    }',
    '}',
    '```',
  ].join('\n'),
  unitySave: [
    '```csharp',
    '[System.Serializable]',
    'public class KayitVerisi',
    '{',
    '    public int seviye;',
    '    public float[] konum = new float[3];',
    '    public List<string> envanter = new();',
    '}',
    '',
    'public static class KayitSistemi',
    '{',
    '    private static string Yol => Path.Combine(Application.persistentDataPath, "kayit.json");',
    '',
    '    public static void Kaydet(KayitVerisi veri) =>',
    '        File.WriteAllText(Yol, JsonUtility.ToJson(veri, prettyPrint: true));',
    '',
    '    public static KayitVerisi Yukle() =>',
    '        File.Exists(Yol) ? JsonUtility.FromJson<KayitVerisi>(File.ReadAllText(Yol)) : new KayitVerisi();',
    '}',
    '```',
  ].join('\n'),
  godotMovement: [
    '```gdscript',
    'extends CharacterBody2D',
    '',
    '@export var speed := 220.0',
    '@export var jump_velocity := -420.0',
    'var gravity: float = ProjectSettings.get_setting("physics/2d/default_gravity")',
    '',
    'func _physics_process(delta: float) -> void:',
    '    if not is_on_floor():',
    '        velocity.y += gravity * delta',
    '    if Input.is_action_just_pressed("jump") and is_on_floor():',
    '        velocity.y = jump_velocity',
    '    velocity.x = Input.get_axis("left", "right") * speed',
    '    move_and_slide()',
    '```',
  ].join('\n'),
  godotSignal: [
    '```gdscript',
    'signal can_degisti(yeni_can: int)',
    '',
    'var can := 100:',
    '    set(deger):',
    '        can = clamp(deger, 0, 100)',
    '        can_degisti.emit(can)',
    '',
    'func _ready() -> void:',
    '    can_degisti.connect($HUD/CanBari.guncelle)',
    '```',
  ].join('\n'),
  unrealInput: [
    '```cpp',
    'void AOyuncuKarakter::SetupPlayerInputComponent(UInputComponent* PlayerInputComponent)',
    '{',
    '    Super::SetupPlayerInputComponent(PlayerInputComponent);',
    '    if (auto* Input = Cast<UEnhancedInputComponent>(PlayerInputComponent))',
    '    {',
    '        Input->BindAction(MoveAction, ETriggerEvent::Triggered, this, &AOyuncuKarakter::Move);',
    '        Input->BindAction(JumpAction, ETriggerEvent::Started, this, &ACharacter::Jump);',
    '    }',
    '}',
    '```',
  ].join('\n'),
  cppMemory: [
    '```cpp',
    'struct Varlik {',
    '    std::string ad;',
    '    std::vector<Bilesen*> bilesenler;',
    '};',
    '',
    '// Sahiplik açık olsun: ham işaretçi yerine unique_ptr',
    'std::vector<std::unique_ptr<Varlik>> dunya;',
    'dunya.push_back(std::make_unique<Varlik>(Varlik{"oyuncu", {}}));',
    '```',
  ].join('\n'),
  jsLoop: [
    '```javascript',
    "const canvas = document.querySelector('canvas');",
    "const ctx = canvas.getContext('2d');",
    'let last = performance.now();',
    '',
    'function loop(now) {',
    '  const dt = Math.min((now - last) / 1000, 0.05);',
    '  last = now;',
    '  update(dt);',
    '  render(ctx);',
    '  requestAnimationFrame(loop);',
    '}',
    'requestAnimationFrame(loop);',
    '```',
  ].join('\n'),
  hlslDissolve: [
    '```hlsl',
    'float4 frag (v2f i) : SV_Target',
    '{',
    '    float noise = tex2D(_NoiseTex, i.uv).r;',
    '    clip(noise - _Cutoff);',
    '    float edge = smoothstep(_Cutoff, _Cutoff + _EdgeWidth, noise);',
    '    return lerp(_EdgeColor, tex2D(_MainTex, i.uv), edge);',
    '}',
    '```',
  ].join('\n'),
  pythonAstar: [
    '```python',
    'def a_yildiz(baslangic, hedef, komsular, sezgisel):',
    '    acik = [(0, baslangic)]',
    '    g = {baslangic: 0}',
    '    onceki = {}',
    '    while acik:',
    '        _, dugum = heapq.heappop(acik)',
    '        if dugum == hedef:',
    '            return yolu_kur(onceki, dugum)',
    '        for komsu, maliyet in komsular(dugum):',
    '            yeni = g[dugum] + maliyet',
    '            if yeni < g.get(komsu, float("inf")):',
    '                g[komsu], onceki[komsu] = yeni, dugum',
    '                heapq.heappush(acik, (yeni + sezgisel(komsu, hedef), komsu))',
    '    return None',
    '```',
  ].join('\n'),
  netcode: [
    '```csharp',
    'public class OyuncuHareket : NetworkBehaviour',
    '{',
    '    private readonly NetworkVariable<Vector3> konum = new(writePerm: NetworkVariableWritePermission.Server);',
    '',
    '    [ServerRpc]',
    '    private void HareketServerRpc(Vector2 girdi)',
    '    {',
    '        konum.Value += new Vector3(girdi.x, 0, girdi.y) * hiz * Time.deltaTime;',
    '    }',
    '}',
    '```',
  ].join('\n'),
  lua: [
    '```lua',
    'function love.update(dt)',
    '  oyuncu.x = oyuncu.x + oyuncu.hiz * dt * yon()',
    '  for i = #mermiler, 1, -1 do',
    '    local m = mermiler[i]',
    '    m.y = m.y - 400 * dt',
    '    if m.y < 0 then table.remove(mermiler, i) end',
    '  end',
    'end',
    '```',
  ].join('\n'),
};

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
};

const md = (...parts: Array<string | false | undefined>) => parts.filter(Boolean).join('\n\n');

export const TOPICS: TopicSeed[] = [
  {
    category: 'genel-sohbet',
    title: 'Forum kuralları ve soru sorma rehberi',
    tags: ['başlangıç'],
    pinned: true,
    closed: true,
    author: 'admin',
    body: md(
      'OyunDev’e hoş geldiniz! Herkesin rahatça soru sorabildiği, yardımlaştığı bir yer olması için birkaç kuralımız var.',
      '## Kurallar',
      '1. Saygılı olun; kişilere değil fikirlere itiraz edin.\n2. Reklam ve spam yasaktır, projelerinizi **Proje Vitrini**’nde paylaşın.\n3. Korsan içerik, crack ve lisanssız varlık paylaşımı yasaktır.\n4. Aynı soruyu birden fazla kategoriye açmayın.',
      '## İyi bir soru nasıl sorulur?',
      '- Motor ve sürümü yazın (ör. *Unity 2022.3 LTS*, *Godot 4.2*).\n- Ne beklediğinizi ve ne olduğunu ayrı ayrı anlatın.\n- Kodu ekran görüntüsü yerine kod bloğu olarak ekleyin:',
      '```csharp\nDebug.Log($"Hız: {body.velocity}");\n```',
      'Sorunuz çözüldüğünde konuyu **çözüldü** olarak işaretlemeyi unutmayın. İyi geliştirmeler!',
    ),
  },
  {
    category: 'yeni-baslayanlar',
    title: 'Hangi oyun motoruyla başlamalıyım? Unity mi Godot mu?',
    tags: ['başlangıç', 'unity', 'godot'],
    question: true,
    body: md(
      'Merhaba, yazılıma yeni başladım ve 2D bir platform oyunu yapmak istiyorum. Herkes farklı bir şey söylüyor, kafam karıştı.',
      '## Durumum',
      '- Biraz Python biliyorum\n- Bilgisayarım eski (8 GB RAM, harici ekran kartı yok)\n- İleride mobile de çıkmak istiyorum',
      'Godot hafif diye duydum ama iş ilanlarında hep Unity görüyorum. Sizce ilk motor olarak hangisi daha mantıklı?',
    ),
  },
  {
    category: 'unity',
    title: 'Rigidbody2D ile karakter zıplarken duvara yapışıyor',
    tags: ['unity', '2d', 'fizik', 'hata'],
    question: true,
    body: md(
      'Karakterim yürürken sorun yok ama zıplayıp bir duvara doğru tuşa basılı tutunca duvara yapışıp kalıyor, aşağı düşmüyor.',
      '## Kullandığım kod',
      'CODE:unityMovement',
      '## Denediklerim',
      '- Collider’ı kutu yerine kapsül yaptım\n- `Interpolate` ayarını açtım\n- Yerçekimi ölçeğini 3’e çıkardım',
      'Hiçbiri işe yaramadı. Sürtünme ile mi ilgili?',
    ),
  },
  {
    category: 'unity',
    title: 'Object pooling gerçekten performans kazandırıyor mu?',
    tags: ['unity', 'optimizasyon', 'performans', 'c#'],
    body: md(
      'Shoot ’em up projemde saniyede ~200 mermi oluşup yok oluyor. Profiler’da `Instantiate` ve GC zirveleri görüyorum.',
      'Basit bir havuz yazdım:',
      'CODE:unityPool',
      '## Sorularım',
      '1. Unity 2021’den beri gelen `ObjectPool<T>` sınıfı bundan daha mı iyi?\n2. Havuzu sahne değişiminde temizlemek gerekiyor mu?',
      'Deneyimlerinizi merak ediyorum.',
    ),
  },
  {
    category: 'unity',
    title: 'JSON ile kayıt sistemi: Dictionary neden kaydedilmiyor?',
    tags: ['unity', 'c#', 'kaydetme', 'hata'],
    question: true,
    body: md(
      '`JsonUtility` ile basit bir kayıt sistemi kurdum. Listeler sorunsuz kaydediliyor ama envanteri `Dictionary<string, int>` yapınca dosyada hiç görünmüyor.',
      'CODE:unitySave',
      'Dictionary’yi desteklemiyor mu, yoksa bir şeyi mi kaçırıyorum?',
    ),
  },
  {
    category: 'unity',
    title: 'URP’de 2D ışıklandırma ile gece-gündüz döngüsü',
    tags: ['unity', '2d', 'shader-graph'],
    body: md(
      'URP 2D Renderer ile basit bir gece-gündüz döngüsü yaptım, paylaşmak istedim.',
      '## Yaklaşım',
      '- Global Light 2D’nin rengini ve şiddetini bir `Gradient` üzerinden örnekliyorum\n- Sokak lambaları Point Light 2D, akşam olunca yavaşça açılıyor\n- Gölgeler için Shadow Caster 2D',
      '```csharp\nglobalLight.color = gunGradyani.Evaluate(zaman01);\nglobalLight.intensity = Mathf.Lerp(0.15f, 1f, gunEgrisi.Evaluate(zaman01));\n```',
      'Performans olarak mobilde sorun yaşayan oldu mu?',
    ),
  },
  {
    category: 'unreal-engine',
    title: 'Enhanced Input ile C++ tarafında hareket bağlama',
    tags: ['unreal-engine', 'c++'],
    question: true,
    body: md(
      'UE 5.3’e geçtim ve eski input sistemi kullanımdan kalkmış. Enhanced Input’u C++’ta bağlamaya çalışıyorum:',
      'CODE:unrealInput',
      'Derleniyor ama `Move` hiç çağrılmıyor. Mapping Context’i nerede eklemem gerekiyor?',
    ),
  },
  {
    category: 'unreal-engine',
    title: 'Nanite ve Lumen ile orta seviye bilgisayarda 60 FPS mümkün mü?',
    tags: ['unreal-engine', 'performans', '3d'],
    body: md(
      'RTX 3060 ve Ryzen 5 ile UE5’te açık dünya bir sahne hazırlıyorum. Lumen açıkken 40 FPS civarındayım.',
      '## Şu ana kadar',
      '- Lumen kalite ayarlarını düşürdüm\n- Virtual Shadow Map çözünürlüğünü azalttım\n- TSR yerine DLSS eklentisini denedim',
      'Sizin hedef donanım için ayarladığınız scalability değerleri neler?',
    ),
  },
  {
    category: 'unreal-engine',
    title: 'Blueprint mi C++ mı? Ekip içinde iş bölümü',
    tags: ['unreal-engine', 'blueprint', 'c++'],
    body: md(
      'Dört kişilik bir ekibiz; iki tasarımcı, iki programcı. Her şeyi Blueprint’le yaptık ve artık proje yavaşlamaya başladı.',
      'Hangi sistemleri C++’a taşıyıp hangilerini Blueprint’te bırakmak gerekir? Genel bir kuralınız var mı?',
    ),
  },
  {
    category: 'godot',
    title: 'Godot 4’te CharacterBody2D ile akıcı platform hareketi',
    tags: ['godot', 'gdscript', '2d'],
    body: md(
      'Godot 4’e geçenler için temel bir platform hareketi paylaşıyorum. `move_and_slide()` artık parametre almıyor, hız `velocity` özelliğinde.',
      'CODE:godotMovement',
      '## Sonraki adımlar',
      '- Coyote time (zeminden ayrıldıktan sonra kısa bir zıplama penceresi)\n- Jump buffer\n- Değişken zıplama yüksekliği',
      'Bunları da ekleyip güncelleyeceğim.',
    ),
  },
  {
    category: 'godot',
    title: 'Sinyaller ile HUD güncelleme: doğru yaklaşım bu mu?',
    tags: ['godot', 'gdscript', 'ui'],
    question: true,
    body: md(
      'Oyuncunun canı değişince HUD’u güncellemek için setter içinde sinyal yayıyorum:',
      'CODE:godotSignal',
      'Node yolunu `_ready` içinde sabit yazmak bana doğru gelmiyor. Autoload bir olay veri yolu mu kullanmalıyım?',
    ),
  },
  {
    category: 'godot',
    title: 'GDScript mi C# mı? Godot 4 için tercihiniz',
    tags: ['godot', 'gdscript', 'c#'],
    body: md(
      'Unity’den geliyorum, C# biliyorum. Godot’da C# kullanmak mantıklı mı yoksa GDScript mi öğrenmeliyim?',
      '- Web export’ta C# desteği hâlâ sınırlı diye okudum\n- GDScript’in editör entegrasyonu daha iyi görünüyor',
      'Uzun vadeli bir proje için ne önerirsiniz?',
    ),
  },
  {
    category: 'gamemaker',
    title: 'GameMaker’da durum makinesi ile düşman davranışı',
    tags: ['2d', 'ai'],
    body: md(
      'GML’de `switch` tabanlı basit bir durum makinesi kurdum: devriye, kovalama, saldırı.',
      '```gml\nswitch (durum) {\n    case DURUM.DEVRIYE: devriye_gez(); if (oyuncu_gorus()) durum = DURUM.KOVALA; break;\n    case DURUM.KOVALA:  oyuncuya_git(); if (menzilde()) durum = DURUM.SALDIR; break;\n    case DURUM.SALDIR:  saldir(); break;\n}\n```',
      'Durum sayısı arttıkça dağılıyor. Struct tabanlı bir yapıya geçen var mı?',
    ),
  },
  {
    category: 'diger-motorlar',
    title: 'LÖVE (Love2D) ile ilk oyunum: Lua çok keyifli',
    tags: ['2d', 'indie'],
    body: md(
      'Bir hafta sonu LÖVE ile küçük bir uzay nişancı oyunu yaptım. Motor yok, editör yok, sadece Lua ve bir döngü.',
      'CODE:lua',
      'Küçük oyunlar ve jam’ler için kesinlikle tavsiye ederim. Siz hangi “küçük” motorları kullanıyorsunuz?',
    ),
  },
  {
    category: 'csharp',
    title: 'Struct mı class mı? Oyun kodunda ne zaman hangisi',
    tags: ['c#', 'performans'],
    body: md(
      'Vektör, hasar bilgisi gibi küçük veri tiplerinde `struct` kullanmanın GC’yi azalttığını biliyorum. Ama kopyalama maliyeti ne zaman sorun olur?',
      '```csharp\npublic readonly struct HasarBilgisi\n{\n    public readonly float Miktar;\n    public readonly Vector3 Yon;\n    public HasarBilgisi(float miktar, Vector3 yon) => (Miktar, Yon) = (miktar, yon);\n}\n```',
      'Kendi kuralınız ne? 16 byte sınırı hâlâ geçerli mi?',
    ),
  },
  {
    category: 'csharp',
    title: 'async/await ile sahne yükleme ve UniTask deneyimleri',
    tags: ['c#', 'unity'],
    question: true,
    body: md(
      'Coroutine’ler yerine async/await kullanmak istiyorum. Unity 2023’teki `Awaitable` ile UniTask arasında seçim yapamadım.',
      '```csharp\npublic async Awaitable SahneYukle(string ad)\n{\n    var islem = SceneManager.LoadSceneAsync(ad);\n    while (!islem.isDone) { yuklemeBari.value = islem.progress; await Awaitable.NextFrameAsync(); }\n}\n```',
      'İptal (cancellation) konusunu nasıl yönetiyorsunuz?',
    ),
  },
  {
    category: 'cpp',
    title: 'Kendi motorumda bileşen sistemi: unique_ptr ile sahiplik',
    tags: ['c++', 'ecs'],
    body: md(
      'Öğrenmek için küçük bir motor yazıyorum. Varlık-bileşen yapısında sahipliği netleştirmek için `unique_ptr` kullanmaya başladım:',
      'CODE:cppMemory',
      '## Kararsız kaldığım nokta',
      'Bileşenler birbirine referans verecekse ham işaretçi mi, `std::weak_ptr` mı, yoksa tamamen id tabanlı bir sistem mi (ECS) daha sağlıklı?',
    ),
  },
  {
    category: 'javascript',
    title: 'Canvas oyun döngüsünde delta time ve sekme değişimi',
    tags: ['javascript', 'webgl'],
    question: true,
    body: md(
      'Tarayıcıda basit bir oyun döngüsü yazdım. Sekmeyi değiştirip geri gelince karakter ışınlanıyor:',
      'CODE:jsLoop',
      'Delta’yı 0.05 ile sınırladım ama yine de fizik bozuluyor. Sabit adımlı (fixed timestep) döngüye nasıl geçerim?',
    ),
  },
  {
    category: 'javascript',
    title: 'Phaser 3 mü, Three.js mi, yoksa PlayCanvas mı?',
    tags: ['javascript', 'webgl', '3d'],
    body: md(
      'Tarayıcıda çalışan, hafif bir 3D yarış oyunu düşünüyorum. Phaser 2D’ye odaklı; Three.js ise motor değil, kütüphane.',
      'Web’de 3D oyun yayınlamış biri var mı? Yükleme süreleri ve mobil tarayıcı performansı nasıldı?',
    ),
  },
  {
    category: 'shader-programlama',
    title: 'Dissolve (çözünme) efekti: kenar parlaması nasıl yapılır?',
    tags: ['shader', 'unity'],
    body: md(
      'Düşman ölünce çözünerek kaybolsun istedim. Noise dokusu ve `clip` ile temel efekti yaptım, kenara parlama ekledim:',
      'CODE:hlslDissolve',
      '## İyileştirme fikirleri',
      '- Kenar rengini HDR yapıp bloom ile parlatmak\n- Noise’u dünya uzayında örneklemek (mesh’ler arası süreklilik için)',
      'Shader Graph’ta aynısını yapan var mı?',
    ),
  },
  {
    category: 'shader-programlama',
    title: 'Toon shading için ramp texture mı, step mi?',
    tags: ['shader', 'shader-graph', '3d'],
    question: true,
    body: md(
      'Cel-shaded bir görünüm istiyorum. `step(0.5, NdotL)` ile iki tonlu bir sonuç aldım ama geçişler çok sert.',
      '```hlsl\nfloat NdotL = dot(normalize(i.normal), _MainLightDir.xyz);\nfloat isik = tex2D(_RampTex, float2(NdotL * 0.5 + 0.5, 0.5)).r;\n```',
      'Ramp texture daha mı esnek? Kenar çizgisi (outline) için hangi yöntemi öneriyorsunuz?',
    ),
  },
  {
    category: '2d-art',
    title: 'Pixel art karakter için doğru çözünürlük: 16x16 mı 32x32 mi?',
    tags: ['pixel-art', '2d'],
    question: true,
    body: md(
      'İlk pixel art oyunumu çiziyorum. 16x16 çok az detay veriyor, 32x32’de animasyon çizmek çok uzun sürüyor.',
      '## Referanslarım',
      '- *Celeste*: 8x8 tile, karakter yaklaşık 8x11\n- *Stardew Valley*: 16x32 karakterler',
      'Oyun 320x180’e çizilip ölçeklenecek. Sizce hangisi?',
    ),
  },
  {
    category: '2d-art',
    title: 'Aseprite ile tile set hazırlarken otomatik tile kuralları',
    tags: ['pixel-art', '2d', 'level-design'],
    body: md(
      '47’lik blob tile set çizmek yerine 16’lık minimal set ile başladım. Aseprite’ın tilemap katmanı çok işimi gördü.',
      '1. 16x16 ızgara ile tilemap katmanı aç\n2. Köşe ve kenar varyasyonlarını ayrı çiz\n3. Motorda (Godot TileSet terrain / Unity Rule Tile) kuralları tanımla',
      'Terrain kurallarını kuran varsa ekran görüntüsü paylaşabilir mi?',
    ),
  },
  {
    category: '3d-modelleme',
    title: 'Blender’dan Unity’ye FBX aktarımında ölçek ve eksen sorunu',
    tags: ['blender', 'unity', '3d'],
    question: true,
    body: md(
      'Blender’dan dışa aktardığım modeller Unity’de 100 kat büyük ve -90 derece dönmüş geliyor.',
      '## Dışa aktarma ayarlarım',
      '- Scale: 1.0\n- Apply Scalings: All Local\n- Forward: -Z Forward, Up: Y Up',
      '“Apply Transform” seçeneğini işaretlemek doğru mu? Animasyonlu modellerde bir sorun çıkarır mı?',
    ),
  },
  {
    category: '3d-modelleme',
    title: 'Düşük poligonlu stilize ağaç: 500 üçgen altında kalmak',
    tags: ['blender', '3d', 'optimizasyon'],
    body: md(
      'Mobil oyunum için stilize bir orman yapıyorum. Her ağaç 500 üçgenin altında olmalı.',
      '- Gövde: 8 kenarlı silindir, 3 segment\n- Yapraklar: birkaç ico-sphere, decimate ile sadeleştirilmiş\n- Doku yerine vertex color',
      'Siz LOD’ları nasıl hazırlıyorsunuz, elle mi otomatik mi?',
    ),
  },
  {
    category: 'animasyon',
    title: 'Animator’da blend tree ile yürüme-koşma geçişi kayıyor',
    tags: ['animasyon', 'unity', '3d'],
    question: true,
    body: md(
      'Karakterim yürürken ayakları zemin üzerinde kayıyor gibi görünüyor. 1D blend tree ile hız parametresine göre yürüme ve koşu arasında geçiş yapıyorum.',
      '```csharp\nanimator.SetFloat("Hiz", hareket.magnitude, 0.1f, Time.deltaTime);\n```',
      'Root motion mı kullanmalıyım, yoksa hareket hızını animasyonlara göre mi ayarlamalıyım?',
    ),
  },
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

export const REPLIES: string[] = [
  'Aynı sorunu geçen ay ben de yaşadım. Benim durumumda sebep fizik materyalindeki sürtünmeydi; sürtünmesi 0 olan ayrı bir materyal oluşturup sadece karakterin collider’ına verince düzeldi.',
  'Bence önce küçük bir prototiple başla. Motor seçimi sandığın kadar kritik değil; bir oyunu bitirmek çok daha öğretici.',
  'Resmî dokümantasyonda bu konuya ayrılmış bir sayfa var, “Best Practices” bölümüne bakmanı öneririm. Özellikle örnek projeler çok açıklayıcı.',
  'Profiler’ı **Deep Profile** modunda çalıştırıp hangi çağrının tahsis yaptığına bakabilir misin? Ekran görüntüsü eklersen daha net yorum yapabiliriz.',
  'Şöyle bir yaklaşım deneyebilirsin:\n\n```csharp\nif (Physics2D.Raycast(ayak.position, Vector2.down, 0.1f, zeminKatmani))\n    zeminde = true;\n```\n\nKatman maskesini vermeyi unutma, yoksa kendi collider’ına çarpar.',
  'Çok faydalı bir paylaşım olmuş, elinize sağlık! Coyote time eklediğinizde güncellemeyi bekliyorum.',
  'Ben de özellik bazlı klasör yapısına geçtim, özellikle ekip çalışmasında çok daha rahat. Ortak kodu ayrı bir assembly’e almak derleme süresini de kısalttı.',
  'Sürüm yükseltmelerinde benim kuralım: önce ayrı bir dalda (branch) yükselt, testleri çalıştır, sonra ana dala al. Asla doğrudan ana projede yükseltme yapma.',
  'Mobil tarafta GPU instancing bazı eski cihazlarda desteklenmiyor, dikkat. Fallback olarak SRP Batcher’a güvenmek daha sağlam.',
  'Teşekkürler, önerdiğiniz yöntemle sorun çözüldü! 🙏',
  'Bu konuda yazılmış en iyi Türkçe kaynaklardan biri olmuş. Yer imlerine ekledim.',
  'Dictionary’ler `JsonUtility` ile serileştirilmez. İki liste (anahtarlar ve değerler) olarak saklayıp `ISerializationCallbackReceiver` ile dönüştürebilir ya da Newtonsoft JSON kullanabilirsin.',
  'Mapping Context’i `BeginPlay` içinde `UEnhancedInputLocalPlayerSubsystem` üzerinden eklemen gerekiyor:\n\n```cpp\nif (auto* Alt = ULocalPlayer::GetSubsystem<UEnhancedInputLocalPlayerSubsystem>(PC->GetLocalPlayer()))\n    Alt->AddMappingContext(VarsayilanContext, 0);\n```',
  'Godot’da olay veri yolu için bir autoload tanımlayıp sinyalleri oradan yaymak gayet yaygın bir desen. Node yollarına bağımlılığı da ortadan kaldırıyor.',
  'Pixel art’ta 16x16 ile başlamanı öneririm. Kısıtlama yaratıcılığı artırıyor, animasyon da çok daha hızlı ilerliyor.',
  'Blender’da “Apply Transform” seçeneği deneysel; animasyonlu modellerde sorun çıkarabiliyor. Ben ölçeği Blender’da uygulayıp (Ctrl+A) FBX ayarlarında “FBX Units Scale” seçiyorum.',
  'Root motion kullanırsan ayak kayması büyük ölçüde çözülür ama kontrol hissi azalabilir. Platform oyunlarında genelde kod tabanlı hareket tercih edilir.',
  'Fixed timestep için “Fix Your Timestep!” makalesini okumanı tavsiye ederim. Biriktirici (accumulator) ile sabit adımda güncelleyip render’da interpolasyon yapıyorsun.',
  'A* için köşe kesmeyi engellemek istiyorsan, çapraz komşuyu eklemeden önce iki yan komşunun da yürünebilir olduğunu kontrol et.',
  'Davranış ağaçlarını üretimde kullandım; tasarımcılar için okunaklı ama hata ayıklama için iyi bir görselleştirici şart.',
  'İstemci tahmini için girdileri sıra numarasıyla sakla, sunucudan gelen doğrulanmış konumla karşılaştırıp farkı yeniden oynat. Netcode örnek projelerinde bunun basit bir örneği var.',
  'Steam Next Fest benim için de en çok wishlist getiren etkinlikti. Demoyu fest’ten en az iki hafta önce yayınlamak önemli.',
  'Portfolyoda bitmiş küçük bir oyun, yarım kalmış büyük bir projeden çok daha değerli. Kod örneğini de GitHub’da okunaklı bir README ile paylaş.',
  'Benim deneyimime göre ödüllü reklam + reklam kaldırma satın alması dengeli bir model. Zorunlu geçiş reklamlarından kaçın.',
  'Bu yaklaşımı denedim, performans farkı ölçülebilir düzeyde. Özellikle düşük seviye Android cihazlarda kare süresi belirgin şekilde düzeldi.',
  'Güzel soru. Benim önerim önce en basit çözümü yazıp ölçmek; erken optimizasyon çoğu zaman gereksiz karmaşıklık getiriyor.',
  'İlk 5 saniye kuralına kesinlikle katılıyorum. Logoyu sona taşıdığımız fragmanın izlenme oranı neredeyse iki katına çıktı.',
  'Emeğine sağlık, görseller çok tatlı olmuş! Müşteri animasyonlarına biraz daha çeşitlilik eklenebilir.',
  'Demo’yu oynadım; kontroller rahat ama ilk bölüm biraz uzun. Eğitim kısmını oyunun içine yedirmek iyi olabilir.',
  'Ben de jam için müsaitim, 2D sanat tarafında yardımcı olabilirim. Portfolyom profilimde.',
  'Bu konuyu kaydettim, akşam denediğimde sonucu buraya yazacağım.',
  'Resmî forumda da benzer bir başlık vardı; orada önerilen çözüm sürümü bir alt yamaya yükseltmekti.',
  'Struct kullanırken `in` parametreleriyle kopyalamayı azaltabilirsin. 16 byte bir kural değil, sadece kaba bir öneri.',
  'UniTask kullanıyorum, iptal için `this.GetCancellationTokenOnDestroy()` çok pratik.',
  'ECS’e geçmeden önce klasik nesne tabanlı yapıda darboğazı ölçmek lazım; çoğu oyunda gerek kalmıyor.',
  'Overdraw konusunda çok önemli bir nokta: UI’daki tam ekran saydam paneller de sayılıyor. Kapalı menüleri devre dışı bırakmayı unutmayın.',
  'Toon shading’de ramp texture sanatçıya çok daha fazla kontrol veriyor. Outline için ters normal (inverted hull) yöntemi hâlâ en ucuzu.',
  'Bu tartışmayı çok faydalı buldum, herkese teşekkürler.',
  'Adım sesleri için ben terrain layer indeksine göre ses seçiyorum; Physic Material’a göre daha az bakım gerektiriyor.',
  'Kayıt sistemine sürüm numarası eklemeyi unutma; ileride veri yapısı değişince eski kayıtları dönüştürebilmek için şart.',
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

export const SOLVED_REPLY = 'Güncelleme: sorunu çözdüm, en çok işe yarayan yanıtı çözüm olarak işaretledim. Yardım eden herkese teşekkürler!';
