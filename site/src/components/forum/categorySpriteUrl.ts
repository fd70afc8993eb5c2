/** Where the build writes the category icons' sprite (./categorySprite.ts); a symbol's id is its icon key. */
export const CATEGORY_SPRITE_URL = '/category-icons.svg';
