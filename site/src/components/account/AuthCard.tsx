import React from 'react';
import { useId } from '../../ids';
import { Logo } from '../shell/Logo';
import * as styles from './AuthCard.module.css';

/** The centred card every account page (login, register, forgot, reset, verify) sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div className={`container ${styles.wrap}`}>
      <section className={`card ${styles.card}`} aria-labelledby={`${id}-title`}>
        <div className={styles.brand}>
          <Logo />
        </div>
        <h1 id={`${id}-title`} className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </section>
    </div>
  );
}
