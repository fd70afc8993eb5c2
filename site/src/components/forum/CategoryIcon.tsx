import React from 'react';
import * as styles from './CategoryIcon.module.css';

/**
 * The category's icon on its colour. `icon` may be an emoji or a symbolic name; a name (plain ASCII word)
 * cannot be drawn, so the category's initial stands in.
 */
export function CategoryIcon({ icon, color, name, size = 40 }: { icon: string | null; color: string | null; name: string; size?: number }) {
  const drawable = icon && !/^[a-z0-9_-]+$/i.test(icon) ? icon : null;
  return (
    <span
      className={styles.icon}
      aria-hidden="true"
      style={{ '--cat': color || 'var(--accent)', width: size, height: size, fontSize: size * 0.45 } as React.CSSProperties}
    >
      {drawable ?? name.charAt(0).toLocaleUpperCase('tr-TR')}
    </span>
  );
}
