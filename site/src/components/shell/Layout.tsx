import React from 'react';
import { Header } from './Header';
import { Footer } from './Footer';
import { AnnouncementBanner } from './AnnouncementBanner';
import { MaintenanceGate } from './MaintenanceGate';
import { ErrorBoundary } from './ErrorBoundary';
import { Deferred } from '../common/Deferred';
import { normalisePath } from '../../hooks/usePathname';
import { t } from '../../i18n';
import * as styles from './Layout.module.css';

/** The shell around every page (mounted once through wrapPageElement, so it survives navigation). */
/** `built`: the digest of the page's data, written into its HTML for the browser to check (src/pagedata/stamp.ts). */
export function Layout({ pathname, built, children }: { pathname: string; built?: string; children: React.ReactNode }) {
  return (
    <div className={styles.app} data-built={built}>
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <AnnouncementBanner />
      {/* Its own task, first after the page's hydration (it was an eighth of the hydration task on a blog post). */}
      <Deferred>
        <Header pathname={pathname} />
      </Deferred>
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* Keyed by path: navigating away from a crashed screen starts clean. */}
        <ErrorBoundary key={normalisePath(pathname)}>
          <MaintenanceGate pathname={pathname}>{children}</MaintenanceGate>
        </ErrorBoundary>
      </main>
      {/* Far below the first screen: it takes its element over after the page's own parts (common/Deferred). */}
      <Deferred>
        <Footer />
      </Deferred>
    </div>
  );
}
