// The drawings behind the category icon keys. Only the build reads this module (./categorySprite.ts draws them
// into public/category-icons.svg); the pages' script points at that file instead of carrying the SVG paths.
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

/** Engine and language marks from Simple Icons (CC0 data; the marks stay their owners' trademarks). */
export const BRAND: Partial<Record<CategoryIconKey, { path: string }>> = {
  unity: siUnity,
  unreal: siUnrealengine,
  godot: siGodotengine,
  gamemaker: siGamemaker,
  cpp: siCplusplus,
  javascript: siJavascript,
};

export const GENERIC: Partial<Record<CategoryIconKey, LucideIcon>> = {
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
