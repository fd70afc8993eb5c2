import type { HeadProps } from 'gatsby';
import { navigate } from 'gatsby';
import { RequireAuth } from '../components/account/RequireAuth';
import { Onboarding } from '../components/onboarding/Onboarding';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

/** /onboarding: the same six steps as a page; finishing or skipping goes to / (or the chosen next place). */
export default function OnboardingPage() {
  return (
    <RequireAuth>
      <Onboarding variant="page" onDone={(next) => void navigate(next ?? '/')} />
    </RequireAuth>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('onboarding.welcome.title')} pathname={location.pathname} noindex />;
}
