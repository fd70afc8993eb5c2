import { Link } from 'gatsby';
import { Icon } from '../common/Icon';
import { t } from '../../i18n';
import * as styles from './Logo.module.css';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className={styles.logo} aria-label={t('header.logoLabel')} onClick={onClick}>
      <span className={styles.mark} aria-hidden="true">
        <Icon name="gamepad" size={20} />
      </span>
      <span className={styles.word} aria-hidden="true">
        Oyun<span>Dev</span>
      </span>
    </Link>
  );
}
