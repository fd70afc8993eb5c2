import { Link } from 'gatsby';
import toast from '../components/shell/toast';
import { loginPathForHere } from './useSendToLogin';
import { t } from '../i18n';

/** A guest pressed something members do: say why, with a login link that comes back to this page. */
export function promptLogin(message: string, id: string): void {
  const href = loginPathForHere();
  toast.error(
    () => (
      <span>
        {message}{' '}
        <Link to={href} onClick={() => toast.dismiss(id)}>
          {t('header.loginButton')}
        </Link>
      </span>
    ),
    { id },
  );
}
