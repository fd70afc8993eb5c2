import { errors } from '@strapi/utils';
import { isHouseAdLink, msg } from '@oyundev/domain';

// Editors write house ads in the Strapi admin: a link the site would put behind an image must be an
// absolute http(s) address (never javascript: or data:), and an ad cannot end before it starts. The
// admin shows the ValidationError's message under the form.
function check(data: Record<string, any> | undefined) {
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
  beforeCreate(event: any) {
    check(event.params.data);
  },
  beforeUpdate(event: any) {
    check(event.params.data);
  },
};
