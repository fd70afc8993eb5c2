// Authoring-time tool, not run by the seed: draws the demo blog covers and house ads as SVG and writes
// them as WebP with sharp, next to this file. The outputs are committed; the seed uploads them through
// Strapi's upload service. Run from the repo root: `node cms/src/seed/assets/generate.mjs`.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const FONT = 'DejaVu Sans, Verdana, sans-serif';
const MONO = 'DejaVu Sans Mono, monospace';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Blog covers, 1200×630: the category's colours, a motif and the post's keyword. */
const COVERS = [
  {
    file: 'unity-olay-sistemi',
    from: '#1f2937',
    to: '#0f766e',
    accent: '#5eead4',
    kicker: 'Unity Rehberleri',
    glyph: 'OnEnable() += Guncelle',
    motif: 'nodes',
  },
  {
    file: 'unity-profiler',
    from: '#111827',
    to: '#7c2d12',
    accent: '#fdba74',
    kicker: 'Unity Rehberleri',
    glyph: '16,6 ms',
    motif: 'bars',
  },
  {
    file: 'unreal-cpp-karakter',
    from: '#0e1128',
    to: '#3730a3',
    accent: '#a5b4fc',
    kicker: 'Unreal Engine',
    glyph: 'UCLASS()',
    motif: 'rings',
  },
  { file: 'godot-platform', from: '#0c4a6e', to: '#478cbf', accent: '#e0f2fe', kicker: 'Godot', glyph: 'move_and_slide()', motif: 'steps' },
  { file: 'csharp-span', from: '#2e1065', to: '#68217a', accent: '#f0abfc', kicker: 'C# Programlama', glyph: 'Span<T>', motif: 'grid' },
  { file: 'js-zaman-adimi', from: '#1c1917', to: '#a16207', accent: '#fde047', kicker: 'JavaScript', glyph: 'Δt = 1/60', motif: 'wave' },
  { file: 'pixel-art', from: '#431407', to: '#f97316', accent: '#fed7aa', kicker: '2D Sanat', glyph: '16×16', motif: 'pixels' },
  {
    file: 'geri-bildirim',
    from: '#052e16',
    to: '#16a34a',
    accent: '#bbf7d0',
    kicker: 'Oyun Tasarımı',
    glyph: 'girdi → tepki',
    motif: 'rings',
  },
  {
    file: 'indie-10-kural',
    from: '#422006',
    to: '#ca8a04',
    accent: '#fef08a',
    kicker: 'İndie Geliştirme',
    glyph: '10 kural',
    motif: 'steps',
  },
  { file: 'mobil-pil', from: '#022c22', to: '#10b981', accent: '#a7f3d0', kicker: 'Mobil Oyunlar', glyph: '30 FPS', motif: 'bars' },
];

function motif(kind, accent, w, h, from = 0.66) {
  const out = [];
  const rnd = mulberry(kind.length * 7919 + w);
  if (kind === 'grid' || kind === 'pixels') {
    const size = kind === 'pixels' ? 30 : 42;
    for (let y = 0; y < h; y += size)
      for (let x = w * 0.52; x < w; x += size) {
        if (rnd() < (kind === 'pixels' ? 0.35 : 0.18))
          out.push(
            `<rect x="${x}" y="${y}" width="${size - 4}" height="${size - 4}" rx="${kind === 'pixels' ? 0 : 6}" fill="${accent}" opacity="${(0.15 + rnd() * 0.45).toFixed(2)}"/>`,
          );
      }
  } else if (kind === 'bars') {
    for (let i = 0; i < 14; i++) {
      const bh = 60 + rnd() * (h * 0.55);
      out.push(
        `<rect x="${w * 0.55 + i * 36}" y="${h - 70 - bh}" width="24" height="${bh}" rx="4" fill="${accent}" opacity="${(0.25 + rnd() * 0.5).toFixed(2)}"/>`,
      );
    }
    out.push(
      `<line x1="${w * 0.53}" x2="${w - 40}" y1="${h * 0.42}" y2="${h * 0.42}" stroke="${accent}" stroke-width="3" stroke-dasharray="12 10" opacity="0.8"/>`,
    );
  } else if (kind === 'rings') {
    for (let i = 0; i < 6; i++)
      out.push(
        `<circle cx="${w * 0.8}" cy="${h * 0.45}" r="${40 + i * 48}" fill="none" stroke="${accent}" stroke-width="${6 - i * 0.7}" opacity="${(0.7 - i * 0.1).toFixed(2)}"/>`,
      );
  } else if (kind === 'steps') {
    for (let i = 0; i < 6; i++)
      out.push(
        `<rect x="${w * 0.52 + i * 90}" y="${h - 90 - i * 60}" width="90" height="${90 + i * 60}" fill="${accent}" opacity="${(0.18 + i * 0.09).toFixed(2)}"/>`,
      );
    out.push(`<rect x="${w * 0.52 + 5 * 90 + 28}" y="${h - 90 - 5 * 60 - 64}" width="36" height="48" rx="8" fill="${accent}"/>`);
  } else if (kind === 'wave') {
    for (let k = 0; k < 4; k++) {
      let d = `M ${w * 0.5} ${h * 0.5}`;
      for (let x = 0; x <= w * 0.5; x += 10) d += ` L ${w * 0.5 + x} ${h * 0.5 + Math.sin(x / (40 + k * 14) + k) * (50 + k * 22)}`;
      out.push(`<path d="${d}" fill="none" stroke="${accent}" stroke-width="${4 - k * 0.6}" opacity="${(0.85 - k * 0.18).toFixed(2)}"/>`);
    }
  } else if (kind === 'nodes') {
    const pts = Array.from({ length: 9 }, () => [w * from + rnd() * w * (0.96 - from), 60 + rnd() * (h - 120)]);
    pts.forEach(([x, y], i) =>
      pts
        .slice(i + 1, i + 3)
        .forEach(([x2, y2]) =>
          out.push(`<line x1="${x}" y1="${y}" x2="${x2}" y2="${y2}" stroke="${accent}" stroke-width="2" opacity="0.5"/>`),
        ),
    );
    pts.forEach(([x, y]) => out.push(`<circle cx="${x}" cy="${y}" r="${10 + rnd() * 14}" fill="${accent}" opacity="0.85"/>`));
  }
  return out.join('');
}

