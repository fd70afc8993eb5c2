import { Link } from 'gatsby';
import { Icon } from './Icon';
import { categoryPageWindow, forumPageWindow } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './Pager.module.css';

interface PagerProps {
  page: number;
  pageCount: number;
  /** URL of a page number; links keep paging crawlable and shareable. */
  hrefFor(page: number): string;
  /**
   * 'forum': up to 7 numbers (forum list). 'window': 5 numbers plus first/last shortcuts (category,
   * blog, replies) — the spec's two pager readings.
   */
  variant?: 'forum' | 'window';
}

export function Pager({ page, pageCount, hrefFor, variant = 'forum' }: PagerProps) {
  if (pageCount <= 1) return null;
  const { first, pages, last } =
    variant === 'forum' ? { first: null, pages: forumPageWindow(page, pageCount), last: null } : categoryPageWindow(page, pageCount);

  const number = (n: number, label?: string) => (
    <Link
      to={hrefFor(n)}
      className={styles.num}
      aria-current={n === page ? 'page' : undefined}
      aria-label={label ?? t('pagination.page', { n })}
      title={label}
    >
      {n}
    </Link>
  );

  return (
    <nav className={styles.pager} aria-label={t('pagination.label')}>
      <ul>
        <li>
          <Step to={page > 1 ? hrefFor(page - 1) : null} rel="prev">
            <Icon name="chevronLeft" size={16} />
            <span>{t('pagination.previous')}</span>
          </Step>
        </li>
        {first !== null && (
          <li>
            {number(first, t('pagination.first', { n: first }))}
            {pages[0] > first + 1 && (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            )}
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>{number(n)}</li>
        ))}
        {last !== null && (
          <li>
            {pages[pages.length - 1] < last - 1 && (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            )}
            {number(last, t('pagination.last', { n: last }))}
          </li>
        )}
        <li>
          <Step to={page < pageCount ? hrefFor(page + 1) : null} rel="next">
            <span>{t('pagination.next')}</span>
            <Icon name="chevronRight" size={16} />
          </Step>
        </li>
      </ul>
    </nav>
  );
}

function Step({ to, rel, children }: { to: string | null; rel: 'prev' | 'next'; children: React.ReactNode }) {
  if (!to) {
    return (
      <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
        {children}
      </span>
    );
  }
  // Named by the label, also where a narrow screen shows only the arrow.
  return (
    <Link to={to} className={styles.step} rel={rel} aria-label={rel === 'prev' ? t('pagination.previous') : t('pagination.next')}>
      {children}
    </Link>
  );
}
