import type { Suggestion } from './suggestions';
import { Highlight } from './Highlight';
import { t } from '../../i18n';
import * as styles from './SearchSuggestions.module.css';

const typeKey = { forum: 'search.type.forum', blog: 'search.type.blog', users: 'search.type.users' } as const;

interface Props {
  id: string;
  query: string;
  suggestions: Suggestion[];
  terms: readonly string[];
  active: number;
  loading: boolean;
  onPick: (s: Suggestion) => void;
  onHover: (index: number) => void;
}

/** The listbox under the header search box (ARIA combobox pattern: the input keeps focus). */
export function SearchSuggestions({ id, query, suggestions, terms, active, loading, onPick, onHover }: Props) {
  return (
    <ul id={id} role="listbox" aria-label={t('search.suggestionsLabel')} className={styles.list}>
      {loading && suggestions.length === 1 && (
        <li className={styles.status} role="presentation">
          {t('search.searching')}
        </li>
      )}
      {suggestions.map((s, i) => (
        <li
          key={s.key}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          className={`${styles.option} ${i === active ? styles.active : ''} ${s.item ? '' : styles.all}`}
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => onHover(i)}
          onClick={() => onPick(s)}
        >
          {s.item ? (
            <>
              <span className={styles.type}>{t(typeKey[s.item.type])}</span>
              <span className={styles.title}>
                <Highlight text={s.item.type === 'users' ? s.item.username : s.item.title} terms={terms} />
              </span>
            </>
          ) : (
            <span className={styles.title}>{t('search.allResults', { query })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