function mulberry(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function cover(c) {
  const w = 1200,
    h = 630;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${motif(c.motif, c.accent, w, h)}
  <rect x="64" y="64" width="${c.kicker.length * 17 + 48}" height="48" rx="24" fill="#000" opacity="0.28"/>
  <text x="88" y="97" font-family="${FONT}" font-size="24" font-weight="700" fill="${c.accent}">${esc(c.kicker)}</text>
  <text x="64" y="${h - 150}" font-family="${MONO}" font-size="${c.glyph.length > 14 ? 54 : 76}" font-weight="700" fill="#fff">${esc(c.glyph)}</text>
  <text x="64" y="${h - 86}" font-family="${FONT}" font-size="26" fill="#fff" opacity="0.75">OyunDev Blog</text>
</svg>`;
}

/** House ads, at the slot sizes of domain AD_SLOTS (list-top 1200×240, sidebar 600×500, in-content 1200×300). */
const ADS = [
  {
    file: 'premium-sidebar',
    w: 600,
    h: 500,
    svg: (
      w,
      h,
    ) => `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a1a2e"/><stop offset="1" stop-color="#4c1d95"/></linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#g)"/>
      ${motif('rings', '#d4af37', w, h)}
      <text x="48" y="110" font-family="${FONT}" font-size="30" font-weight="700" fill="#d4af37">OyunDev Premium</text>
      <text x="48" y="190" font-family="${FONT}" font-size="46" font-weight="700" fill="#fff">Reklamsız oku,</text>
      <text x="48" y="248" font-family="${FONT}" font-size="46" font-weight="700" fill="#fff">ustalardan öğren.</text>
      <text x="48" y="310" font-family="${FONT}" font-size="24" fill="#e9d5ff">Ustalık sınıfı · Kod inceleme · Mentorluk</text>
      <rect x="48" y="370" width="250" height="64" rx="32" fill="#d4af37"/>
      <text x="173" y="411" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="#1a1a2e">Premium’a geç</text>`,
  },
  {
    file: 'kis-jami-list-top',
    w: 1200,
    h: 240,
    svg: (
      w,
      h,
    ) => `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#881337"/><stop offset="1" stop-color="#f43f5e"/></linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#g)"/>
      ${motif('pixels', '#fecdd3', w, h)}
      <text x="48" y="92" font-family="${FONT}" font-size="58" font-weight="700" fill="#fff">OyunDev Kış Jam’i</text>
      <text x="52" y="150" font-family="${FONT}" font-size="30" fill="#ffe4e6">48 saat · tema açılışta · tek kişi ya da takım</text>
      <rect x="52" y="174" width="260" height="46" rx="23" fill="#fff"/>
      <text x="182" y="205" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="#881337">Takımını kur →</text>`,
  },
  {
    file: 'bulusma-in-content',
    w: 1200,
    h: 300,
    svg: (
      w,
      h,
    ) => `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0c4a6e"/><stop offset="1" stop-color="#0e7490"/></linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#g)"/>
      ${motif('nodes', '#a5f3fc', w, h, 0.74)}
      <text x="56" y="96" font-family="${FONT}" font-size="28" font-weight="700" fill="#a5f3fc">ETKİNLİK</text>
      <text x="56" y="160" font-family="${FONT}" font-size="52" font-weight="700" fill="#fff">Oyun Geliştirici Buluşması</text>
      <text x="56" y="214" font-family="${FONT}" font-size="30" fill="#e0f2fe">Sunumlar, demo masası ve portfolyo incelemeleri</text>
      <text x="56" y="262" font-family="${FONT}" font-size="26" font-weight="700" fill="#fff">Ayrıntılar forumda →</text>`,
  },
];

await mkdir(path.join(here, 'covers'), { recursive: true });
await mkdir(path.join(here, 'ads'), { recursive: true });
for (const c of COVERS) {
  await sharp(Buffer.from(cover(c)))
    .webp({ quality: 82 })
    .toFile(path.join(here, 'covers', `${c.file}.webp`));
}
for (const a of ADS) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${a.w}" height="${a.h}">${a.svg(a.w, a.h)}</svg>`;
  await sharp(Buffer.from(svg))
    .webp({ quality: 88 })
    .toFile(path.join(here, 'ads', `${a.file}.webp`));
}
console.log(`${COVERS.length} covers, ${ADS.length} ads`);
