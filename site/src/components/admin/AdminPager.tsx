import { PAGE_SIZES, adminPageItems, type Pagination } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './Admin.module.css';

/** The admin tables' pager (forum spec §9): first, last, pages within 2 of the current, an ellipsis for a gap; page size 10/25/50. */
export function AdminPager({
  pagination,
  onPage,
  onPageSize,
}: {
  pagination: Pagination;
  onPage(page: number): void;
  onPageSize(size: number): void;
}) {
  const { page, pageCount, pageSize, total } = pagination;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className={styles.pagerRow}>
      <p className={styles.muted}>{t('admin.pagination.summary', { total, from, to })}</p>
      <label className={styles.inline}>
        {t('admin.pageSize')}
        <select className="input" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {PAGE_SIZES.adminOptions.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {pageCount > 1 && (
        <nav aria-label={t('pagination.label')}>
          <ul className={styles.pages}>
            {adminPageItems(page, pageCount).map((item, i) =>
              item === 'ellipsis' ? (
                <li key={`gap-${i}`} aria-hidden="true" className={styles.muted}>
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    className={`btn btn-ghost ${styles.pageButton}`}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={t('pagination.page', { n: item })}
                    onClick={() => onPage(item)}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
