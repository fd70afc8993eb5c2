import type { Core } from '@strapi/strapi';
import { isHouseAdLink, type HouseAd } from '@oyundev/domain';
import { houseAd } from '../../../lib/present';

const UID = 'api::house-ad.house-ad';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Ads switched on whose window holds `now` (an open start or end counts as always), heaviest first. */
  async listActive(now = new Date()): Promise<HouseAd[]> {
    const rows = await strapi.db.query(UID).findMany({
      select: ['id', 'title', 'slot', 'linkUrl', 'altText', 'weight'],
      where: {
        isActive: true,
        $and: [{ $or: [{ startsAt: null }, { startsAt: { $lte: now } }] }, { $or: [{ endsAt: null }, { endsAt: { $gt: now } }] }],
      },
      populate: { image: { select: ['url', 'width', 'height', 'formats'] } },
      orderBy: [{ slot: 'asc' }, { weight: 'desc' }, { id: 'asc' }],
    });
    return rows
      .filter((row: { image?: { url?: string } | null; linkUrl: string }) => row.image?.url && isHouseAdLink(row.linkUrl))
      .map(houseAd);
  },
});
