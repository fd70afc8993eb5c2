import { memo } from 'react';
import { Link } from 'gatsby';
import type { Category, CategoryGroup } from '../../api-client/types';
import { CategoryIcon } from './CategoryIcon';
import { RelativeTime } from '../common/RelativeTime';
import { Deferred } from '../common/Deferred';
import { FORUM_CATEGORY_GROUPS } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './CategoryList.module.css';
import { PremiumBadge } from '../common/PremiumBadge';

/** Categories under their group headings, groups in the catalogue's order, categories in sortOrder. */
function groupCategories(categories: Category[]) {
  const byGroup = new Map<CategoryGroup, Category[]>();
  for (const c of categories) {
    const group = c.group ?? 'genel';
    byGroup.set(group, [...(byGroup.get(group) ?? []), c]);
  }
  return FORUM_CATEGORY_GROUPS.filter((g) => byGroup.has(g.value)).map((g) => ({ ...g, items: byGroup.get(g.value)! }));
}

/**
 * Forum categories grouped (oyun motorları, programlama, …), each with counts and last activity. memo: the forum
 * page's renders for its topic list leave an unchanged category list alone.
 */
export const CategoryList = memo(function CategoryList({ categories }: { categories: Category[] }) {
  return (
    <div className={styles.groups}>
      {groupCategories(categories).map(({ value, label, items }) => (
        <Deferred key={value}>
          <section aria-labelledby={`group-${value}`}>
            <h3 id={`group-${value}`} className="section-title">
              {label}
            </h3>
            <ul className={styles.list}>
              {items.map((c) => (
                <li key={c.id} className={styles.item}>
                  <CategoryIcon icon={c.icon} color={c.color} name={c.name} size={38} />
                  <div className={styles.text}>
                    <Link to={`/forum/kategori/${c.slug}`} className={styles.name}>
                      {c.name}
                      {c.isPremium && <PremiumBadge iconSize={11} />}
                    </Link>
                    <span className={styles.counts}>
                      {t('forum.category.topicCount', { n: c.topicCount })} · {t('forum.category.postCount', { n: c.postCount })}
                      {c.lastActivityAt && (
                        <>
                          {' · '}
                          <RelativeTime date={c.lastActivityAt} />
                        </>
                      )}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </Deferred>
      ))}
    </div>
  );
});
