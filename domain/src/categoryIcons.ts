// A forum category stores an icon key, not a picture: the site draws each key as an inline SVG (brand marks
// for engines and languages, generic symbols for the rest), so icons render without an emoji font.

export const CATEGORY_ICON_KEYS = [
  'unity',
  'unreal',
  'godot',
  'gamemaker',
  'engine',
  'csharp',
  'cpp',
  'javascript',
  'shader',
  'palette',
  'cube',
  'animation',
  'layout',
  'music',
  'chat',
  'sprout',
  'trophy',
  'timer',
  'smartphone',
  'vr',
  'brain',
  'network',
  'gauge',
  'megaphone',
  'briefcase',
  'gem',
  'code-review',
  'compass',
] as const;

export type CategoryIconKey = (typeof CATEGORY_ICON_KEYS)[number];

export function isCategoryIconKey(value: unknown): value is CategoryIconKey {
  return typeof value === 'string' && (CATEGORY_ICON_KEYS as readonly string[]).includes(value);
}
