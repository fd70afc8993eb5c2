import { Link } from 'gatsby';
import { Icon } from './Icon';
import { t } from '../../i18n';
import * as styles from './Breadcrumb.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.nav}>
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
              {!last && <Icon name="chevronRight" size={14} className={styles.sep} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
