import React, { useEffect, useRef, useState } from 'react';
import { useId } from '../../ids';
import { Link } from 'gatsby';
import type { Me } from '../../api-client/types';
import { Avatar } from '../common/Avatar';
import { Icon } from '../common/Icon';
import { useDismiss } from '../../hooks/useDismiss';
import { formatScore, roleLabel } from '@oyundev/domain';
import { t } from '../../i18n';
import { accountLinks } from './accountLinks';
import * as styles from './UserMenu.module.css';

interface UserMenuProps {
  user: Me;
  pathname: string;
  onLogout(): void;
}

/** Account dropdown: a menu button with arrow-key navigation (WAI-ARIA menu button pattern). */
export function UserMenu({ user, pathname, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = (returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useDismiss(open, [buttonRef, menuRef], (reason) => close(reason === 'escape'));

  useEffect(() => setOpen(false), [pathname]);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className={styles.wrap}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.userMenu')}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar username={user.username} avatarUrl={user.avatarUrl} size={30} />
        <span className={styles.triggerName}>{user.username}</span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>

      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={t('header.userMenu')}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <div className={styles.identity}>
          <Avatar username={user.username} avatarUrl={user.avatarUrl} size={40} />
          <div className={styles.identityText}>
            <span className={styles.username}>{user.username}</span>
            <span className={styles.meta}>
              <span>{roleLabel(user.role)}</span>
              <span aria-hidden="true">·</span>
              <span className={styles.reputation}>{t('header.reputation', { n: formatScore(user.reputation ?? 0) })}</span>
            </span>
          </div>
        </div>
        <div className={styles.divider} role="separator" />
        {accountLinks(user).map((link) => (
          <Link key={link.to} to={link.to} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => close()}>
            <Icon name={link.icon} size={16} />
            {t(link.labelKey)}
          </Link>
        ))}
        <div className={styles.divider} role="separator" />
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`${styles.item} ${styles.danger}`}
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <Icon name="logout" size={16} />
          {t('userMenu.logout')}
        </button>
      </div>
    </div>
  );
}
