import type { BlogCard } from '../../api-client/types';
import * as styles from './CoverImage.module.css';

type Cover = NonNullable<BlogCard['featuredImage']>;

/** `url 245w, url 500w, …` from Strapi's resized formats and the original, narrowest first, each width once. */
export function coverSrcSet(image: Cover): string {
  const byWidth = new Map<number, string>(image.formats.map((f) => [f.width, f.url]));
  if (image.width) byWidth.set(image.width, image.url);
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/**
 * A blog post's cover as a plain responsive `<img>`: the srcset is the widths Strapi already made (the seed ships
 * WebP), lazy unless `eager`, and its box reserved by the width/height and the CSS aspect ratio, so nothing moves
 * when it arrives. It is visible from the first paint (no fade-in waiting for JavaScript, which held back the
 * largest paint of the blog pages) and needs no image runtime in the page's JavaScript.
 */
export function CoverImage({
  image,
  sizes,
  variant,
  eager = false,
}: {
  image: Cover;
  sizes: string;
  variant: 'card' | 'post';
  eager?: boolean;
}) {
  const srcSet = coverSrcSet(image);
  return (
    <img
      src={image.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? image.formats.at(-1)?.width ?? 1200}
      height={image.height ?? image.formats.at(-1)?.height ?? 630}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // The largest paint of a post and of the blog's first card: asked for before the stylesheets' images.
      {...(eager ? { fetchpriority: 'high' } : {})}
      className={`${styles.cover} ${styles[variant]}`}
    />
  );
}
