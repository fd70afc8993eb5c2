import React, { useEffect, useRef } from 'react';
import { Icon } from '../common/Icon';
import * as styles from './Forms.module.css';

/**
 * What replaces a form once it has done its job (account created, mail sent, password set). Its heading takes
 * the focus, which also brings it into view when the form was scrolled further down than the panel reaches.
 */
export function SuccessPanel({ title, children }: { title: string; children?: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={styles.success} role="status">
      <span className={styles.successIcon} aria-hidden="true">
        <Icon name="check" size={28} />
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.successTitle}>
        {title}
      </h2>
      {children}
    </div>
  );
}
