import React, { useEffect, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { Icon } from '../common/Icon';
import { t } from '../../i18n';
import * as styles from './SearchBox.module.css';

interface SearchBoxProps {
  /** Only the header's box answers Ctrl/Cmd+K; the mobile menu has its own box. */
  globalShortcut?: boolean;
  id: string;
  onSubmitted?: () => void;
}

export function SearchBox({ globalShortcut = false, id, onSubmitted }: SearchBoxProps) {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!globalShortcut) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [globalShortcut]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    setQuery('');
    inputRef.current?.blur();
    onSubmitted?.();
    void navigate(`/arama?q=${encodeURIComponent(trimmed)}`);
  };

  return (
    <form role="search" aria-label={t('header.searchLabel')} className={`${styles.form} ${globalShortcut ? styles.withShortcut : ''}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <Icon name="search" size={16} className={styles.icon} />
      <input
        ref={inputRef}
        id={id}
        type="search"
        className={styles.input}
        placeholder={t('header.searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') e.currentTarget.blur();
        }}
        autoComplete="off"
        enterKeyHint="search"
      />
      {globalShortcut && (
        <kbd className={styles.kbd} title={t('header.searchShortcut')}>
          {t('header.searchShortcutKeys')}
        </kbd>
      )}
    </form>
  );
}
