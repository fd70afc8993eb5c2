import React from 'react';
import { Icon, type IconName } from './Icon';
import * as styles from './EmptyState.module.css';

interface EmptyStateProps {
  icon?: IconName;
  title: string;
  body?: string;
  children?: React.ReactNode;
  tone?: 'neutral' | 'danger';
  role?: 'alert' | 'status';
}

/** In-page empty, not-found and failure states. */
export function EmptyState({ icon = 'search', title, body, children, tone = 'neutral', role }: EmptyStateProps) {
  return (
    <div className={`${styles.empty} ${tone === 'danger' ? styles.danger : ''}`} role={role}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name={icon} size={24} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {body && <p className={styles.body}>{body}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
