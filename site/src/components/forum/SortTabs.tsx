import { Link } from 'gatsby';
import { t } from '../../i18n';
import * as styles from './SortTabs.module.css';

interface SortOption<V extends string> {
  value: V;
  label: string;
}

/** Sort choices as links, so every sort is a shareable URL. */
export function SortTabs<V extends string>({
  options,
  current,
  hrefFor,
}: {
  options: readonly SortOption<V>[];
  current: V;
  hrefFor(sort: V): string;
}) {
  return (
    <nav aria-label={t('forum.sort.label')} className={styles.tabs}>
      {options.map((option) => (
        <Link
          key={option.value}
          to={hrefFor(option.value)}
          className={styles.tab}
          aria-current={option.value === current ? 'page' : undefined}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
