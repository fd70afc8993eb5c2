import type { ReactNode } from 'react';
import type { BadgeRarity } from '@oyundev/domain';
import * as styles from './BadgeIcon.module.css';

/*
 * A badge's icon drawn as SVG: a medallion in the badge's rarity colour with a stroke glyph (24px grid,
 * Feather/Lucide style). The cms keeps an emoji per badge (`badge.icon`, chosen in the admin); the emoji
 * names the glyph here, so the page never depends on the reader having an emoji font. An emoji without a
 * glyph of its own gets the medal.
 */
const glyphs: Record<string, ReactNode> = {
  // Kimlik kartı — profil tamamlandı
  '🪪': (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 16c.6-1.2 1.7-2 3-2s2.4.8 3 2M15 10h3M15 14h3" />
    </>
  ),
  // Not — ilk konu
  '📝': (
    <>
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
      <path d="M14 3v6h6M8 13h8M8 17h5" />
    </>
  ),
  // Konuşma balonu — ilk yanıt
  '💬': <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
  // İki balon — sohbet ustası
  '🗣': (
    <>
      <path d="M14 9a2 2 0 0 1-2 2H6l-3 3V4a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2z" />
      <path d="M18 9h1a2 2 0 0 1 2 2v10l-3-3h-6a2 2 0 0 1-2-2v-1" />
    </>
  ),
  // Onay — çözüm bulucu
  '✅': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  // El sıkışma — yardımsever
  '🤝': (
    <>
      <path d="m11 17 2 2a1 1 0 1 0 3-3" />
      <path d="m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4" />
      <path d="m21 3 1 11h-2M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3M3 4h8" />
    </>
  ),
  // Kalp — beğeni mıknatısı
  '❤': (
    <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
  ),
  // Yıldız — popüler yazar
  '🌟': <path d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z" />,
  // Alev — 7 günlük seri
  '🔥': (
    <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z" />
  ),
  // Kuyruklu yıldız — 30 günlük seri
  '☄': (
    <>
      <circle cx="15" cy="15" r="5" />
      <path d="M3 3l7.5 7.5M6 2l6.5 6.5M2 6l6.5 6.5" />
    </>
  ),
  // Yanardağ — 100 günlük seri
  '🌋': (
    <>
      <path d="M2 21h20l-6-10h-8z" />
      <path d="M10 11l1-3M14 11l-1-3M12 6V2M8 4l1.5 2M16 4l-1.5 2" />
    </>
  ),
  // Oyun kolu — Unity uzmanı
  '🎮': (
    <>
      <path d="M6 11h4M8 9v4M15 12h.01M18 10h.01" />
      <path d="M17.32 5H6.68a4 4 0 0 0-3.98 3.59l-.98 8.6A2.5 2.5 0 0 0 4.2 20c.82 0 1.6-.4 2.06-1.09L8 16h8l1.74 2.91A2.5 2.5 0 0 0 19.8 20a2.5 2.5 0 0 0 2.48-2.81l-.98-8.6A4 4 0 0 0 17.32 5z" />
    </>
  ),
  // Sütunlu yapı — Unreal ustası
  '🏛': <path d="M3 21h18M4 18h16M6 18v-7M10 18v-7M14 18v-7M18 18v-7M3 9l9-6 9 6z" />,
  // Robot — Godot öncüsü
  '🤖': (
    <>
      <rect x="4" y="8" width="16" height="12" rx="2" />
      <path d="M12 8V4M9 4h6M2 14h2M20 14h2M9 13v2M15 13v2" />
    </>
  ),
  // Parıltı — shader büyücüsü
  '✨': (
    <>
      <path d="M10 3l1.9 5.1L17 10l-5.1 1.9L10 17l-1.9-5.1L3 10l5.1-1.9z" />
      <path d="M19 14v6M16 17h6M18 3v4M16 5h4" />
    </>
  ),
  // Palet — piksel sanatçısı
  '🎨': (
    <>
      <path d="M12 22a10 10 0 1 1 10-10c0 2.5-2 3.5-4 3.5h-2a2 2 0 0 0-1.5 3.3c.8 1 .3 3.2-2.5 3.2z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10.5" cy="7" r="1" />
      <circle cx="15.5" cy="7.5" r="1" />
    </>
  ),
  // Küp — 3B heykeltıraş
  '🗿': (
    <>
      <path d="M21 16V8l-9-5-9 5v8l9 5z" />
      <path d="M3.3 7.5 12 12.5l8.7-5M12 22V12.5" />
    </>
  ),
  // Göz — tasarım gözü
  '👁': (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  // Maske — yaratıcı ruh
  '🎭': (
    <>
      <path d="M4 4h16v7a8 8 0 0 1-16 0z" />
      <path d="M8 9h2M14 9h2M9 14a4 4 0 0 0 6 0" />
    </>
  ),
  // Ampul — yenilikçi
  '💡': (
    <>
      <path d="M9 18h6M10 22h4" />
      <path d="M15 14c.2-1 .7-1.7 1.5-2.5A6 6 0 1 0 6 8c0 1.3.3 2.3 1.5 3.5.8.8 1.3 1.5 1.5 2.5" />
    </>
  ),
  // Gazete — ilk blog yazısı
  '📰': (
    <>
      <path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0V11a2 2 0 0 1 2-2h2" />
      <path d="M10 6h8M10 10h8M10 14h8M10 18h5" />
    </>
  ),
  // Kitaplar — bilgi kaynağı
  '📚': (
    <>
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20" />
      <path d="M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z" />
    </>
  ),
  // Kronometre — game jam kahramanı
  '⏱': (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2 2M10 2h4M12 2v3" />
    </>
  ),
  // Elmas — premium destekçi
  '💎': (
    <>
      <path d="M6 3h12l4 6-10 12L2 9z" />
      <path d="M2 9h20M12 21 8 9l2-6M12 21l4-12-2-6" />
    </>
  ),
  // El sallama — hoş geldin
  '👋': (
    <>
      <path d="M18 11V6a2 2 0 0 0-4 0v5M14 10V4a2 2 0 0 0-4 0v2M10 10.5V6a2 2 0 0 0-4 0v8" />
      <path d="M18 8a2 2 0 1 1 4 0v6a8 8 0 0 1-8 8h-2c-2.8 0-4.5-.86-5.99-2.34l-3.6-3.6a2 2 0 0 1 2.83-2.82L7 15" />
    </>
  ),
};

/** The medal: the glyph of every emoji without one of its own (and of a badge with no icon). */
const medal = (
  <>
    <circle cx="12" cy="15" r="6" />
    <path d="M8.2 10.4 5 3h4l3 6M15.8 10.4 19 3h-4l-1.6 3.2M12 12.5l.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2-1.45-1.4 2-.3z" />
  </>
);

/** The emoji without its presentation selector (U+FE0F) and skin tones, as the table above keys it. */
const keyOf = (icon: string | null | undefined) => (icon ?? '').replace(/[\uFE0E\uFE0F]|\uD83C[\uDFFB-\uDFFF]/g, '').trim();

interface BadgeIconProps {
  icon: string | null | undefined;
  rarity: BadgeRarity;
  /** The medallion's side in px. */
  size?: number;
  className?: string;
}

/** A badge's medallion (decorative: the badge's name is always written beside it). */
export function BadgeIcon({ icon, rarity, size = 40, className }: BadgeIconProps) {
  return (
    <span
      className={`${styles.medallion} ${styles[rarity]} ${className ?? ''}`}
      style={{ width: size, height: size }}
      data-icon={keyOf(icon) || undefined}
      aria-hidden="true"
    >
      <svg
        width={Math.round(size * 0.56)}
        height={Math.round(size * 0.56)}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {glyphs[keyOf(icon)] ?? medal}
      </svg>
    </span>
  );
}
