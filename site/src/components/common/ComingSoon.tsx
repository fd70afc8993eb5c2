import React from 'react';
import { PageIntro } from './PageIntro';
import { t } from '../../i18n';
import * as styles from './ComingSoon.module.css';

/** A real but not yet built-out screen: its heading and a sentence of what comes. */
export function ComingSoon({ title, body, children }: { title: string; body: string; children?: React.ReactNode }) {
  return (
    <div className="container page">
      <PageIntro title={title} lead={body} />
      <div className={`card card-pad ${styles.box}`}>
        <p className="muted">{t('placeholder.comingSoon')}</p>
        {children}
      </div>
    </div>
  );
}
