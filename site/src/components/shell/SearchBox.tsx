import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useBuiltFieldState } from '../../preact/forms';
import { navigate } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_BLUR_DELAY_MS, SEARCH_SUGGESTION_MIN_CHARS } from '@oyundev/domain';
import { Icon } from '../common/Icon';
import { searchSuggestionsQuery } from '../../api-client/search';
import { useViewer } from '../forum/useViewer';
import { suggestionsOf, type Suggestion } from '../search/suggestions';
import { searchHref } from '../common/hrefs';
import { t } from '../../i18n';
import * as styles from './SearchBox.module.css';

/*
 * The suggestion list is a chunk of its own, asked for on the box's first focus: a page that nobody searches
 * from does not carry it. Until it arrives the box works as a plain search form.
 */
const loadSuggestions = () => import(/* webpackChunkName: "search-suggestions" */ '../search/SearchSuggestions');
const SearchSuggestions = lazy(() => loadSuggestions().then((m) => ({ default: m.SearchSuggestions })));

/** Suggestions ask the API once typing pauses this long. */
const SUGGEST_DEBOUNCE_MS = 250;

interface SearchBoxProps {
  /** Only the header's box answers Ctrl/Cmd+K; the mobile menu has its own box. */
  globalShortcut?: boolean;
  id: string;
  onSubmitted?: () => void;
}

export function SearchBox({ globalShortcut = false, id, onSubmitted }: SearchBoxProps) {
  // What was typed before the page's script ran is kept (src/preact/forms.ts).
  const [query, setQuery] = useBuiltFieldState(id, '');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>();
  const { viewer } = useViewer();
  const listId = `${id}-suggestions`;

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

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const term = debounced.length >= SEARCH_SUGGESTION_MIN_CHARS ? debounced : '';
  const suggestions = useQuery({ ...searchSuggestionsQuery(term, viewer), enabled: open && term.length > 0 });
  const options: Suggestion[] = term
    ? suggestionsOf(suggestions.data?.query === term ? suggestions.data : undefined, searchHref(term))
    : [];
  const expanded = open && options.length > 0;

  const finish = (href: string) => {
    setQuery('');
    setDebounced('');
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    onSubmitted?.();
    void navigate(href);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (expanded && active >= 0 && options[active]) return finish(options[active]!.href);
    const trimmed = query.trim();
    if (!trimmed) return;
    finish(searchHref(trimmed));
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else e.currentTarget.blur();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && options.length > 0) {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself; moving past either end wraps through it.
      setActive((i) => {
        const next = i + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
    }
  };

  return (
    <form
      role="search"
      aria-label={t('header.searchLabel')}
      className={`${styles.form} ${globalShortcut ? styles.withShortcut : ''}`}
      onSubmit={submit}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <Icon name="search" size={16} className={styles.icon} />
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        className={styles.input}
        placeholder={t('header.searchPlaceholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          void loadSuggestions();
          clearTimeout(blurTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), SEARCH_BLUR_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        enterKeyHint="search"
      />
      {globalShortcut && !query && (
        <kbd className={styles.kbd} title={t('header.searchShortcut')}>
          {t('header.searchShortcutKeys')}
        </kbd>
      )}
      {expanded && (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={listId}
            query={term}
            suggestions={options}
            terms={suggestions.data?.terms ?? []}
            active={active}
            loading={suggestions.isFetching}
            onPick={(s) => finish(s.href)}
            onHover={setActive}
          />
        </Suspense>
      )}
    </form>
  );
}
