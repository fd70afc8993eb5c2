import { useEffect } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { AD_SLOTS, ROLES, STORAGE_KEYS, isPremium, showsAds, type AdSlotName } from '@oyundev/domain';
import { useAuth } from '../../auth/AuthProvider';
import { t } from '../../i18n';
import * as styles from './AdSlot.module.css';

export type { AdSlotName };

interface HouseAdNode {
  adId: number;
  slot: string;
  linkUrl: string;
  altText: string;
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  srcSet: string;
}

/** Set on <html> before first paint for a stored premium session (adsBootScript), and kept true after. */
export const NO_ADS_CLASS = 'no-ads';

/** How wide the slot's image is drawn, for the browser to pick a size from srcset. */
const SIZES: Record<AdSlotName, string> = {
  'list-top': '(max-width: 960px) 100vw, 900px',
  sidebar: '(max-width: 960px) 100vw, 320px',
  'in-content': '(max-width: 960px) 100vw, 760px',
};

/**
 * A house ad an editor placed in this slot (Strapi admin, api::house-ad), written into the static HTML at
 * build time inside a box of the slot's aspect ratio, so nothing moves when the image loads. No active ad
 * for the slot: no box at all. Premium members never see one: a stored premium session hides it before
 * the first paint (the class on <html>), and once the session is known the slot is not rendered.
 */
export function AdSlot({ slot }: { slot: AdSlotName }) {
  const { allHouseAd } = useStaticQuery<{ allHouseAd: { nodes: HouseAdNode[] } }>(graphql`
    query HouseAds {
      allHouseAd(sort: [{ weight: DESC }, { adId: ASC }]) {
        nodes {
          adId
          slot
          linkUrl
          altText
          imageUrl
          imageWidth
          imageHeight
          srcSet
        }
      }
    }
  `);
  const { status, user } = useAuth();
  const known = status !== 'loading';
  const hidden = known && !showsAds(user);
  useEffect(() => {
    if (known) document.documentElement.classList.toggle(NO_ADS_CLASS, hidden);
  }, [known, hidden]);

  const ad = allHouseAd.nodes.find((node) => node.slot === slot);
  if (!ad || hidden) return null;
  const { width, height } = AD_SLOTS[slot];
  const external = /^https?:/i.test(ad.linkUrl);
  return (
    <aside className={`${styles.slot} ${styles[slotClass[slot]]}`} aria-label={t(`ad.slot.${slot}`)} data-ad-slot={slot}>
      <a
        href={ad.linkUrl}
        className={styles.link}
        style={{ aspectRatio: `${width} / ${height}`, maxWidth: slot === 'sidebar' ? undefined : width }}
        {...(external ? { target: '_blank', rel: 'sponsored noopener noreferrer' } : {})}
      >
        <img
          className={styles.image}
          src={ad.imageUrl}
          srcSet={ad.srcSet}
          sizes={SIZES[slot]}
          width={ad.imageWidth}
          height={ad.imageHeight}
          alt={ad.altText}
          loading={slot === 'list-top' ? 'eager' : 'lazy'}
          decoding="async"
        />
      </a>
      <span className={styles.label}>{t('ad.label')}</span>
    </aside>
  );
}

const slotClass: Record<AdSlotName, 'listTop' | 'sidebar' | 'inContent'> = {
  'list-top': 'listTop',
  sidebar: 'sidebar',
  'in-content': 'inContent',
};

/**
 * Runs in <head> before the first paint: a stored, unexpired session of a member who sees no ads marks
 * <html>, and CSS hides every slot, so a premium member's page neither shows an ad nor jumps.
 */
export function adsBootScript(): string {
  const noAds = ROLES.filter((role) => isPremium({ role }));
  return `(function(){try{var k=${JSON.stringify(STORAGE_KEYS)},r=${JSON.stringify(noAds)};var s=[localStorage,sessionStorage];for(var i=0;i<s.length;i++){var e=Number(s[i].getItem(k.tokenExpiresAt));var u=s[i].getItem(k.user);if(s[i].getItem(k.token)&&u&&e>Date.now()){var o=JSON.parse(u);if(o&&r.indexOf(o.role)>=0)document.documentElement.classList.add(${JSON.stringify(NO_ADS_CLASS)});return}}}catch(x){}})();`;
}
