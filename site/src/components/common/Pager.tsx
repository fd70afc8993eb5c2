import { Link } from 'gatsby';
import { Icon } from './Icon';
import { pageWindow } from '../../domain';
import { t } from '../../i18n';
import * as styles from './Pager.module.css';

interface PagerProps {
  page: number;
  pageCount: number;
  /** URL of a page number; links keep paging crawlable and shareable. */
  hrefFor(page: number): string;
  windowSize?: number;
  /** Adds first/last page shortcuts when the window does not reach them. */
  edges?: boolean;
}

export function Pager({ page, pageCount, hrefFor, windowSize = 7, edges = false }: PagerProps) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount, windowSize);
  return (
    <nav className={styles.pager} aria-label={t('pagination.label')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={styles.step} rel="prev">
              <Icon name="chevronLeft" size={16} />
              <span>{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <Icon name="chevronLeft" size={16} />
              <span>{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {edges && pages[0] > 1 && (
          <li>
            <Link to={hrefFor(1)} className={styles.num} aria-label={t('pagination.first')} title={t('pagination.first')}>
              1
            </Link>
            {pages[0] > 2 && <span className={styles.gap} aria-hidden="true">…</span>}
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={hrefFor(n)}
              className={styles.num}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pagination.page', { n })}
            >
              {n}
            </Link>
          </li>
        ))}
        {edges && pages[pages.length - 1] < pageCount && (
          <li>
            {pages[pages.length - 1] < pageCount - 1 && <span className={styles.gap} aria-hidden="true">…</span>}
            <Link to={hrefFor(pageCount)} className={styles.num} aria-label={t('pagination.last')} title={t('pagination.last')}>
              {pageCount}
            </Link>
          </li>
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} className={styles.step} rel="next">
              <span>{t('pagination.next')}</span>
              <Icon name="chevronRight" size={16} />
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <span>{t('pagination.next')}</span>
              <Icon name="chevronRight" size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
