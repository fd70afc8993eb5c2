import { useEffect, useState } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS, type AnnouncementRow } from '@oyundev/domain';
import { activeAnnouncementsQuery } from '../../api-client/admin-settings';
import { useHydrated } from '../../hooks/useHydrated';
import { t } from '../../i18n';
import { Icon, type IconName } from '../common/Icon';
import * as styles from './AnnouncementBanner.module.css';

/*
 * The admin's active announcements (Site ayarları → Duyurular) above every page. The static HTML carries the
 * ones active at build time (gatsby-node sources them; a change rebuilds), so the page does not move when it
 * hydrates; the live list replaces them after. A closed one is remembered in this browser, and the head
 * script below hides it before the first paint.
 */

const KEY = STORAGE_KEYS.dismissedAnnouncements;
const ICONS: Record<AnnouncementRow['type'], IconName> = { info: 'bell', success: 'check', warning: 'alert', error: 'alert' };

function readDismissed(): number[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** Runs before first paint: hides the announcements this browser closed, so the static page never shows them. */
export function announcementsBootScript(): string {
  return `(function(){try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(KEY)})||'[]');if(!l.length)return;var s=document.createElement('style');s.textContent=l.filter(function(n){return typeof n==='number'&&n%1===0}).map(function(n){return '[data-announcement-id="'+n+'"]{display:none!important}'}).join('');document.head.appendChild(s)}catch(e){}})();`;
}

interface BuildAnnouncements {
  allSiteAnnouncement: { nodes: Array<{ announcementId: number; title: string; content: string; type: string; createdAt: string }> };
}

export function AnnouncementBanner() {
  const build = useStaticQuery<BuildAnnouncements>(graphql`
    query AnnouncementBanner {
      allSiteAnnouncement(sort: { createdAt: DESC }) {
        nodes {
          announcementId
          title
          content
          type
          createdAt
        }
      }
    }
  `);
  const hydrated = useHydrated();
  const live = useQuery({ ...activeAnnouncementsQuery(), enabled: hydrated });
  const [dismissed, setDismissed] = useState<number[]>([]);
  useEffect(() => setDismissed(readDismissed()), []);

  const list: AnnouncementRow[] =
    live.data ??
    build.allSiteAnnouncement.nodes.map((n) => ({
      id: n.announcementId,
      title: n.title,
      content: n.content,
      type: n.type as AnnouncementRow['type'],
      active: true,
      createdAt: n.createdAt,
    }));
  const shown = list.filter((a) => !dismissed.includes(a.id));
  if (shown.length === 0) return null;

  const dismiss = (id: number) => {
    const next = [...new Set([...readDismissed(), id])].slice(-50);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Private mode: closed for this visit only.
    }
    setDismissed(next);
  };

  return (
    <section className={styles.region} aria-label={t('announcement.region')}>
      {shown.map((a) => (
        <div
          key={a.id}
          className={`${styles.banner} ${styles[a.type]}`}
          data-announcement-id={a.id}
          role={a.type === 'error' ? 'alert' : 'status'}
        >
          <div className={`container ${styles.inner}`}>
            <Icon name={ICONS[a.type]} size={18} className={styles.icon} />
            <p className={styles.text}>
              <strong>{a.title}</strong> {a.content}
            </p>
            <button
              type="button"
              className={`btn btn-ghost btn-sm ${styles.close}`}
              aria-label={t('announcement.dismiss')}
              onClick={() => dismiss(a.id)}
            >
              <Icon name="x" size={16} />
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
