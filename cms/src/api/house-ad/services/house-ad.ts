import type { Core } from '@strapi/strapi';
import { isHouseAdLink } from '@oyundev/domain';

const UID = 'api::house-ad.house-ad';

type ImageFormat = { url: string; width: number; height: number };

/** What a guest may read of a house ad: nothing else (no dates, no flags, no editor). */
export type PublicHouseAd = {
  id: number;
  title: string;
  slot: 'list-top' | 'sidebar' | 'in-content';
  linkUrl: string;
  altText: string;
  weight: number;
  image: { url: string; width: number; height: number; formats: ImageFormat[] };
};

function formats(raw: unknown): ImageFormat[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.values(raw as Record<string, any>)
    .filter((f) => f && typeof f.url === 'string' && Number(f.width) > 0)
    .map((f) => ({ url: f.url, width: Number(f.width), height: Number(f.height) }))
    .sort((a, b) => a.width - b.width);
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Ads switched on whose window holds `now` (an open start or end counts as always), heaviest first. */
  async listActive(now = new Date()): Promise<PublicHouseAd[]> {
    const rows = await strapi.db.query(UID).findMany({
      select: ['id', 'title', 'slot', 'linkUrl', 'altText', 'weight'],
      where: {
        isActive: true,
        $and: [
          { $or: [{ startsAt: null }, { startsAt: { $lte: now } }] },
          { $or: [{ endsAt: null }, { endsAt: { $gt: now } }] },
        ],
      },
      populate: { image: { select: ['url', 'width', 'height', 'formats'] } },
      orderBy: [{ slot: 'asc' }, { weight: 'desc' }, { id: 'asc' }],
    });
    return rows
      .filter((row: any) => row.image?.url && isHouseAdLink(row.linkUrl))
      .map((row: any) => ({
        id: row.id,
        title: row.title,
        slot: row.slot,
        linkUrl: row.linkUrl,
        altText: row.altText,
        weight: row.weight ?? 0,
        image: { url: row.image.url, width: row.image.width, height: row.image.height, formats: formats(row.image.formats) },
      }));
  },
});
