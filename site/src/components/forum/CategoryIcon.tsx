import { isCategoryIconKey } from '@oyundev/domain';
import { categoryStyle } from '../../theme/categoryInk';
import { CATEGORY_SPRITE_URL } from './categorySpriteUrl';
import * as styles from './CategoryIcon.module.css';

/*
 * The drawings (Simple Icons' engine and language marks, Lucide's generic symbols) are in a sprite the build
 * writes (./categorySprite.ts, from ./categoryGlyphs.ts): the pages' script carries none of their paths.
 */

function hasGlyph(icon: string | null): boolean {
  return isCategoryIconKey(icon);
}

/** The SVG for a category's icon key (decorative), or null for a key the site does not know. */
export function CategoryGlyph({ icon, size }: { icon: string | null; size: number }) {
  if (!hasGlyph(icon)) return null;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`${CATEGORY_SPRITE_URL}#${icon}`} />
    </svg>
  );
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
