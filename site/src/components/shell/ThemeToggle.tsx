import { useTheme } from '../../theme/ThemeProvider';
import { Icon } from '../common/Icon';
import { t } from '../../i18n';

export function ThemeToggle({ withLabel = false, className = '' }: { withLabel?: boolean; className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <button
      type="button"
      className={`btn btn-ghost ${withLabel ? '' : 'btn-icon'} ${className}`}
      onClick={toggleTheme}
      aria-label={withLabel ? undefined : label}
      title={label}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={18} />
      {withLabel && <span>{label}</span>}
    </button>
  );
}
