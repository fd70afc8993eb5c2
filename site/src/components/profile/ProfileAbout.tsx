import '../../i18n-profile';
import type { PublicProfile, SocialLinkKey } from '@oyundev/domain';
import { ENGINE_OPTIONS, PLATFORM_OPTIONS, PROGRAMMING_LANGUAGE_OPTIONS, SPECIALTY_OPTIONS, optionLabel } from '@oyundev/domain';
import { Icon, type IconName } from '../common/Icon';
import { EXTERNAL_REL } from '../common/hrefs';
import { t, type MessageKey } from '../../i18n';
import * as styles from './Profile.module.css';

const SOCIAL_ICONS: Partial<Record<SocialLinkKey, IconName>> = { github: 'github', twitter: 'twitter', discord: 'discord' };

/** The overview tab: engines, specialties, languages, platforms and social links. */
export function ProfileAbout({ profile }: { profile: PublicProfile }) {
  const groups: Array<[MessageKey, string[]]> = [
    ['profile.engines', profile.gameEngines.map((v) => optionLabel(ENGINE_OPTIONS, v))],
    ['profile.specialties', profile.specialties.map((v) => optionLabel(SPECIALTY_OPTIONS, v))],
    ['profile.languages', profile.languages.map((v) => optionLabel(PROGRAMMING_LANGUAGE_OPTIONS, v))],
    ['profile.platforms', profile.platforms.map((v) => optionLabel(PLATFORM_OPTIONS, v))],
  ];
  const links = (Object.entries(profile.socialLinks) as Array<[SocialLinkKey, string | null]>).filter(
    (entry): entry is [SocialLinkKey, string] => Boolean(entry[1]),
  );
  return (
    <div className={styles.about}>
      {groups
        .filter(([, values]) => values.length > 0)
        .map(([key, values]) => (
          <section key={key}>
            <h2 className={styles.aboutTitle}>{t(key)}</h2>
            <ul className="badge-row">
              {values.map((v) => (
                <li key={v} className="badge badge-teal">
                  {v}
                </li>
              ))}
            </ul>
          </section>
        ))}
      {links.length > 0 && (
        <section>
          <h2 className={styles.aboutTitle}>{t('profile.social')}</h2>
          <ul className={styles.socials}>
            {links.map(([key, url]) => (
              <li key={key}>
                <a href={url} rel={EXTERNAL_REL} target="_blank">
                  <Icon name={SOCIAL_ICONS[key] ?? 'link'} size={15} />
                  {url.replace(/^https?:\/\//, '')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {groups.every(([, v]) => v.length === 0) && links.length === 0 && !profile.bio && (
        <p className={styles.muted}>{t('profile.noActivity')}</p>
      )}
    </div>
  );
}
