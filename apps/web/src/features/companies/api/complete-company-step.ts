import { useQueryClient } from '@tanstack/react-query';
import { useLiveCurrentUser } from '../../../lib/current-user.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { completeOnboardingStep } from '../../../resources/users/onboarding-steps.ts';

/**
 * PUT /api/users/{id}/complete-onboarding-step {step}: marks an onboarding step done once the
 * company page did it (set_company_details after saving the details), when it is still open.
 */
export function useCompleteCompanyStep() {
  const { user } = useLiveCurrentUser();
  const queryClient = useQueryClient();
  return async (step: 'set_company_details') => {
    const open = user.onboardingSteps.some((s) => s.step === step && !s.completed);
    if (!open) return;
    try {
      await completeOnboardingStep({ userId: user.id, step });
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.detail(user.id) });
    } catch {
      // The details were saved; the onboarding list simply keeps the step open.
    }
  };
}
