import React from 'react';
import * as styles from './Avatar.module.css';

interface AvatarProps {
  username: string;
  avatarUrl?: string | null;
  size?: number;
}

/** The member's picture, or the first letter of the username on a colour derived from the name. */
export function Avatar({ username, avatarUrl, size = 32 }: AvatarProps) {
  const letter = (username || '?').charAt(0).toLocaleUpperCase('tr-TR');
  const hue = [...username].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 360;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) } as React.CSSProperties;
  if (avatarUrl) {
    return <img className={styles.avatar} src={avatarUrl} alt="" width={size} height={size} style={style} loading="lazy" />;
  }
  return (
    <span
      className={styles.avatar}
      aria-hidden="true"
      style={{ ...style, background: `linear-gradient(135deg, hsl(${hue} 65% 55%), hsl(${(hue + 40) % 360} 70% 45%))` }}
    >
      {letter}
    </span>
  );
}
