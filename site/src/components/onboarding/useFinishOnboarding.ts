import { useCallback, useState } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { updateProfile } from '../../api-client/account';

export interface OnboardingResult {
  gameEngines: string[];
  specialties: string[];
  /** The step the member left on (0–5). */
  step: number;
}

/**
 * Ends onboarding (spec accounts §4): the personalisation choices are saved only if any were made, and a
 * failure there is logged, not shown — onboarding completes regardless and that is saved on its own.
 */
export function useFinishOnboarding() {
  const { user, updateUser } = useAuth();
  const [finishing, setFinishing] = useState(false);

  const finish = useCallback(
    async ({ gameEngines, specialties, step }: OnboardingResult) => {
      setFinishing(true);
      let latest = user;
      try {
        if (gameEngines.length > 0 || specialties.length > 0) {
          const choices = {
            ...(gameEngines.length > 0 ? { gameEngines } : {}),
            ...(specialties.length > 0 ? { specialties } : {}),
          };
          try {
            latest = (await updateProfile(choices)).data;
            updateUser(latest);
          } catch (error) {
            console.error('[onboarding] saving the choices failed', error);
          }
        }
        try {
          updateUser((await updateProfile({ onboardingCompleted: true, onboardingStep: step })).data);
        } catch (error) {
          console.error('[onboarding] saving completion failed', error);
          // This session does not ask again; the server's copy decides next time.
          if (latest) updateUser({ ...latest, onboardingCompleted: true });
        }
      } finally {
        setFinishing(false);
      }
    },
    [user, updateUser],
  );

  return { finish, finishing };
}
