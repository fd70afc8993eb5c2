import { Link, type HeadProps, type PageProps } from 'gatsby';
import { ComingSoon } from '../components/common/ComingSoon';
import { StatusScreen } from '../components/shell/StatusScreen';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

// A missing token is an invalid link (spec accounts §2) with the two ways on; the form itself comes with the
// accounts work.
export default function Page({ location }: PageProps) {
  const token = new URLSearchParams(location.search).get('token') ?? new URLSearchParams(location.search).get('code');
  if (!token) {
    return (
      <StatusScreen icon="lock" tone="danger" title={t('auth.reset.invalidTitle')}>
        <p>{t('auth.reset.invalidBody')}</p>
        <p>
          <Link to="/forgot-password" className="btn btn-primary">{t('auth.reset.requestNew')}</Link>{' '}
          <Link to="/login" className="btn btn-outline">{t('auth.reset.toLogin')}</Link>
        </p>
      </StatusScreen>
    );
  }
  return <ComingSoon title={t('auth.reset.title')} body={t('placeholder.resetPassword')} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('auth.reset.title')} pathname={location.pathname} />;
}
