import { Link } from 'gatsby';
import { SEARCH_POPULAR_TERMS, SEARCH_TYPES, type SearchAnswer, type SearchType } from '@oyundev/domain';
import { EmptyState } from '../common/EmptyState';
import { SearchHitItem, SearchUserItem } from './SearchResultItem';
import { t } from '../../i18n';
import * as styles from './Search.module.css';
import { searchHref } from '../common/hrefs';

/** `/arama?q=…` with the term percent-encoded (a space is %20, as the header always sent it), then type and page. */
export { searchHref };

const typeLabel = (type: SearchType) => SEARCH_TYPES.find((o) => o.value === type)?.label ?? type;

/** The type selector: links, so the chosen type is in the URL and the page can be shared. */
export function SearchTypeTabs({ q, type }: { q: string; type: SearchType }) {
  return (
    <nav className={styles.tabs} aria-label={t('search.title')}>
      {SEARCH_TYPES.map((o) => (
        <Link key={o.value} to={searchHref(q, o.value)} className={styles.tab} aria-current={o.value === type ? 'page' : undefined}>
          {o.label}
        </Link>
      ))}
    </nav>
  );
}

export function PopularTerms() {
  return (
    <section className={styles.popular} aria-labelledby="search-popular">
      <h2 id="search-popular" className={styles.popularTitle}>
        {t('search.popularTerms')}
      </h2>
      <ul className={styles.popularList}>
        {SEARCH_POPULAR_TERMS.map((term) => (
          <li key={term}>
            <Link to={searchHref(term)} className={styles.chip}>
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Results grouped by type; with one type chosen, its pages ('Daha fazla sonuç' goes to the next). */
export function SearchResults({ answer, type, page }: { answer: SearchAnswer; type: SearchType; page: number }) {
  const groups = (['forum', 'blog', 'users'] as const).filter((g) => answer.groups[g] && answer.groups[g]!.total > 0);
  if (groups.length === 0) {
    return (
      <EmptyState title={t('search.noResults')} body={t('search.emptyHint')} role="status">
        <PopularTerms />
      </EmptyState>
    );
  }
  return (
    <div className={styles.groups}>
      {groups.map((g) => {
        const group = answer.groups[g]!;
        const shown = (group.page - 1) * 10 + group.items.length;
        return (
          <section key={g} aria-labelledby={`search-${g}`} data-testid={`search-group-${g}`}>
            <h2 id={`search-${g}`} className="section-title">
              {typeLabel(g)} <span className={styles.count}>{t('search.count', { count: group.total })}</span>
            </h2>
            <ul className={styles.list}>
              {g === 'users'
                ? answer.groups.users!.items.map((u) => <SearchUserItem key={u.id} user={u} terms={answer.terms} />)
                : (g === 'forum' ? answer.groups.forum! : answer.groups.blog!).items.map((h) => (
                    <SearchHitItem key={h.id} hit={h} terms={answer.terms} />
                  ))}
            </ul>
            {type === 'all' && group.total > group.items.length && (
              <Link to={searchHref(answer.query, g)} className={styles.more}>
                {t('search.seeAll', { type: typeLabel(g), count: group.total })}
              </Link>
            )}
            {type !== 'all' && group.total > shown && (
              <Link to={searchHref(answer.query, g, page + 1)} className={styles.more}>
                {t('search.more')}
              </Link>
            )}
          </section>
        );
      })}
    </div>
  );
}
