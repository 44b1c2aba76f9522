import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/**
 * A change to one appeal: once it succeeds the appeal page, its mail history (most changes send
 * an email) and every appeal list (status, manager, counts) are refetched. The answer's shape is
 * not relied on, so a call answering the appeal or 204 works alike.
 */
export const useAppealMutation = <V, R = unknown>(id: string, run: (vars: V) => Promise<R>) =>
  useInvalidatingMutation(run, [queryKeys.appeals.detail(id), queryKeys.appeals.lists]);
