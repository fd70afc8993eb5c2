import React from 'react';
import { Link } from 'gatsby';
import { Icon, type IconName } from '../common/Icon';
import * as styles from './StatusScreen.module.css';

interface StatusScreenProps {
  icon: IconName;
  tone?: 'neutral' | 'danger' | 'accent';
  title: string;
  children?: React.ReactNode;
  action?: { to: string; label: string };
  /** Heading level: 1 when the screen is the whole page, 2 inside a page. */
  level?: 1 | 2;
}

/** Centred message screen: 404s, not-found states, guard denials. */
export function StatusScreen({ icon, tone = 'neutral', title, children, action, level = 1 }: StatusScreenProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`${styles.screen} ${level === 2 ? styles.compact : 'container'}`}>
      <span className={`${styles.icon} ${styles[tone]}`} aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <Heading>{title}</Heading>
      {children}
      {action && (
        <div className={styles.actions}>
          <Link to={action.to} className="btn btn-primary">
            {action.label}
          </Link>
        </div>
      )}
    </section>
  );
}
