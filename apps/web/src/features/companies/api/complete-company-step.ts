import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLiveCurrentUser } from '../../../lib/current-user.ts';

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
      await api.put(`/api/users/${encodeURIComponent(user.id)}/complete-onboarding-step`, { step });
      await queryClient.invalidateQueries({ queryKey: ['users', user.id] });
    } catch {
      // The details were saved; the onboarding list simply keeps the step open.
    }
  };
}
