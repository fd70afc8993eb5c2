import type { Core } from '@strapi/strapi';
import type { CategoryIconKey } from '@oyundev/domain';

/**
 * Forum categories store an icon key (domain CATEGORY_ICON_KEYS) that the site draws as SVG. Databases
 * seeded before that hold the demo data's emoji; each boot turns those into their keys (a no-op once done).
 * Anything else an editor typed stays as it is — the site shows the category's initial for an unknown key.
 */
const LEGACY_EMOJI: Record<string, CategoryIconKey> = {
  '🎮': 'unity',
  '🏛️': 'unreal',
  '🤖': 'godot',
  '🕹️': 'gamemaker',
  '⚙️': 'engine',
  '💜': 'csharp',
  '🧩': 'cpp',
  '🟨': 'javascript',
  '✨': 'shader',
  '🎨': 'palette',
  '🧊': 'cube',
  '🏃': 'animation',
  '🖼️': 'layout',
  '🎵': 'music',
  '💬': 'chat',
  '🌱': 'sprout',
  '🏆': 'trophy',
  '⏱️': 'timer',
  '📱': 'smartphone',
  '🥽': 'vr',
  '🧠': 'brain',
  '🌐': 'network',
  '🚀': 'gauge',
  '📣': 'megaphone',
  '💼': 'briefcase',
  '💎': 'gem',
  '🔍': 'code-review',
  '🧭': 'compass',
};

export async function upgradeCategoryIcons(strapi: Core.Strapi): Promise<void> {
  const categories = strapi.db.query('api::forum-category.forum-category');
  for (const [emoji, key] of Object.entries(LEGACY_EMOJI)) {
    await categories.updateMany({ where: { icon: emoji }, data: { icon: key } });
  }
}
