import { Link } from 'gatsby';
import type { Category, CategoryGroup } from '../../api/types';
import { CategoryIcon } from './CategoryIcon';
import { Icon } from '../common/Icon';
import { RelativeTime } from '../common/RelativeTime';
import { t, type MessageKey } from '../../i18n';
import * as styles from './CategoryList.module.css';

const GROUP_ORDER: CategoryGroup[] = [
  'oyun-motorlari',
  'programlama',
  'sanat-tasarim',
  'genel',
  'platform-specific',
  'technical-advanced',
  'business',
  'premium',
];

export function groupCategories(categories: Category[]): Array<{ group: CategoryGroup; items: Category[] }> {
  const byGroup = new Map<CategoryGroup, Category[]>();
  for (const c of categories) {
    const group = c.group ?? 'genel';
    byGroup.set(group, [...(byGroup.get(group) ?? []), c]);
  }
  return GROUP_ORDER.filter((g) => byGroup.has(g)).map((group) => ({ group, items: byGroup.get(group)! }));
}

/** Forum categories grouped (oyun motorları, programlama, …), each with counts and last activity. */
export function CategoryList({ categories }: { categories: Category[] }) {
  return (
    <div className={styles.groups}>
      {groupCategories(categories).map(({ group, items }) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <h3 id={`group-${group}`} className="section-title">
            {t(`forum.categoryGroup.${group}` as MessageKey)}
          </h3>
          <ul className={styles.list}>
            {items.map((c) => (
              <li key={c.id} className={styles.item}>
                <CategoryIcon icon={c.icon} color={c.color} name={c.name} size={38} />
                <div className={styles.text}>
                  <Link to={`/forum/kategori/${c.slug}`} className={styles.name}>
                    {c.name}
                    {c.isPremium && (
                      <span className="badge badge-amber">
                        <Icon name="crown" size={11} />
                        {t('common.premium')}
                      </span>
                    )}
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
      ))}
    </div>
  );
}
