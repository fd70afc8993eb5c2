import { errors } from '@strapi/utils';
import { isHouseAdLink, msg } from '@oyundev/domain';

// Editors write house ads in the Strapi admin: a link the site would put behind an image must be an
// absolute http(s) address (never javascript: or data:), and an ad cannot end before it starts. The
// admin shows the ValidationError's message under the form.
/** The fields of a house ad write read here (the admin sends any subset of them). */
interface HouseAdData {
  linkUrl?: unknown;
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
  [attribute: string]: unknown;
}

/** The part of a lifecycle event used here (Strapi's own Event types `params.data` as any). */
interface WriteEvent {
  params: { data?: HouseAdData };
}

function check(data: HouseAdData | undefined) {
  if (!data) return;
  if ('linkUrl' in data) {
    if (!isHouseAdLink(data.linkUrl)) throw new errors.ValidationError(msg('houseAd.linkInvalid'));
    data.linkUrl = String(data.linkUrl).trim();
  }
  if (data.startsAt && data.endsAt && new Date(data.endsAt) <= new Date(data.startsAt)) {
    throw new errors.ValidationError(msg('houseAd.datesInvalid'));
  }
}

export default {
  beforeCreate(event: WriteEvent) {
    check(event.params.data);
  },
  beforeUpdate(event: WriteEvent) {
    check(event.params.data);
  },
};
