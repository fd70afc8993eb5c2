import type { LucideIcon } from 'lucide-react';
import {
  Box,
  Brain,
  Briefcase,
  Compass,
  Cog,
  Gauge,
  Gem,
  Glasses,
  Hash,
  LayoutDashboard,
  Megaphone,
  MessagesSquare,
  Music,
  Network,
  Palette,
  PersonStanding,
  SearchCode,
  Smartphone,
  Sparkles,
  Sprout,
  Timer,
  Trophy,
} from 'lucide-react';
import { siCplusplus, siGamemaker, siGodotengine, siJavascript, siUnity, siUnrealengine } from 'simple-icons';
import type { CategoryIconKey } from '@oyundev/domain';
import { categoryStyle } from '../../theme/categoryInk';
import * as styles from './CategoryIcon.module.css';

/** Engine and language marks from Simple Icons (CC0 data; the marks stay their owners' trademarks). */
const BRAND: Partial<Record<CategoryIconKey, { path: string }>> = {
  unity: siUnity,
  unreal: siUnrealengine,
  godot: siGodotengine,
  gamemaker: siGamemaker,
  cpp: siCplusplus,
  javascript: siJavascript,
};

const GENERIC: Partial<Record<CategoryIconKey, LucideIcon>> = {
  engine: Cog,
  csharp: Hash,
  shader: Sparkles,
  palette: Palette,
  cube: Box,
  animation: PersonStanding,
  layout: LayoutDashboard,
  music: Music,
  chat: MessagesSquare,
  sprout: Sprout,
  trophy: Trophy,
  timer: Timer,
  smartphone: Smartphone,
  vr: Glasses,
  brain: Brain,
  network: Network,
  gauge: Gauge,
  megaphone: Megaphone,
  briefcase: Briefcase,
  gem: Gem,
  'code-review': SearchCode,
  compass: Compass,
};

function hasGlyph(icon: string | null): boolean {
  return !!icon && (icon in BRAND || icon in GENERIC);
}

/** The SVG for a category's icon key (decorative), or null for a key the site does not know. */
export function CategoryGlyph({ icon, size }: { icon: string | null; size: number }) {
  const key = icon as CategoryIconKey;
  const brand = icon ? BRAND[key] : undefined;
  if (brand) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={brand.path} />
      </svg>
    );
  }
  const Generic = icon ? GENERIC[key] : undefined;
  return Generic ? <Generic size={size} strokeWidth={2} aria-hidden="true" focusable="false" /> : null;
}

/** The category's icon on a tile of its colour; the category's initial when the key is unknown. */
export function CategoryIcon({ icon, color, name, size = 40 }: { icon: string | null; color: string | null; name: string; size?: number }) {
  return (
    <span
      className={`cat-ink ${styles.icon}`}
      aria-hidden="true"
      style={{ ...categoryStyle(color), width: size, height: size, fontSize: size * 0.45 }}
    >
      {hasGlyph(icon) ? <CategoryGlyph icon={icon} size={Math.round(size * 0.5)} /> : name.charAt(0).toLocaleUpperCase('tr-TR')}
    </span>
  );
}
