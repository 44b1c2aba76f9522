import type { TAssessment } from '@statera/shared';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../resources/query-keys.ts';
import { useAssessmentMutation } from './assessment-mutation.ts';

/** An assessment mutation that also refreshes the assessment lists (due date, seats and acceptance show there). */
export function useAssessmentListMutation<V>(id: string, run: (vars: V) => Promise<TAssessment>) {
  const queryClient = useQueryClient();
  const mutation = useAssessmentMutation(id, run);
  return {
    ...mutation,
    mutate: (vars: V, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate(vars, {
        ...options,
        onSuccess: (...args) => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.assessments.lists });
          options?.onSuccess?.(...args);
        },
      }),
  };
}
