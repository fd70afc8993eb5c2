import { Link } from 'gatsby';
import type { TopicSort } from '../../api/types';
import { t, type MessageKey } from '../../i18n';
import * as styles from './SortTabs.module.css';

const LABELS: Record<string, MessageKey> = {
  hot: 'forum.sort.hot',
  new: 'forum.sort.new',
  top: 'forum.sort.top',
  rising: 'forum.sort.rising',
};

/** hot / new / top / rising as links, so every sort is a shareable URL. */
export function SortTabs({ sorts, current, hrefFor }: { sorts: readonly TopicSort[]; current: TopicSort; hrefFor(sort: TopicSort): string }) {
  return (
    <nav aria-label={t('forum.sort.label')} className={styles.tabs}>
      {sorts.map((sort) => (
        <Link key={sort} to={hrefFor(sort)} className={styles.tab} aria-current={sort === current ? 'page' : undefined}>
          {t(LABELS[sort] ?? 'forum.sort.latest')}
        </Link>
      ))}
    </nav>
  );
}
