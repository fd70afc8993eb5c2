import React from 'react';
import { Header } from './Header';
import { Footer } from './Footer';
import { AnnouncementBanner } from './AnnouncementBanner';
import { MaintenanceGate } from './MaintenanceGate';
import { ErrorBoundary } from './ErrorBoundary';
import { normalisePath } from '../../hooks/usePathname';
import { t } from '../../i18n';
import * as styles from './Layout.module.css';

/** The shell around every page (mounted once through wrapPageElement, so it survives navigation). */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return (
    <div className={styles.app}>
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <AnnouncementBanner />
      <Header pathname={pathname} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* Keyed by path: navigating away from a crashed screen starts clean. */}
        <ErrorBoundary key={normalisePath(pathname)}>
          <MaintenanceGate pathname={pathname}>{children}</MaintenanceGate>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
