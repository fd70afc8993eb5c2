import type { BlogCard } from '../../api-client/types';
import * as styles from './CoverImage.module.css';

/**
 * A blog post's cover from Strapi: a plain responsive <img> (srcset from Strapi's formats, width and
 * height so the box is reserved before it loads). gatsby-plugin-image would need the images at build
 * time as file nodes; the covers are already resized by Strapi's upload, so the browser picks from those.
 */
export function CoverImage({
  image,
  sizes,
  variant,
  eager = false,
}: {
  image: NonNullable<BlogCard['featuredImage']>;
  sizes: string;
  variant: 'card' | 'post';
  eager?: boolean;
}) {
  // The original joins the srcset only when the cms knows its width (an upload without one answers null).
  const original = image.width ? [{ url: image.url, width: image.width }] : [];
  const srcSet = [...image.formats, ...original].map((f) => `${f.url} ${f.width}w`).join(', ');
  return (
    <img
      className={`${styles.cover} ${styles[variant]}`}
      src={image.url}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
