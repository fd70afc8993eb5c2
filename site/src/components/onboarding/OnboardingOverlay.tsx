import { Suspense, lazy, useEffect, useState } from 'react';
import { navigate } from 'gatsby';
import { useAuth } from '../../auth/AuthProvider';

// Only a member who has not finished onboarding ever sees it: the home page's visitors do not download it.
const Onboarding = lazy(() => import(/* webpackChunkName: "onboarding" */ './Onboarding').then((m) => ({ default: m.Onboarding })));

/**
 * On the home page, a signed-in member who has not finished onboarding gets it as a full-screen overlay
 * (spec accounts §2). Once ended it stays closed for the rest of the visit, whatever the server said.
 */
export function OnboardingOverlay() {
  const { user } = useAuth();
  const [closed, setClosed] = useState(false);
  const open = Boolean(user && user.isActive !== false && !user.onboardingCompleted && !closed);

  // The page underneath must not scroll while the overlay covers it.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Onboarding
        variant="overlay"
        onDone={(next) => {
          setClosed(true);
          if (next && next !== '/') void navigate(next);
        }}
      />
    </Suspense>
  );
}
