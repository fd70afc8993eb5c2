import { GatsbyImage, getImageData } from 'gatsby-plugin-image';
import type { BlogCard } from '../../api-client/types';
import * as styles from './CoverImage.module.css';

type Cover = NonNullable<BlogCard['featuredImage']>;

/**
 * A blog post's cover through gatsby-plugin-image: responsive (srcset from Strapi's resized formats of the seed's
 * and editors' uploads, in their modern format — the seed ships WebP), lazy unless `eager`, with its box reserved
 * from the image's aspect ratio so nothing moves when it arrives. The build never downloads the images: the cms
 * has already resized them, so `getImageData` only maps each width to the format Strapi made for it.
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
  const widths = [...image.formats.map((f) => f.width), ...(image.width ? [image.width] : [])];
  const byWidth = new Map<number, string>([
    ...image.formats.map((f): [number, string] => [f.width, f.url]),
    ...(image.width ? [[image.width, image.url] as [number, string]] : []),
  ]);
  const sourceWidth = image.width ?? image.formats.at(-1)?.width ?? 1200;
  const sourceHeight = image.height ?? image.formats.at(-1)?.height ?? 630;
  const data = getImageData({
    baseUrl: image.url,
    sourceWidth,
    sourceHeight,
    layout: 'fullWidth',
    breakpoints: widths.length ? widths : [sourceWidth],
    formats: ['auto'],
    pluginName: 'oyundev-strapi-formats',
    // Each srcset width is one Strapi made (breakpoints above), so the lookup always finds it.
    urlBuilder: ({ width }) => byWidth.get(width) ?? image.url,
  });
  return (
    <GatsbyImage
      image={{ ...data, images: { ...data.images, fallback: data.images.fallback && { ...data.images.fallback, sizes } } }}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      className={`${styles.cover} ${styles[variant]}`}
      objectFit="cover"
    />
  );
}
