import { useState } from 'react';
import { useId } from '../../ids';
import { useBuiltFieldState } from '../../preact/forms';
import { Icon } from '../common/Icon';
import { SEARCH_SUGGESTION_MIN_CHARS } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './TopicSearch.module.css';

interface TopicSearchProps {
  initial: string;
  placeholder: string;
  onSearch(query: string): void;
}

/** Search inside the forum or a category; shows what will be searched once the text is over 2 characters. */
export function TopicSearch({ initial, placeholder, onSearch }: TopicSearchProps) {
  const id = useId();
  // What was typed into the built page before its script ran stays (a later render would write `initial` over it).
  const [value, setValue] = useBuiltFieldState(id, initial);
  // A new search from the address (back, a link) replaces the text; the first render keeps what was typed.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setValue(initial);
  }
  const trimmed = value.trim();
  const showHint = trimmed.length > SEARCH_SUGGESTION_MIN_CHARS && trimmed !== initial;
  return (
    <form
      role="search"
      // Two search landmarks on forum pages (this and the header's): each needs its own name.
      aria-label={t('forum.searchLabel')}
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(trimmed);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('forum.searchLabel')}
      </label>
      <div className={styles.row}>
        <Icon name="search" size={16} className={styles.icon} />
        <input
          id={id}
          type="search"
          className={`input ${styles.input}`}
          placeholder={placeholder}
          value={value}
          maxLength={200}
          onChange={(e) => setValue(e.target.value)}
          aria-describedby={showHint ? `${id}-hint` : undefined}
        />
        <button type="submit" className="btn btn-outline">
          {t('forum.searchSubmit')}
        </button>
      </div>
      {showHint && (
        <p id={`${id}-hint`} className={styles.hint}>
          <button type="submit" className={styles.suggestion}>
            <Icon name="search" size={14} />
            {t('forum.searchSuggestion', { query: trimmed })}
          </button>
        </p>
      )}
    </form>
  );
}
