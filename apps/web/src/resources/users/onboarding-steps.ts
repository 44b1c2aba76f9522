import type { TOnboardingState, TUser } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { userPath } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/** PUT /api/users/{userId}/complete-onboarding-step {step} (the onboarding modal; a page that did a step). */
export const completeOnboardingStep = ({ userId, step }: { userId: string; step: string }) =>
  api.put<TOnboardingState>(userPath(userId, '/complete-onboarding-step'), { step });

/** PUT /api/users/{userId}/complete-onboarding: the whole onboarding is done (or skipped). */
export const completeOnboarding = ({ userId }: { userId: string }) =>
  api.put<TOnboardingState>(userPath(userId, '/complete-onboarding'));

/** Both answer the new onboarding rows, which go straight into the cached user (they decide the screen). */
function useOnboardingMutation<V extends { userId: string }>(fn: (v: V) => Promise<TOnboardingState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (state, { userId }) => {
      queryClient.setQueryData(queryKeys.users.detail(userId), (user: TUser | undefined) =>
        user && state?.steps ? { ...user, onboardingSteps: state.steps } : user,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.users.detail(userId) });
    },
  });
}

export const useCompleteOnboardingStep = () => useOnboardingMutation(completeOnboardingStep);
export const useCompleteOnboarding = () => useOnboardingMutation(completeOnboarding);
